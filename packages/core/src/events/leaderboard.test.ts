import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/resources-en';
import {
  addScore,
  LEADERBOARD_COLUMNS,
  type LeaderboardEntry,
  leaderboardRowSchema,
  rankLeaderboard,
} from './leaderboard';

const entry = (id: string, scores: [number, number, number], reached: string): LeaderboardEntry => ({
  player: { id, name: id.toUpperCase() },
  in_game_score: scores[0],
  social_score: scores[1],
  other_score: scores[2],
  reached_at: new Date(reached),
});

const anyEntries = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      scores: fc.tuple(fc.nat(5), fc.nat(5), fc.nat(5)),
      reached: fc.integer({ min: 0, max: 3 }),
    }),
    { selector: (e) => e.id, maxLength: 25 },
  )
  .map((list) =>
    list.map(({ id, scores, reached }) =>
      entry(id, scores, new Date(Date.UTC(2025, 6, 1, reached)).toISOString()),
    ),
  );

describe('leaderboard', () => {
  it('rank by total, then by who reached it first, then by lower player id', () => {
    const rows = rankLeaderboard([
      entry('carol', [0, 10, 0], '2025-07-02T00:00:00Z'),
      entry('bob', [5, 0, 5], '2025-07-01T00:00:00Z'),
      entry('alice', [20, 0, 0], '2025-07-03T00:00:00Z'),
      entry('dave', [10, 0, 0], '2025-07-01T00:00:00Z'),
    ]);
    expect(rows.map((r) => [r.rank, r.player.id, r.total_score])).toEqual([
      [1, 'alice', 20],
      [2, 'bob', 10],
      [3, 'dave', 10],
      [4, 'carol', 10],
    ]);
    expect(rows.every((row) => leaderboardRowSchema.safeParse(row).success)).toBe(true);
  });

  it('compare ids by code units, not by locale', () => {
    const at = '2025-07-01T00:00:00Z';
    const rows = rankLeaderboard([
      entry('b', [1, 0, 0], at),
      entry('B', [1, 0, 0], at),
      entry('a', [1, 0, 0], at),
    ]);
    expect(rows.map((r) => r.player.id)).toEqual(['B', 'a', 'b']);
  });

  it('give unique ranks 1..n, totals that add up, in ranking order, whatever the input order', () => {
    fc.assert(
      fc.property(anyEntries, (entries) => {
        const rows = rankLeaderboard(entries);
        expect(rows.map((r) => r.rank)).toEqual(entries.map((_, i) => i + 1));
        for (const row of rows) {
          expect(row.total_score).toBe(row.in_game_score + row.social_score + row.other_score);
        }
        for (let i = 1; i < rows.length; i++) {
          const [above, below] = [rows[i - 1]!, rows[i]!];
          expect(above.total_score).toBeGreaterThanOrEqual(below.total_score);
          if (above.total_score === below.total_score) {
            const time = (id: string) => entries.find((e) => e.player.id === id)!.reached_at.getTime();
            expect(time(above.player.id)).toBeLessThanOrEqual(time(below.player.id));
          }
        }
        expect(rankLeaderboard([...entries].reverse())).toEqual(rows);
      }),
    );
  });

  it('add a task score to its column and stamp the time, except for zero points', () => {
    const start = entry('alice', [0, 0, 0], '2025-07-01T00:00:00Z');
    const later = new Date('2025-07-05T00:00:00Z');
    expect(addScore(start, 'social', 10, later)).toMatchObject({ social_score: 10, reached_at: later });
    expect(addScore(start, 'in_game', 3, later).in_game_score).toBe(3);
    expect(addScore(start, 'other', 0, later)).toBe(start);
  });

  it('label the six columns of the spec', () => {
    expect(LEADERBOARD_COLUMNS.map((c) => c.key)).toEqual([
      'rank',
      'player',
      'in_game_score',
      'social_score',
      'other_score',
      'total_score',
    ]);
    const labels = en.events as Record<string, string>;
    for (const column of LEADERBOARD_COLUMNS) expect(labels[column.labelKey.split(':')[1]!]).toBeTruthy();
  });
});
