import { Readable } from 'node:stream';
import {
  eventLeaderboardQuerySchema,
  eventLeaderboardSchema,
  eventStatisticsSchema,
  platformLeaderboardQuerySchema,
  platformLeaderboardSchema,
  playerEventsQuerySchema,
  playerEventsSchema,
} from '@w2e/core/contracts/leaderboards';
import { usernameSchema } from '@w2e/core/validation/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requestLanguage } from '../../lib/i18n';
import { publicOrKey, responses, signedInOrKey } from '../../plugins/responses';
import { managedEvent } from '../events/access';
import { currentUser, requireUser } from '../users/access';
import { platformLeaderboard } from './platform';
import { eventLeaderboard, playerEvents } from './service';
import { eventStatistics, exportParticipants } from './statistics';

export const leaderboardsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/events/:slug/leaderboard',
    {
      schema: {
        tags: ['leaderboards'],
        ...publicOrKey,
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
        currentUser(deps, request),
        request.params.slug,
        request.query,
        requestLanguage(request),
      ),
  );

  app.get(
    '/users/leaderboards',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          'The platform leaderboard (spec section 7): score over every event, all time or the last 30 or 7 days, with the signed-in player’s own row as `me`',
        querystring: platformLeaderboardQuerySchema,
        response: responses({ 200: platformLeaderboardSchema }, 400),
      },
    },
    async (request) =>
      platformLeaderboard(deps, await currentUser(deps, request), request.query, requestLanguage(request)),
  );

  app.get(
    '/users/:username/events',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          'The published events a player took part in, latest first, with their score (public profile)',
        params: z.object({ username: usernameSchema }),
        querystring: playerEventsQuerySchema,
        response: responses({ 200: playerEventsSchema }, 400, 404),
      },
    },
    async (request) => playerEvents(deps, request.params.username, request.query),
  );

  app.get(
    '/events/:id/statistics',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          'The host’s statistics of an event: participants per day, completions and drop-off per task, the funnel, the score distribution',
        ...signedInOrKey,
        params: z.object({ id: z.string().max(200) }),
        response: responses({ 200: eventStatisticsSchema }, 401, 403, 404),
      },
    },
    async (request) => eventStatistics(deps, await requireUser(deps, request), request.params.id),
  );

  app.get(
    '/events/:id/export.csv',
    {
      schema: {
        tags: ['leaderboards'],
        summary:
          'The host’s export of every participant in rank order (scores, completions, linked accounts) as CSV, streamed; `x-export-rows` says how many rows follow',
        ...signedInOrKey,
        params: z.object({ id: z.string().max(200) }),
        response: responses(
          { 200: z.string().meta({ description: 'CSV, one row per participant' }) },
          401,
          403,
          404,
        ),
      },
    },
    async (request, reply) => {
      const event = await managedEvent(deps, request.params.id, await requireUser(deps, request));
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${event.slug}-participants.csv"`)
          .header('x-export-rows', String(event.participantsCount))
          .header('cache-control', 'no-store')
          // A stream is sent as it is (Fastify serializes only plain values); the schema documents its text.
          .send(Readable.from(exportParticipants(deps, event)) as unknown as string)
      );
    },
  );
};
