import { adminAccessSchema } from '@w2e/core/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { responses } from '../../plugins/responses';
import { isOperator, requireUser } from '../users/access';

/**
 * The admin area's own routes: only the gate. Each domain serves its admin pages' data under /admin itself
 * (games: claims, projects: tiers, clans: tiers), as the portal's features own their admin pages.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/admin/access',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Whether the signed-in user is a platform operator (the admin area shows itself only to them)',
        security: [{ bearer: [] }],
        response: responses({ 200: adminAccessSchema }, 401),
      },
    },
    async (request) => ({ operator: isOperator(await requireUser(deps, request)) }),
  );
};
