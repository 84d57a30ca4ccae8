import type { Payout } from '@w2e/core/contracts/prizes';
import { frozenListHash, settleLeaderboardRewards, tierPlaces } from '@w2e/core/events/rewards';
import { commitment as commitmentOf, newSeed } from '@w2e/core/fairness/draw';
import { isLanguage } from '@w2e/core/i18n/languages';
import { buildPath, ROUTES } from '@w2e/core/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { SettledSlot, SettledTaskPrize } from '../db/schema/rewards';
import type { Deps } from '../deps';
import { translator } from '../lib/i18n';
import { startTicker, type Ticker } from '../lib/ticker';
import { eventsRepository } from '../modules/events/repository';
import { notificationsRepository } from '../modules/notifications/repository';
import { prizesRepository, taskPayoutKey, tierPayoutKey } from '../modules/prizes/repository';
import { type NewAward, rewardsRepository } from '../modules/rewards/repository';
import { exclusionsOf } from '../modules/trust/assess';
import { trustRepository } from '../modules/trust/repository';
import { walletFactsOf, walletTimeOf } from '../modules/trust/wallets';
import { recordEvents } from '../outbox/outbox';

/**
 * The end-of-event job (docs/rewards.md). Every instance runs the same tick; the database decides who does
 * what, so the job runs once however many instances there are and survives restarts:
 * - an event's results are computed inside one transaction that first locks its pending row
 *   (FOR UPDATE SKIP LOCKED: another instance skips it) and ends with the conditional update
 *   pending → published; a crash rolls everything back and the row stays pending for the next tick;
 * - the awards' unique keys refuse a second set even if that logic were bypassed;
 * - the winners' mails go after the commit, claimed by a conditional update of `notified_at`.
 */

/** A new secret seed and its commitment, written with the event's publish (modules/events). */
export async function commitDraw(db: Db, eventId: string): Promise<void> {
  const seed = newSeed();
  await rewardsRepository(db).commit(eventId, seed, await commitmentOf(seed));
}

/**
 * Computes one event's results if they are still pending and the event has ended. True when this call
 * published them; false when there was nothing to do (not due, already published, or held by another
 * instance).
 */
export async function settleEvent(deps: Deps, eventId: string, now = new Date()): Promise<boolean> {
  // The wallet reads (RPC calls, bounded and cached per wallet) are made before the transaction, so no
  // connection or lock is held while a node answers; an event not due reads nothing.
  const due = await eventsRepository(deps.db).find(eventId);
  if (!due || due.status === 'draft' || !due.endTime || due.endTime > now) return false;
  const wallets = await walletFactsOf(
    deps,
    eventId,
    await trustRepository(deps.db).participants(eventId),
    walletTimeOf(due, now.getTime()),
  );
  const published = await deps.db.transaction(async (tx) => {
    const repo = rewardsRepository(tx);
    const claimed = await repo.claimPending(eventId);
    if (!claimed) return false;
    const event = await eventsRepository(tx).find(eventId);
    if (!event || event.status === 'draft' || !event.endTime || event.endTime > now) return false;

    // Who may not win (docs/trust.md): decided from the signals stored while the event ran, before the list is
    // frozen; the exclusions go into the list's hash, so they were fixed before the seed is revealed.
    const exclusions = await exclusionsOf(tx, event, wallets);
    const excluded = new Set(exclusions.map((e) => e.user_id));
    const entries = (await repo.frozenList(event)).filter((id) => !excluded.has(id));
    const awards: NewAward[] = [];
    let slots: SettledSlot[] = [];
    if (event.rewardByLeaderboard) {
      const settled = await settleLeaderboardRewards({
        mode: event.distribution,
        entries,
        tiers: event.leaderboards.map((tier) => ({
          order: tier.order,
          name: tier.name ?? null,
          rank: tier.rank,
          places: tierPlaces(tier.rank, tier.winners),
          reward: tier.reward ?? null,
        })),
        seed: claimed.seed,
      });
      // Each tier keeps its payout as it was at settlement (docs/prizes.md).
      const payoutOf = new Map(event.leaderboards.map((tier) => [tier.order, tier.payout]));
      slots = settled.map(({ winners: _winners, ...slot }) => {
        const payout = payoutOf.get(slot.order);
        return payout ? { ...slot, payout } : slot;
      });
      for (const tier of settled)
        tier.winners.forEach((winner, index) => {
          awards.push({
            eventId,
            userId: winner.user_id,
            kind: 'leaderboard',
            slotOrder: tier.order,
            position: winner.position,
            drawIndex: tier.pool_hash ? index : null,
            reward: tier.reward,
          });
        });
    }
    const taskPrizes: SettledTaskPrize[] = [];
    if (event.rewardByTask) {
      for (const task of await repo.tasksOf(eventId)) {
        const prize = typeof task.config.prize === 'string' ? task.config.prize.trim() : '';
        if (!prize) continue;
        const payout = task.config.prize_payout as Payout | undefined;
        taskPrizes.push({
          task_id: task.id,
          task_name: task.name,
          reward: prize,
          ...(payout ? { payout } : {}),
        });
        for (const userId of await repo.completersOf(task.id))
          if (!excluded.has(userId))
            awards.push({ eventId, userId, kind: 'task', taskId: task.id, reward: prize });
      }
    }
    await repo.insertAwards(awards);
    // A prize record per award that names a prize, with its payout as settled: what its winner claims.
    const payouts: Record<string, Payout> = {};
    for (const slot of slots) if (slot.payout) payouts[tierPayoutKey(slot.order)] = slot.payout;
    for (const task of taskPrizes) if (task.payout) payouts[taskPayoutKey(task.task_id)] = task.payout;
    await prizesRepository(tx).insertForAwards(eventId, payouts);
    const hash = await frozenListHash(entries, exclusions);
    const publishedNow = await repo.publish(eventId, {
      entries,
      exclusions,
      listHash: hash,
      distribution: event.distribution,
      rewardByLeaderboard: event.rewardByLeaderboard,
      rewardByTask: event.rewardByTask,
      slots,
      taskPrizes,
    });
    if (!publishedNow) throw new Error('rewards: the claimed result was published by someone else');
    await repo.finishEvent(eventId);
    // What happened, in the same transaction (docs/notifications.md): each winner's prize, the draw when one
    // decided places, and the end of the event.
    const ref = { event_id: eventId, event_slug: event.slug, event_title: event.title };
    const drawn = slots.some((slot) => slot.pool_hash !== null);
    await recordEvents(tx, [
      ...awards.map((award) => ({
        type: 'reward.awarded' as const,
        payload: {
          ...ref,
          user_id: award.userId,
          kind: award.kind,
          reward: award.reward ?? null,
          position: award.position ?? null,
          drawn: award.drawIndex !== null && award.drawIndex !== undefined,
        },
      })),
      ...(drawn
        ? [{ type: 'draw.published' as const, payload: { ...ref, list_hash: hash, entries: entries.length } }]
        : []),
      {
        type: 'event.finished' as const,
        payload: { ...ref, winners: new Set(awards.map((award) => award.userId)).size },
      },
    ]);
    return true;
  });
  if (published) await notifyWinners(deps, eventId);
  return published;
}

