import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventRewards } from '@w2e/core/contracts/rewards';
import { settleLeaderboardRewards } from '@w2e/core/events/rewards';
import { commitment, listHash } from '@w2e/core/fairness/draw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeHttp, renderRoutes } from '../../../lib/test-render';
import { EventResults } from './event-results';

afterEach(cleanup);

const SEED = '3c'.repeat(32);
const ids = Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

async function show(rewards: EventRewards, meId: string | null = null) {
  const server = fakeHttp({ 'GET events/summer-cup/rewards': rewards });
  await renderRoutes([{ path: '/event/:slug', element: <EventResults slug="summer-cup" meId={meId} /> }], {
    path: '/event/summer-cup',
    http: server.http,
  });
  return within(await screen.findByTestId('event-results'));
}

/** Published results of a random event, settled by core as the server settles them. */
async function publishedDraw(): Promise<EventRewards> {
  const tiers = [{ order: 1, name: null, rank: 'TOP 10', places: 3, reward: 'Ticket' }];
  const settled = await settleLeaderboardRewards({ mode: 'random', entries: ids, tiers, seed: SEED });
  return {
    state: 'published',
    distribution: 'random',
    reward_by_leaderboard: true,
    reward_by_task: false,
    end_time: '2026-01-01T00:00:00.000Z',
    published_at: '2026-01-01T00:00:05.000Z',
    tiers: settled.map((tier) => ({
      ...tier,
      winners: tier.winners.map((w) => ({
        player: { id: w.user_id, username: null, name: `Player ${w.position}` },
        position: w.position,
      })),
    })),
    tasks: [],
    list_hash: await listHash(ids),
    exclusions: [],
    excluded_counts: {},
    draw: {
      commitment: await commitment(SEED),
      committed_at: '2025-12-01T00:00:00.000Z',
      seed: SEED,
      entries: ids,
    },
  };
}

describe('the event’s results and its draw', () => {
  it('before the end: the commitment, the seed kept secret, no winners and nothing to verify', async () => {
    const results = await show({
      ...(await publishedDraw()),
      state: 'pending',
      published_at: null,
      list_hash: null,
      tiers: [],
      draw: {
        commitment: await commitment(SEED),
        committed_at: '2025-12-01T00:00:00.000Z',
        seed: null,
        entries: null,
      },
    });
    expect(results.getByTestId('results-pending').textContent).toBe(
      'Winners are announced when the event ends.',
    );
    expect(results.getByTestId('draw-commitment').textContent).toBe(await commitment(SEED));
    expect(results.getByTestId('draw-seed-hidden').textContent).toBe('Kept secret until the event ends');
    expect(results.queryByRole('button', { name: 'Verify this draw' })).toBeNull();
    expect(results.queryAllByTestId('reward-winner')).toHaveLength(0);
  });

  it('after the end: the winners, and "Verify this draw" recomputes them in the browser and agrees', async () => {
    const results = await show(await publishedDraw());
    expect(results.getAllByTestId('reward-winner')).toHaveLength(3);
    expect(results.getByTestId('draw-seed').textContent).toBe(SEED);
    fireEvent.click(results.getByRole('button', { name: 'Verify this draw' }));
    const verdict = await results.findByTestId('draw-verify-result');
    expect(verdict.getAttribute('data-ok')).toBe('true');
    expect(verdict.textContent).toContain('Verified: the seed matches its commitment');
  });

  it('says so when the published winners do not follow from the seed and the list', async () => {
    const honest = await publishedDraw();
    const drawn = new Set(honest.tiers[0]!.winners.map((w) => w.player.id));
    const outsider = ids.slice(0, 10).find((id) => !drawn.has(id))!;
    honest.tiers[0]!.winners[0]!.player.id = outsider;
    const results = await show(honest);
    fireEvent.click(results.getByRole('button', { name: 'Verify this draw' }));
    await waitFor(() =>
      expect(results.getByTestId('draw-verify-result').getAttribute('data-ok')).toBe('false'),
    );
    expect(results.getByTestId('draw-verify-result').textContent).toContain('Mismatch');
  });

  it('marks the signed-in player among the winners, as the leaderboard does', async () => {
    const rewards = await publishedDraw();
    const mine = rewards.tiers[0]!.winners[1]!.player;
    const results = await show(rewards, mine.id);
    const marked = results.getAllByTestId('reward-winner').filter((item) => item.dataset.me === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.textContent).toContain(`${mine.name} (You)`);
    expect(marked[0]!.getAttribute('aria-current')).toBe('true');
  });
});
