import { eventRewardsSchema, userRewardsQuerySchema, userRewardsSchema } from '@w2e/core/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { publicOrKey, responses } from '../../plugins/responses';
import { currentUser } from '../users/access';
import { eventRewards, userRewards } from './service';

export const rewardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/events/:slug/rewards',
    {
      schema: {
        tags: ['leaderboards'],
        ...publicOrKey,
        summary:
          'An event’s rewards: winners per leaderboard tier and task once the event has ended, and the provably fair draw’s public data (commitment; after the end the frozen list, its hash and the revealed seed)',
        params: z.object({ slug: z.string().max(200) }),
        response: responses({ 200: eventRewardsSchema }, 404),
      },
    },
    async (request) =>
      eventRewards(deps, await currentUser(deps, request), request.params.slug, requestLanguage(request)),
  );

  app.get(
    '/users/:username/rewards',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          'The prizes a player has won in events, newest first, a page at a time (`limit` 1-100, default 100; `offset`)',
        params: z.object({ username: z.string().min(1).max(100) }),
        querystring: userRewardsQuerySchema,
        response: responses({ 200: userRewardsSchema }, 400, 404),
      },
    },
    async (request) => userRewards(deps, request.params.username, request.query),
  );
};
