import { ackSchema } from '@w2e/core/contracts/common';
import {
  type SocialProvider,
  socialAccountsSchema,
  socialAuthorizeSchema,
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
} from '@w2e/core/contracts/social';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { readCookie } from '../../lib/cookies';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import {
  authorizeSocial,
  callbackPath,
  completeSocial,
  listSocial,
  stateCookie,
  unlinkSocial,
} from './service';

export const socialRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const cookie = (provider: SocialProvider, value: string, maxAge: number) =>
    [
      `${stateCookie(provider)}=${value}`,
      `Path=${callbackPath(provider)}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      // Lax: sent on the top-level redirect back from the provider, never on a cross-site subrequest.
      'SameSite=Lax',
      ...(deps.config.publicUrl.startsWith('https://') ? ['Secure'] : []),
    ].join('; ');

  app.get(
    '/users/social',
    {
      schema: {
        tags: ['social'],
        summary:
          "The outside accounts (Discord, X) this server can link, and the signed-in user's linked ones",
        ...signedIn,
        response: responses({ 200: socialAccountsSchema }, 401),
      },
    },
    async (request) => listSocial(deps, await requireUser(deps, request)),
  );

  app.post(
    '/users/social/:provider/authorize',
    {
      schema: {
        tags: ['social'],
        summary: "Start linking: the provider's authorize URL (state and PKCE S256 challenge inside)",
        description:
          'Also sets a 10-minute HttpOnly cookie with the state, so the callback only completes in the browser that asked. 409 when this server has no client credentials for the provider.',
        ...signedIn,
        params: socialProviderParamsSchema,
        response: responses({ 200: socialAuthorizeSchema }, 400, 401, 409, 429),
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps, request);
      const { provider } = request.params;
      const { state, ...answer } = await authorizeSocial(deps, user, provider);
      reply.header('set-cookie', cookie(provider, state, 600));
      return answer;
    },
  );

  app.get(
    '/users/social/:provider/callback',
    {
      schema: {
        tags: ['social'],
        summary:
          'Where the provider sends the browser back: links the account, then redirects to the profile',
        description:
          'Redirects to /profile?tab=profile&social={provider}&social_result=linked|state|code|taken|denied|unavailable|not_configured|no_account. Nothing is linked unless the result is `linked`.',
        params: socialProviderParamsSchema,
        querystring: socialCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const result = await completeSocial(
        deps,
        provider,
        request.query,
        readCookie(request.headers.cookie, stateCookie(provider)),
      );
      reply.header('set-cookie', cookie(provider, '', 0));
      const target = new URLSearchParams({ tab: 'profile', social: provider, social_result: result });
      return reply.redirect(`${deps.config.publicUrl}/profile?${target}`, 302);
    },
  );

  app.delete(
    '/users/social/:provider',
    {
      schema: {
        tags: ['social'],
        summary: "Unlink the signed-in user's account of the provider",
        ...signedIn,
        params: socialProviderParamsSchema,
        response: responses({ 200: ackSchema }, 400, 401, 404),
      },
    },
    async (request) =>
      unlinkSocial(deps, await requireUser(deps, request), request.params.provider, requestLanguage(request)),
  );
};
