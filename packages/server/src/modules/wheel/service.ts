import type {
  createWheelBodySchema,
  SeedRotation,
  SpinResult,
  Wheel,
  WheelPlayer,
  WheelSpin,
  WheelSpinPage,
  wheelSegmentsSchema,
} from '@w2e/core/contracts/wheel';
import { PLATFORM_WHEEL, wheelOdds } from '@w2e/core/contracts/wheel';
import { eventPhase } from '@w2e/core/events/state';
import { spinSegment } from '@w2e/core/fairness/draw';
import { PLAN_FEATURES, tierAllowsFeature } from '@w2e/core/pricing/tiers';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import { consume, type RateRule } from '../../lib/rate-limit';
import { isUuid } from '../../lib/sql-text';
import { recordEvent } from '../../outbox/outbox';
import { canManageHost, findHost } from '../events/access';
import { type EventRow, eventsRepository } from '../events/repository';
import { pushStanding } from '../leaderboards/redis-board';
import { prizesRepository } from '../prizes/repository';
import { tasksRepository } from '../tasks/repository';
import { isOperator } from '../users/access';
import type { UserRow } from '../users/repository';
import {
  type NewSegment,
  type PlayerRow,
  type SegmentRow,
  type SpinRow,
  type WheelRow,
  wheelRepository,
} from './repository';

/**
 * The lucky wheel (docs/wheel.md). A spin is one transaction: the balance is taken by a conditional update
 * (`spins > 0`) that also moves the nonce and holds the player's row, core's `spinSegment` decides the segment
 * from the player's committed seeds, a stock-limited segment is taken by a conditional update (`stock > 0`),
 * and the spin and its prize are written before the commit. The client animates only what came back.
 */

/** A spin's animation takes seconds: this stops scripts, never a person. */
export const WHEEL_SPIN_RULE: RateRule = { name: 'wheel-spin-user', max: 120, windowMs: 60_000 };
const DAY_MS = 86_400_000;

async function resolveWheel(db: Db, id: string): Promise<WheelRow> {
  const wheel =
    id === PLATFORM_WHEEL
      ? await wheelRepository(db).platform()
      : isUuid(id)
        ? await wheelRepository(db).find(id)
        : undefined;
  if (!wheel) throw notFound('wheel:notFound');
  return wheel;
}

/** Only while the event runs: a spin may add score, which must not move a finished board. */
async function runningEventOf(deps: Deps, wheel: WheelRow): Promise<EventRow | null> {
  if (!wheel.eventId) return null;
  const event = await eventsRepository(deps.db).find(wheel.eventId);
  if (!event) throw notFound('wheel:notFound');
  const phase = eventPhase(
    { status: event.status, start_time: event.startTime, end_time: event.endTime },
    new Date(),
  );
  if (phase !== 'running') throw conflict('wheel:notRunning');
  return event;
}

async function mayManage(
  deps: Deps,
  wheel: Pick<WheelRow, 'eventId'>,
  user: UserRow | null,
): Promise<boolean> {
  if (!user) return false;
  if (isOperator(user)) return true;
  if (!wheel.eventId) return false;
  const event = await eventsRepository(deps.db).find(wheel.eventId);
  return event ? canManageHost(await findHost(deps.db, event.hostKind, event.hostId), user) : false;
}

/** Operators for the platform wheel; an event's host whose plan includes the mini game for its wheel. */
async function checkManager(deps: Deps, user: UserRow, eventId: string | null): Promise<void> {
  if (isOperator(user)) return;
  if (!eventId) throw forbidden('wheel:platformOperatorOnly');
  const event = await eventsRepository(deps.db).find(eventId);
  if (!event) throw notFound('events:notFound');
  const host = await findHost(deps.db, event.hostKind, event.hostId);
  if (!canManageHost(host, user)) throw forbidden('wheel:forbidden');
  if (!host || !tierAllowsFeature(host.tier, 'mini_game')) {
    const needed = PLAN_FEATURES.mini_game;
    // Plan names are proper nouns, the same in every language (as tasks say it).
    throw new AppError(403, 'wheel:tierTooLow', { tier: needed.charAt(0).toUpperCase() + needed.slice(1) });
  }
}

function toSegments(segments: z.output<typeof wheelSegmentsSchema>, eventId: string | null): NewSegment[] {
  if (!eventId && segments.some((segment) => segment.prize_kind === 'score'))
    throw badRequest('wheel:scoreNeedsEvent');
  return segments.map((segment, position) => ({
    position,
    label: segment.label,
    image: segment.image ?? null,
    prizeKind: segment.prize_kind,
    amount: segment.prize_kind === 'score' || segment.prize_kind === 'spins' ? segment.amount : 1,
    scoreColumn: segment.prize_kind === 'score' ? (segment.score_column ?? null) : null,
    weight: segment.weight,
    stock: segment.stock ?? null,
    payout: segment.prize_kind === 'manual' ? (segment.payout ?? null) : null,
  }));
}

