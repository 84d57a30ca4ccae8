import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  GameStatistic,
  GameStatisticList,
  PlayerDetails,
  PlayerMetrics,
} from '@w2e/core/contracts/game-profiles';
import {
  GAME_STATS_REPLAY_WINDOW_SECONDS,
  type GameStatsIngestResult,
  type GameStatsSecret,
  type gameStatsIngestBodySchema,
} from '@w2e/core/contracts/game-stats';
import type { GameStatistics } from '@w2e/core/contracts/games';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { consume, RATE_RULES } from '../../lib/rate-limit';
import { utcDates } from '../../lib/sql-rows';
import { type GameProfileWithGame, gameProfilesRepository } from '../game-profiles/repository';
import { type GameRow, gamesRepository } from '../games/repository';
import { metricValuesRepository } from '../leaderboards/metric-values-repository';
import { pushMetricValues } from '../leaderboards/redis-board';
import { type UserRow, usersRepository } from '../users/repository';
import { decimalText, gameStatsRepository, playerKey, profileKeys } from './repository';

const profileMissing = () => notFound('gameProfiles:profileMissing');

/** Spec "Game statistic": game slug, logo, totalEarning, todayEarning, unclaimed, for one profile. */
export async function statisticOf(
  deps: Deps,
  { profile, game }: GameProfileWithGame,
): Promise<GameStatistic> {
  const summary = await gameStatsRepository(deps.db).summary(game.id, profileKeys(profile));
  return {
    game_id: game.id,
    slug: game.slug,
    name: game.name,
    logo: game.logoUrl,
    totalEarning: summary.total,
    todayEarning: summary.today,
    unclaimed: summary.unclaimed,
    last_reported_at: summary.lastAt?.toISOString() ?? null,
  };
}

/** GET users/games/{gameId}/statistic: the signed-in user's statistic in one game. */
export async function myStatistic(deps: Deps, user: UserRow, gameId: string): Promise<GameStatistic> {
  const entry = await gameProfilesRepository(deps.db).findByUserAndGame(user.id, gameId);
  if (!entry) throw profileMissing();
  return statisticOf(deps, entry);
}

async function playerOf(deps: Deps, username: string): Promise<UserRow> {
  const user = await usersRepository(deps.db).findByUsername(username);
  if (!user) throw notFound();
  return user;
}

async function playerGame(deps: Deps, username: string, slug: string): Promise<GameProfileWithGame> {
  const user = await playerOf(deps, username);
  const entry = await gameProfilesRepository(deps.db).findByUserAndSlug(user.id, slug);
  if (!entry) throw profileMissing();
  return entry;
}

/** GET /users/{username}/games: every game the player linked, with their statistic. */
export async function playerGames(deps: Deps, username: string): Promise<GameStatisticList> {
  const user = await playerOf(deps, username);
  const { items } = await gameProfilesRepository(deps.db).listForUser(user.id, { limit: 100, offset: 0 });
  return { items: await Promise.all(items.map((entry) => statisticOf(deps, entry))) };
}

/** GET /users/{username}/games/{slug}/statistics. */
export async function playerStatistic(deps: Deps, username: string, slug: string): Promise<GameStatistic> {
  return statisticOf(deps, await playerGame(deps, username, slug));
}

/** GET /users/{username}/games/{slug}/metrics?daterange=: one row per UTC day, zero on quiet days. */
export async function playerMetrics(
  deps: Deps,
  username: string,
  slug: string,
  daterange: number,
): Promise<PlayerMetrics> {
  const { profile, game } = await playerGame(deps, username, slug);
  const { earnings, metrics } = await gameStatsRepository(deps.db).playerDays(
    game.id,
    profileKeys(profile),
    daterange,
  );
  const earningByDay = new Map(earnings.map((row) => [row.day, decimalText(row.earning)]));
  const metricsByDay = new Map<string, Record<string, number>>();
  for (const row of metrics) {
    const day = metricsByDay.get(row.day) ?? {};
    day[row.key] = Number(row.value);
    metricsByDay.set(row.day, day);
  }
  return {
    slug: game.slug,
    daterange,
    series: utcDates(daterange).map((date) => ({
      date,
      earning: earningByDay.get(date) ?? '0',
      metrics: metricsByDay.get(date) ?? {},
    })),
  };
}

