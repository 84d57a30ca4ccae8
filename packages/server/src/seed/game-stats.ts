import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameProfiles } from '../db/schema/game-profiles';
import { gameStatEvents } from '../db/schema/game-stats';
import { games } from '../db/schema/games';
import { users } from '../db/schema/users';
import { playerKey } from '../modules/game-stats/repository';

/** The demo player's game accounts: statistics show on their profile and on these games' pages. */
const DEMO_PROFILES = [
  { slug: 'star-raiders', email: 'demo+star@w2e.local' },
  { slug: 'crypto-clash', email: 'demo+clash@w2e.local' },
  { slug: 'farm-verse', email: 'demo+farm@w2e.local' },
];
const DAYS = 100;
const OTHER_PLAYERS = 12;

/** A small deterministic generator, so every fresh demo looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Fills the last 100 days of reports for the demo games: the demo player's linked accounts (verified
 * emails) and a dozen other players, so the profile statistics and the game charts have something to show.
 */
export async function seedDemoGameStats(db: Db, demoUsername = 'demo'): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, demoUsername));
  const demoGames = await db.select({ id: games.id, slug: games.slug }).from(games);
  if (!demo || demoGames.length === 0) return;
  const bySlug = new Map(demoGames.map((g) => [g.slug, g.id]));
  await db.insert(gameProfiles).values(
    DEMO_PROFILES.filter((p) => bySlug.has(p.slug)).map((p) => ({
      userId: demo.id,
      gameId: bySlug.get(p.slug)!,
      email: p.email,
      emailVerified: true,
    })),
  );

  const next = random(2024);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const events: (typeof gameStatEvents.$inferInsert)[] = [];
  for (const [gameIndex, game] of demoGames.entries()) {
    const demoEmail = DEMO_PROFILES.find((p) => p.slug === game.slug)?.email;
    const players = [
      ...(demoEmail ? [playerKey({ email: demoEmail })] : []),
      ...Array.from({ length: OTHER_PLAYERS }, (_, i) =>
        playerKey({ email: `player${i}@${game.slug}.example` }),
      ),
    ];
    let unclaimed = 0;
    for (let day = DAYS - 1; day >= 0; day--) {
      // Games grow: more players report as the days go by.
      const active = players.filter((_, i) => i === 0 || next() < 0.25 + (0.6 * (DAYS - day)) / DAYS);
      for (const [i, key] of active.entries()) {
        const earning = Math.round((1 + next() * 20 * (1 + gameIndex * 0.3)) * 100) / 100;
        if (i === 0) unclaimed = Math.round((unclaimed + earning * 0.3) * 100) / 100;
        events.push({
          gameId: game.id,
          externalId: `demo-${game.slug}-${day}-${i}`,
          playerKey: key,
          occurredAt: new Date(today - day * 86_400_000 + Math.floor(next() * 86_000_000)),
          earning: earning.toFixed(2),
          unclaimed: i === 0 ? unclaimed.toFixed(2) : null,
          metrics: { matches: 1 + Math.floor(next() * 6), wins: Math.floor(next() * 4) },
        });
      }
    }
  }
  for (let i = 0; i < events.length; i += 500)
    await db.insert(gameStatEvents).values(events.slice(i, i + 500));
}
