import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameClaims } from '../db/schema/game-claims';
import { games } from '../db/schema/games';
import { users } from '../db/schema/users';

/** The demo studio that owns some demo games (its claims were approved by the demo operator). */
export const DEMO_GAME_OWNER = 'minh_nguyen';
/** Someone whose claim waits for the operator, so /admin/game-claims has something to review. */
export const DEMO_PENDING_CLAIMANT = 'linh_tran';

const DETAILS: Record<string, { description: string; links: Record<string, string>; owned?: boolean }> = {
  'star-raiders': {
    owned: true,
    description:
      '<p>Form a squad of up to four pilots and raid pirate stations across the <strong>Outer Belt</strong>.</p><ul><li>Weekly ranked seasons</li><li>Ship upgrades as on-chain items</li><li>Clan raids every weekend</li></ul>',
    links: { twitter: 'https://x.com/starraiders', discord: 'https://discord.gg/starraiders' },
  },
  'crypto-clash': {
    owned: true,
    description:
      '<p>Build a deck from more than 300 cards and climb the ladder in best-of-three matches.</p><p>Seasons last four weeks; the top 100 share the prize pool.</p>',
    links: { youtube: 'https://www.youtube.com/@cryptoclash', telegram: 'https://t.me/cryptoclash' },
  },
  'farm-verse': {
    description: '<p>Plant, harvest and craft on a shared island; trade your goods with neighbours.</p>',
    links: { facebook: 'https://www.facebook.com/farmverse' },
  },
  'moon-miners': {
    description: '<p>Send mining crews to the dark side of the moon and bring back rare ores.</p>',
    links: { discord: 'https://discord.gg/moonminers' },
  },
};

/**
 * Game pages with descriptions and links, two games owned by a demo studio (approved claims), and one
 * pending claim for the operator. Runs inside the demo seed after the games and users exist.
 */
export async function seedDemoGames(db: Db, operatorUsername = 'operator'): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [DEMO_GAME_OWNER, DEMO_PENDING_CLAIMANT, operatorUsername]));
  const idOf = (name: string) => people.find((p) => p.username === name)?.id;
  const owner = idOf(DEMO_GAME_OWNER);
  const claimant = idOf(DEMO_PENDING_CLAIMANT);
  const operator = idOf(operatorUsername);
  const rows = await db.select({ id: games.id, slug: games.slug }).from(games);
  const now = Date.now();
  for (const game of rows) {
    const details = DETAILS[game.slug];
    if (!details) continue;
    const ownerId = details.owned && owner ? owner : null;
    await db
      .update(games)
      .set({ description: details.description, links: details.links, ownerId })
      .where(eq(games.id, game.id));
    if (ownerId) {
      await db.insert(gameClaims).values({
        gameId: game.id,
        userId: ownerId,
        message: 'Studio account: our website lists this address as the publisher contact.',
        status: 'approved',
        decidedBy: operator ?? null,
        decidedAt: new Date(now - 20 * 86_400_000),
        createdAt: new Date(now - 21 * 86_400_000),
      });
    }
  }
  const pending = rows.find((g) => g.slug === 'moon-miners');
  if (pending && claimant) {
    await db.insert(gameClaims).values({
      gameId: pending.id,
      userId: claimant,
      message: 'I run the Moon Miners studio; write to linh@w2e.local or see the credits page of the game.',
      createdAt: new Date(now - 2 * 86_400_000),
    });
  }
}
