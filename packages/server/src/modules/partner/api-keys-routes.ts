import {
  apiKeyListSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  revokedApiKeySchema,
} from '@w2e/core/contracts/partner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses, signedIn } from '../../plugins/responses';
import { requireUser } from '../users/access';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

/**
 * A project's API keys (docs/partner-api.md): its owner on the Enterprise plan, or an operator, creates,
 * lists and revokes them, signed in. A key never manages keys: these routes take a session only.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const project = z.object({ id: z.string().max(200) });

  app.post(
    '/projects/:id/api-keys',
    {
      schema: {
        tags: ['partner'],
        summary:
          'Create an API key for the project (Enterprise; operators: any project): the full key is in this answer only',
        ...signedIn,
        params: project,
        body: createApiKeyBodySchema,
        response: responses({ 200: createdApiKeySchema }, 400, 401, 403, 404, 409),
      },
    },
    async (request) =>
      createApiKey(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.get(
    '/projects/:id/api-keys',
    {
      schema: {
        tags: ['partner'],
        summary:
          'The project’s API keys, newest first: prefix, scopes, creation and last use (never the key)',
        ...signedIn,
        params: project,
        response: responses({ 200: apiKeyListSchema }, 401, 403, 404),
      },
    },
    async (request) => listApiKeys(deps, await requireUser(deps, request), request.params.id),
  );

  app.delete(
    '/projects/:id/api-keys/:keyId',
    {
      schema: {
        tags: ['partner'],
        summary:
          'Revoke an API key: calls with it are refused from then on (409 when it was already revoked)',
        ...signedIn,
        params: project.extend({ keyId: z.string().max(100) }),
        response: responses({ 200: revokedApiKeySchema }, 401, 403, 404, 409),
      },
    },
    async (request) =>
      revokeApiKey(
        deps,
        await requireUser(deps, request),
        request.params.id,
        request.params.keyId,
        requestLanguage(request),
      ),
  );
};
