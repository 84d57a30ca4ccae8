import { loginViaUsernameBodySchema, registerViaUsernameBodySchema } from '@w2e/core/contracts/auth';
import { loginResultSchema } from '@w2e/core/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses } from '../../plugins/responses';
import { loginViaUsername, registerViaUsername } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/auth/register-via-username',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a username and password, and sign it in',
        body: registerViaUsernameBodySchema,
        response: responses({ 200: loginResultSchema }, 400, 429),
      },
    },
    async (request) =>
      registerViaUsername(deps, request.body, { ip: request.ip, language: requestLanguage(request) }),
  );

  app.post(
    '/auth/login-via-username',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username and password',
        body: loginViaUsernameBodySchema,
        response: responses({ 200: loginResultSchema }, 400, 401, 429),
      },
    },
    async (request) =>
      loginViaUsername(deps, request.body, { ip: request.ip, language: requestLanguage(request) }),
  );
};