/** Sold-out segments take part with weight 0: they can't be picked and shift nobody else's tickets. */
const effectiveWeights = (segments: SegmentRow[]) =>
  segments.map((segment) => (segment.stock === 0 ? 0 : segment.weight));

function nextUtcMidnight(now = new Date()): string {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS).toISOString();
}

function toPlayer(wheel: WheelRow, row: PlayerRow): WheelPlayer {
  return {
    spins: row.spins,
    server_seed_hash: row.serverSeedHash,
    client_seed: row.clientSeed,
    nonce: row.nonce,
    next_free_spin_at: wheel.eventId ? null : nextUtcMidnight(),
  };
}

function toSpin(row: SpinRow, currentHash: string): WheelSpin {
  return {
    id: row.id,
    segment_index: row.segmentIndex,
    label: row.label,
    prize_kind: row.prizeKind,
    amount: row.amount,
    score_column: row.scoreColumn,
    weights: row.weights,
    server_seed_hash: row.serverSeedHash,
    server_seed: row.serverSeedHash === currentHash ? null : row.serverSeed,
    client_seed: row.clientSeed,
    nonce: row.nonce,
    created_at: row.createdAt.toISOString(),
  };
}

async function describe(deps: Deps, wheel: WheelRow, user: UserRow | null): Promise<Wheel> {
  const repo = wheelRepository(deps.db);
  const segments = await repo.segments(wheel.id);
  const weights = effectiveWeights(segments);
  const odds = wheelOdds(weights);
  const me = user ? await repo.ensurePlayer(wheel, user.id) : null;
  return {
    id: wheel.id,
    name: wheel.name,
    event_id: wheel.eventId,
    segments: segments.map((segment, index) => ({
      id: segment.id,
      position: segment.position,
      label: segment.label,
      image: segment.image,
      prize_kind: segment.prizeKind,
      amount: segment.amount,
      score_column: segment.scoreColumn,
      weight: segment.weight,
      stock: segment.stock,
      ...(segment.payout ? { payout: segment.payout } : {}),
      effective_weight: weights[index]!,
      odds: odds[index]!,
    })),
    me: me ? toPlayer(wheel, me) : null,
    can_manage: await mayManage(deps, wheel, user),
  };
}

/** GET /api/wheels/{id}: segments with odds, and for a signed-in player their balance and seed hash. */
export async function getWheel(deps: Deps, id: string, user: UserRow | null): Promise<Wheel> {
  return describe(deps, await resolveWheel(deps.db, id), user);
}

/** POST /api/wheels. */
export async function createWheel(
  deps: Deps,
  user: UserRow,
  body: z.output<typeof createWheelBodySchema>,
): Promise<Wheel> {
  const eventId = body.event_id ?? null;
  await checkManager(deps, user, eventId);
  const segments = toSegments(body.segments, eventId);
  const wheel = await deps.db.transaction(async (tx) => {
    const created = await wheelRepository(tx).create({ name: body.name, eventId, createdBy: user.id });
    if (!created) throw conflict(eventId ? 'wheel:alreadyExists' : 'wheel:platformExists');
    await wheelRepository(tx).replaceSegments(created.id, segments);
    return created;
  });
  return describe(deps, wheel, user);
}

/** PUT /api/wheels/{id}/segments: replaces the segments; past spins keep what they won. */
export async function replaceSegments(
  deps: Deps,
  user: UserRow,
  id: string,
  segments: z.output<typeof wheelSegmentsSchema>,
): Promise<Wheel> {
  const wheel = await resolveWheel(deps.db, id);
  await checkManager(deps, user, wheel.eventId);
  const rows = toSegments(segments, wheel.eventId);
  await deps.db.transaction(async (tx) => {
    await wheelRepository(tx).lock(wheel.id, 'update');
    await wheelRepository(tx).replaceSegments(wheel.id, rows);
  });
  return describe(deps, wheel, user);
}

