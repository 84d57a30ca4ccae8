import {
  gameStatisticListSchema,
  gameStatisticSchema,
  playerDetailsQuerySchema,
  playerDetailsSchema,
  playerMetricsQuerySchema,
  playerMetricsSchema,
} from '@w2e/core/contracts/game-profiles';
import {
  GAME_STATS_HEADERS,
  gameStatsHeadersSchema,
  gameStatsIngestBodySchema,
  gameStatsIngestResultSchema,
  gameStatsSecretSchema,
} from '@w2e/core/contracts/game-stats';
import { gameStatisticsQuerySchema, gameStatisticsSchema } from '@w2e/core/contracts/games';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { responses } from '../../plugins/responses';
import { requireUser } from '../users/access';
import {
  gameStatistics,
  ingestGameStats,
  myStatistic,
  playerDetails,
  playerGames,
  playerMetrics,
  playerStatistic,
  rotateStatsSecret,
} from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, for signatures computed over it. */
    rawBody?: string;
  }
}

const player = z.object({ username: z.string().min(1).max(100) });
const playerGame = player.extend({ slug: z.string().min(1).max(100) });

/** Statistics as people read them: a player's games, a game's days. */
export const gameStatsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/users/games/:gameId/statistic',
    {
      schema: {
        tags: ['game statistics'],
        summary: 'The signed-in user’s statistic in one game',
        security: [{ bearer: [] }],
        params: z.object({ gameId: z.string() }),
        response: responses({ 200: gameStatisticSchema }, 401, 404),
      },
    },
    async (request) => myStatistic(deps, await requireUser(deps, request), request.params.gameId),
  );

  app.get(
    '/users/:username/games',
    {
      schema: {
        tags: ['game statistics'],
        summary: 'A player’s linked games with their statistic (no emails or wallets)',
        params: player,
        response: responses({ 200: gameStatisticListSchema }, 404),
      },
    },
    async (request) => playerGames(deps, request.params.username),
  );

  app.get(
    '/users/:username/games/:slug/statistics',
    {
      schema: {
        tags: ['game statistics'],
        summary: 'A player’s statistic in one game: totalEarning, todayEarning, unclaimed',
        params: playerGame,
        response: responses({ 200: gameStatisticSchema }, 404),
      },
    },
    async (request) => playerStatistic(deps, request.params.username, request.params.slug),
  );

  app.get(
    '/users/:username/games/:slug/metrics',
    {
      schema: {
        tags: ['game statistics'],
        summary: 'A player’s earning and game metrics per UTC day (daterange default 100)',
        params: playerGame,
        querystring: playerMetricsQuerySchema,
        response: responses({ 200: playerMetricsSchema }, 400, 404),
      },
    },
    async (request) =>
      playerMetrics(deps, request.params.username, request.params.slug, request.query.daterange),
  );

  app.get(
    '/users/:username/games/:slug/details',
    {
      schema: {
        tags: ['game statistics'],
        summary: 'The reports behind a player’s statistic, newest first (limit 100, offset 0)',
        params: playerGame,
        querystring: playerDetailsQuerySchema,
        response: responses({ 200: playerDetailsSchema }, 400, 404),
      },
    },
    async (request) => playerDetails(deps, request.params.username, request.params.slug, request.query),
  );

  app.get(
    '/games/:id/statistics',
    {
      schema: {
        tags: ['game statistics'],
        summary: 'A game’s players and earnings per UTC day (daterange default 100)',
        params: z.object({ id: z.string() }),
        querystring: gameStatisticsQuerySchema,
        response: responses({ 200: gameStatisticsSchema }, 400, 404),
      },
    },
    async (request) => gameStatistics(deps, request.params.id, request.query.daterange),
  );

  app.post(
    '/game-stats/:gameId/secret',
    {
      schema: {
        tags: ['game statistics'],
        summary: 'Create or replace the game’s statistics signing secret (owner or operator); shown once',
        security: [{ bearer: [] }],
        params: z.object({ gameId: z.string() }),
        response: responses({ 200: gameStatsSecretSchema }, 401, 403, 404),
      },
    },
    async (request) => rotateStatsSecret(deps, await requireUser(deps, request), request.params.gameId),
  );

  // The ingest is signed over the exact bytes sent, so this scope keeps them next to the parsed body.
  await app.register(async (ingest) => {
    ingest.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = new Error('invalid JSON') as Error & { statusCode: number; code: string };
        error.statusCode = 400;
        error.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
        done(error, undefined);
      }
    });
    ingest.withTypeProvider<ZodTypeProvider>().post(
      '/game-stats/ingest',
      {
        schema: {
          tags: ['game statistics'],
          summary: 'Report player statistics from a game’s server (signed; see docs/game-stats-ingest.md)',
          description: `Headers: \`${GAME_STATS_HEADERS.game}\` (the game id), \`${GAME_STATS_HEADERS.timestamp}\` (Unix seconds), \`${GAME_STATS_HEADERS.signature}\` = hex HMAC-SHA256 of "<timestamp>.<raw body>" with the game's secret. Timestamps more than 5 minutes off are refused; an event id already received is ignored.`,
          headers: gameStatsHeadersSchema,
          body: gameStatsIngestBodySchema,
          response: responses({ 200: gameStatsIngestResultSchema }, 400, 401, 429),
        },
      },
      async (request) =>
        ingestGameStats(
          deps,
          {
            gameId: request.headers[GAME_STATS_HEADERS.game],
            timestamp: request.headers[GAME_STATS_HEADERS.timestamp],
            signature: request.headers[GAME_STATS_HEADERS.signature],
            rawBody: request.rawBody ?? '',
          },
          request.body,
        ),
    );
  });
};