/** GET /users/{username}/games/{slug}/details: the reports, newest first. */
export async function playerDetails(
  deps: Deps,
  username: string,
  slug: string,
  page: { limit: number; offset: number },
): Promise<PlayerDetails> {
  const { profile, game } = await playerGame(deps, username, slug);
  const { items, total } = await gameStatsRepository(deps.db).playerEvents(
    game.id,
    profileKeys(profile),
    page,
  );
  return {
    items: items.map((event) => ({
      id: event.externalId,
      occurred_at: event.occurredAt.toISOString(),
      earning: decimalText(event.earning),
      unclaimed: event.unclaimed === null ? null : decimalText(event.unclaimed),
      metrics: event.metrics,
    })),
    total,
    ...page,
  };
}

async function publishedGame(deps: Deps, idOrSlug: string): Promise<GameRow> {
  const repo = gamesRepository(deps.db);
  const game = (await repo.findById(idOrSlug)) ?? (await repo.findBySlug(idOrSlug));
  if (game?.status !== 'published') throw notFound('gameProfiles:gameNotFound');
  return game;
}

/** GET /api/games/{id}/statistics?daterange=: players and earnings per UTC day (contracts/games.ts). */
export async function gameStatistics(
  deps: Deps,
  idOrSlug: string,
  daterange: number,
): Promise<GameStatistics> {
  const game = await publishedGame(deps, idOrSlug);
  const { perDay, totals } = await gameStatsRepository(deps.db).gameDays(game.id, daterange);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    game_id: game.id,
    daterange,
    series: utcDates(daterange).map((date) => {
      const row = byDay.get(date);
      return { date, players: row?.players ?? 0, earnings: decimalText(row?.earnings) };
    }),
    totals,
  };
}

/** POST /api/game-stats/{gameId}/secret: a new signing secret for the game's owner or an operator, shown once. */
export async function rotateStatsSecret(deps: Deps, user: UserRow, gameId: string): Promise<GameStatsSecret> {
  const game = await gamesRepository(deps.db).findById(gameId);
  if (!game) throw notFound('gameProfiles:gameNotFound');
  if (game.ownerId !== user.id && user.role !== 'operator') throw forbidden('gameProfiles:statsNotAllowed');
  const row = await gameStatsRepository(deps.db).setSecret(game.id, randomBytes(32).toString('base64url'));
  return { game_id: game.id, secret: row.secret, created_at: row.createdAt.toISOString() };
}

/** The signature a game's server sends: hex HMAC-SHA256 over "<timestamp>.<raw body>". */
export function statsSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * POST /api/game-stats/ingest (docs/game-stats-ingest.md). The signature proves the game's secret; the
 * timestamp must be within the replay window; and each event's id is stored once, so a replay inside the
 * window adds nothing either. A game without a secret, an unknown game and a bad signature look the same.
 */
export async function ingestGameStats(
  deps: Deps,
  request: { gameId: string; timestamp: string; signature: string; rawBody: string },
  body: z.output<typeof gameStatsIngestBodySchema>,
): Promise<GameStatsIngestResult> {
  const game = await gamesRepository(deps.db).findById(request.gameId);
  const secret = game && (await gameStatsRepository(deps.db).secretOf(game.id));
  const expected = Buffer.from(
    statsSignature(secret ?? 'no-secret', request.timestamp, request.rawBody),
    'hex',
  );
  const given = Buffer.from(request.signature, 'hex');
  if (!game || !secret || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw unauthorized('gameProfiles:statsSignatureInvalid');
  }
  if (Math.abs(Date.now() / 1000 - Number(request.timestamp)) > GAME_STATS_REPLAY_WINDOW_SECONDS) {
    throw unauthorized('gameProfiles:statsTimestampInvalid');
  }
  await consume(deps.counters, RATE_RULES.gameStatsIngestPerGame, game.id);
  // The reports and the event metric values they add to, in one transaction: a report is stored once, so
  // it is added once (leaderboards/metric-values-repository.ts).
  const { accepted, changes } = await deps.db.transaction(async (tx) => {
    const ids = await gameStatsRepository(tx).insertEvents(
      body.events.map((event) => ({
        gameId: game.id,
        externalId: event.id,
        playerKey: playerKey(event.player),
        occurredAt: new Date(event.occurred_at),
        earning: event.earning,
        unclaimed: event.unclaimed ?? null,
        metrics: event.metrics ?? {},
      })),
    );
    return { accepted: ids.length, changes: await metricValuesRepository(tx).addReported(game.id, ids) };
  });
  await pushMetricValues(deps, changes);
  return { accepted, duplicates: body.events.length - accepted };
}
