import { eventLeaderboardQuerySchema, eventLeaderboardSchema } from '@w2e/core/contracts/leaderboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { responses } from '../../plugins/responses';
import { currentUser } from '../users/guards';
import { eventLeaderboard } from './service';

export const leaderboardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/events/:slug/leaderboard',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          'An event’s leaderboard: a page of players by rank (total, then who reached it first), searchable by name, with the signed-in player’s own row as `me`',
        params: z.object({ slug: z.string().max(200) }),
        querystring: eventLeaderboardQuerySchema,
        response: responses({ 200: eventLeaderboardSchema }, 400, 404),
      },
    },
    async (request) =>
      eventLeaderboard(
        deps,
        await currentUser(deps, request),
        request.params.slug,
        request.query,
        requestLanguage(request),
      ),
  );
};
