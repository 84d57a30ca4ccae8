import type {
  EventRewards,
  RewardTier,
  RewardWinner,
  TaskReward,
  UserRewards,
} from '@w2e/core/contracts/rewards';
import { tierPlaces } from '@w2e/core/events/rewards';
import { publicName } from '@w2e/core/format/display-name';
import type { Language } from '@w2e/core/i18n/languages';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { pageResult } from '../../lib/paging';
import { viewableEvent } from '../events/access';
import type { EventRow } from '../events/repository';
import type { UserRow } from '../users/repository';
import { usersRepository } from '../users/repository';
import { type EventResultRow, rewardsRepository } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function placesOf(rank: string, winners: number | undefined): number | null {
  try {
    return tierPlaces(rank, winners);
  } catch {
    // A draft may hold a rank the publish rules would refuse; it shows without a number of places.
    return null;
  }
}

/**
 * GET /api/events/{slug}/rewards: the tiers and task prizes, their winners once published, and the draw's
 * public data. The seed is read only from a published result: before that no answer carries it, whoever asks.
 */
export async function eventRewards(
  deps: Deps,
  user: UserRow | null,
  slug: string,
  language: Language,
): Promise<EventRewards> {
  const { row: event } = await viewableEvent(deps, slug, user);
  const repo = rewardsRepository(deps.db);
  const result = await repo.find(event.id);
  const anonymous = translator(language)('leaderboards:anonymousPlayer');
  if (result?.state === 'published')
    return publishedRewards(event, result, await repo.awardsOf(event.id), anonymous);

  // Before the results: what the event promises, read from its current settings.
  const taskRows = event.rewardByTask ? await repo.tasksOf(event.id) : [];
  return {
    state: 'pending',
    distribution: event.distribution,
    reward_by_leaderboard: event.rewardByLeaderboard,
    reward_by_task: event.rewardByTask,
    end_time: iso(event.endTime),
    published_at: null,
    tiers: event.rewardByLeaderboard
      ? event.leaderboards.map((tier) => ({
          order: tier.order,
          name: tier.name ?? null,
          rank: tier.rank,
          reward: tier.reward ?? null,
          places: placesOf(tier.rank, tier.winners),
          pool_hash: null,
          winners: [],
        }))
      : [],
    tasks: taskRows.flatMap((task) => {
      const prize = typeof task.config.prize === 'string' ? task.config.prize.trim() : '';
      return prize ? [{ task_id: task.id, task_name: task.name, reward: prize, winners: [] }] : [];
    }),
    list_hash: null,
    exclusions: null,
    excluded_counts: {},
    // The seed is never read here: only the commitment leaves the server before the results.
    draw:
      event.distribution === 'random' && result
        ? {
            commitment: result.commitment,
            committed_at: result.committedAt.toISOString(),
            seed: null,
            entries: null,
          }
        : null,
  };
}

type AwardRow = Awaited<ReturnType<ReturnType<typeof rewardsRepository>['awardsOf']>>[number];

/** How many participants were left out per reason code (one may count under several). */
function countReasons(exclusions: readonly { reasons: readonly string[] }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of exclusions) for (const reason of e.reasons) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

/** Published results, entirely from what the job stored: later edits of the event do not reach them. */
function publishedRewards(
  event: EventRow,
  result: EventResultRow,
  awards: AwardRow[],
  anonymous: string,
): EventRewards {
  const winner = (award: AwardRow): RewardWinner => ({
    player: {
      id: award.userId,
      username: award.username,
      name: publicName(
        { name: award.fullName, username: award.username, wallet: award.walletAddress },
        anonymous,
      ),
    },
    position: award.position,
  });
  const tiers: RewardTier[] = (result.slots ?? []).map((slot) => ({ ...slot, winners: [] }));
  const byOrder = new Map(tiers.map((tier) => [tier.order, tier]));
  const tasks: TaskReward[] = (result.taskPrizes ?? []).map((prize) => ({ ...prize, winners: [] }));
  const byTask = new Map(tasks.map((task) => [task.task_id, task]));
  for (const award of awards) {
    if (award.kind === 'leaderboard') byOrder.get(award.slotOrder!)?.winners.push(winner(award));
    else byTask.get(award.taskId!)?.winners.push(winner(award));
  }
  const distribution = result.distribution!;
  return {
    state: 'published',
    distribution,
    reward_by_leaderboard: result.rewardByLeaderboard!,
    reward_by_task: result.rewardByTask!,
    end_time: iso(event.endTime),
    published_at: iso(result.publishedAt),
    tiers,
    tasks,
    list_hash: result.listHash,
    exclusions: result.exclusions ?? [],
    excluded_counts: countReasons(result.exclusions ?? []),
    draw:
      distribution === 'random'
        ? {
            commitment: result.commitment,
            committed_at: result.committedAt.toISOString(),
            seed: result.seed,
            entries: result.entries,
          }
        : null,
  };
}

/** GET /api/users/{username}/rewards: what a player has won (public, like their profile), newest first. */
export async function userRewards(
  deps: Deps,
  username: string,
  page: { limit: number; offset: number },
): Promise<UserRewards> {
  const player = await usersRepository(deps.db).findByUsername(username);
  if (!player) throw notFound();
  const rows = await rewardsRepository(deps.db).awardsOfUser(player.id, page);
  return pageResult(rows, page, (row) => ({
    event: { id: row.eventId, slug: row.slug, title: row.title },
    kind: row.kind,
    position: row.position,
    reward: row.reward,
    won_at: row.wonAt.toISOString(),
  }));
}
