import { ackSchema } from '@w2e/core/contracts/common';
import { userInfoSchema } from '@w2e/core/contracts/user';
import { referralBodySchema } from '@w2e/core/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { requestLanguage, translator } from '../../lib/i18n';
import { responses } from '../../plugins/responses';
import { applyReferral, currentUser, requireUser, toUserInfo } from './service';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/users/init',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null when signed out (a missing, invalid or expired token)',
        security: [{ bearer: [] }],
        response: { 200: userInfoSchema.nullable() },
      },
    },
    async (request) => {
      const user = await currentUser(deps, request);
      return user ? toUserInfo(user, null) : null;
    },
  );

  app.post(
    '/users/referral',
    {
      schema: {
        tags: ['users'],
        summary: "Attach the signed-in user to a referral code's owner (idempotent for the same code)",
        security: [{ bearer: [] }],
        body: referralBodySchema,
        response: responses({ 200: ackSchema }, 400, 401, 409, 429),
      },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      await applyReferral(deps, user, request.body.code);
      return { message: translator(requestLanguage(request))('auth:referralApplied') };
    },
  );
};