/** One mail per winner with a verified address, in their language, listing what they won. */
export async function notifyWinners(deps: Deps, eventId: string): Promise<void> {
  const repo = rewardsRepository(deps.db);
  if (!(await repo.claimNotification(eventId))) return;
  const event = await eventsRepository(deps.db).find(eventId);
  if (!event) return;
  const winners = new Map<string, { email: string; language: string; name: string; prizes: string[] }>();
  const rows = await repo.mailableWinners(eventId);
  // The player's choice for prizes by email (docs/notifications.md); this mail is that channel for prizes.
  const declined = await notificationsRepository(deps.db).declinedEmail(
    [...new Set(rows.map((row) => row.userId))],
    'reward_awarded',
  );
  for (const row of rows) {
    if (declined.has(row.userId)) continue;
    const t = translator(isLanguage(row.language) ? row.language : 'en');
    const entry = winners.get(row.userId) ?? {
      email: row.email!,
      language: row.language,
      name: row.fullName?.trim() || row.username || row.email!,
      prizes: [],
    };
    const prize = row.reward ?? t('rewards:prizeUnnamed');
    entry.prizes.push(
      row.position
        ? t('rewards:mailPrizeAtRank', { prize, rank: row.position })
        : t('rewards:mailPrize', { prize }),
    );
    winners.set(row.userId, entry);
  }
  const link = `${deps.config.publicUrl}${buildPath(ROUTES.eventDetail, { slug: event.slug })}`;
  for (const winner of winners.values()) {
    const t = translator(isLanguage(winner.language) ? winner.language : 'en');
    const brand = t('common:brand');
    const text = [
      t('rewards:mailGreeting', { name: winner.name }),
      t('rewards:mailText', { event: event.title }),
      ...winner.prizes.map((prize) => `- ${prize}`),
      link,
      t('rewards:mailSignature', { brand }),
    ].join('\n\n');
    try {
      await deps.mailer.send({
        to: winner.email,
        subject: t('rewards:mailSubject', { event: event.title }),
        text,
      });
    } catch (error) {
      deps.log.error({ err: error, eventId }, 'reward mail failed');
    }
  }
}

/**
 * One pass: commit late for events that ended without a commitment (published before rewards existed; their
 * `committed_at` shows it), settle what is due, and mail what was left unmailed.
 */
export async function rewardsTick(deps: Deps, now = new Date(), batch = 20): Promise<number> {
  const repo = rewardsRepository(deps.db);
  for (const eventId of await repo.uncommittedDue(now, batch)) await commitDraw(deps.db, eventId);
  let settled = 0;
  for (const eventId of await repo.due(now, batch)) if (await settleEvent(deps, eventId, now)) settled++;
  for (const eventId of await repo.unnotified(batch)) await notifyWinners(deps, eventId);
  return settled;
}

/** Runs the tick every `tickMs` on this instance; the database keeps it once across all of them. */
export function startRewardsJob(deps: Deps, tickMs: number, log: FastifyBaseLogger): Ticker {
  return startTicker(
    tickMs,
    () => rewardsTick(deps),
    (error) => log.error({ err: error }, 'rewards tick failed'),
  );
}