/** POST /api/wheels/{id}/spins. */
export async function spin(deps: Deps, user: UserRow, id: string): Promise<SpinResult> {
  await consume(deps.counters, WHEEL_SPIN_RULE, user.id);
  const wheel = await resolveWheel(deps.db, id);
  const event = await runningEventOf(deps, wheel);
  await wheelRepository(deps.db).ensurePlayer(wheel, user.id);

  const attempt = () =>
    deps.db.transaction(async (tx) => {
      const repo = wheelRepository(tx);
      await repo.lock(wheel.id, 'share');
      // The same lock order as a task's grant (participant row, then the wheel balance): never a deadlock.
      if (event && !(await tasksRepository(tx).lockParticipant(event.id, user.id)))
        return 'not_admitted' as const;
      const player = await repo.consumeSpin(wheel.id, user.id);
      if (!player) throw conflict('wheel:noSpinsLeft');
      const nonce = player.nonce - 1;
      for (;;) {
        const segments = await repo.segments(wheel.id);
        const weights = effectiveWeights(segments);
        if (!weights.some((weight) => weight > 0)) throw conflict('wheel:allSoldOut');
        const index = await spinSegment(player.serverSeed, player.clientSeed, nonce, weights);
        const segment = segments[index]!;
        // Another spin took the last one between our read and now: decide again with it at weight 0. The
        // weights recorded are the ones this decision used, so the proof still recomputes.
        if (segment.stock !== null && !(await repo.takeStock(segment.id))) continue;
        const row = await repo.insertSpin({
          wheelId: wheel.id,
          userId: user.id,
          segmentId: segment.id,
          segmentIndex: index,
          label: segment.label,
          prizeKind: segment.prizeKind,
          amount: segment.amount,
          scoreColumn: segment.scoreColumn,
          weights,
          serverSeed: player.serverSeed,
          serverSeedHash: player.serverSeedHash,
          clientSeed: player.clientSeed,
          nonce,
        });
        let spins = player.spins;
        switch (segment.prizeKind) {
          case 'score':
            if (event && segment.scoreColumn)
              await repo.addScore(event.id, user.id, segment.scoreColumn, segment.amount);
            break;
          case 'spins':
            await repo.addSpins(wheel.id, user.id, segment.amount);
            spins += segment.amount;
            break;
          case 'badge':
            await repo.addBadge({ userId: user.id, badge: segment.label, wheelId: wheel.id, spinId: row.id });
            break;
          case 'manual':
            // Handed out by the host: a prize record its winner claims (docs/prizes.md).
            await prizesRepository(tx).insertForSpin({
              userId: user.id,
              eventId: wheel.eventId,
              wheelId: wheel.id,
              spinId: row.id,
              label: segment.label,
              payout: segment.payout,
            });
            break;
        }
        await recordEvent(tx, {
          type: 'wheel.prize_won',
          payload: {
            wheel_id: wheel.id,
            event_slug: event?.slug ?? null,
            user_id: user.id,
            spin_id: row.id,
            label: segment.label,
            prize_kind: segment.prizeKind,
            amount: segment.amount,
          },
        });
        return {
          spin: toSpin(row, player.serverSeedHash),
          me: toPlayer(wheel, { ...player, spins }),
        };
      }
    });

  let outcome = await attempt();
  if (outcome === 'not_admitted' && event) {
    // Spins on an event's wheel make the player take part (score prizes land on its board), with a seat.
    await deps.db.transaction(async (tx) => {
      if (!(await tasksRepository(tx).admit(event.id, user.id))) throw conflict('events:full');
    });
    outcome = await attempt();
  }
  if (outcome === 'not_admitted') throw conflict('events:full');
  // A score prize moves the player on the event's boards: Redis follows the database once it committed.
  if (event && outcome.spin.prize_kind === 'score') await pushStanding(deps, event.id, user.id);
  return outcome;
}

/** GET /api/wheels/{id}/spins: the player's history, newest first, with seeds revealed once rotated. */
export async function listSpins(
  deps: Deps,
  user: UserRow,
  id: string,
  query: { limit: number; offset: number },
): Promise<WheelSpinPage> {
  const wheel = await resolveWheel(deps.db, id);
  const repo = wheelRepository(deps.db);
  const player = await repo.ensurePlayer(wheel, user.id);
  const page = await repo.spinsOf(wheel.id, user.id, query);
  return pageResult(page, query, (row) => toSpin(row, player.serverSeedHash));
}

/** POST /api/wheels/{id}/seed/rotate: reveals the current server seed and commits to a new one. */
export async function rotateSeed(deps: Deps, user: UserRow, id: string): Promise<SeedRotation> {
  const wheel = await resolveWheel(deps.db, id);
  await wheelRepository(deps.db).ensurePlayer(wheel, user.id);
  const { old, now } = await deps.db.transaction((tx) => wheelRepository(tx).rotateSeed(wheel.id, user.id));
  return {
    previous_server_seed: old.serverSeed,
    previous_server_seed_hash: old.serverSeedHash,
    me: toPlayer(wheel, now),
  };
}

/** PATCH /api/wheels/{id}/seed: the player's client seed for their next spins. */
export async function setClientSeed(
  deps: Deps,
  user: UserRow,
  id: string,
  clientSeed: string,
): Promise<WheelPlayer> {
  const wheel = await resolveWheel(deps.db, id);
  await wheelRepository(deps.db).ensurePlayer(wheel, user.id);
  const row = await wheelRepository(deps.db).setClientSeed(wheel.id, user.id, clientSeed);
  return toPlayer(wheel, row!);
}
