import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { games } from '../db/schema/games';
import { users } from '../db/schema/users';
import { hashPassword } from '../lib/password';
import { seedDemoClans } from './clans';
import { seedDemoContactMessages } from './contact-messages';
import { seedDemoContent } from './content';
import { seedDemoEvents } from './events';
import { seedDemoGameStats } from './game-stats';
import { seedDemoGames } from './games';
import { seedDemoWheel } from './wheel';

/** The account a newcomer signs in with; README and the start banner show it. */
export const DEMO_ACCOUNT = { username: 'demo', password: 'Demo@12345' } as const;
/** A platform operator for the admin area, with the same demo password. */
export const DEMO_OPERATOR = { username: 'operator', password: 'Demo@12345' } as const;

const PLAYERS = [
  { username: 'demo', fullName: 'Demo Player', email: 'demo@w2e.local', referralCode: 'DEMO2024' },
  { username: 'linh_tran', fullName: 'Linh Tran', email: 'linh@w2e.local', referralCode: 'LINH8888' },
  { username: 'minh_nguyen', fullName: 'Minh Nguyen', email: 'minh@w2e.local', referralCode: 'MINH7777' },
  { username: 'clanmaster', fullName: 'Clan Master', email: 'master@w2e.local', referralCode: 'CLAN5555' },
  { username: 'questhunter', fullName: 'Quest Hunter', email: 'hunter@w2e.local', referralCode: 'HUNT3333' },
  {
    username: DEMO_OPERATOR.username,
    fullName: 'Platform Operator',
    email: 'operator@w2e.local',
    referralCode: 'OPER1111',
    role: 'operator' as const,
  },
] as const;

const GAMES = [
  {
    slug: 'star-raiders',
    name: 'Star Raiders',
    summary: 'Squad-based space shooter with on-chain ship upgrades.',
    networks: ['bsc', 'polygon'],
    genres: ['shooter', 'pvp'],
  },
  {
    slug: 'crypto-clash',
    name: 'Crypto Clash',
    summary: 'Collectible card battles with weekly ranked seasons.',
    networks: ['eth', 'arb'],
    genres: ['card', 'strategy'],
  },
  {
    slug: 'farm-verse',
    name: 'Farm Verse',
    summary: 'Grow, trade and craft on a shared farming island.',
    networks: ['polygon'],
    genres: ['simulation', 'casual'],
  },
  {
    slug: 'dragon-arena',
    name: 'Dragon Arena',
    summary: 'Breed dragons and fight in real-time arena tournaments.',
    networks: ['bsc'],
    genres: ['rpg', 'pvp'],
  },
  {
    slug: 'moon-miners',
    name: 'Moon Miners',
    summary: 'Idle mining with guild expeditions to the dark side.',
    networks: ['avax', 'ftm'],
    genres: ['idle', 'strategy'],
  },
] as const;

/**
 * Fills an empty database so a first start shows a living product. It only ever runs on an empty users
 * table, so it never touches real data; SEED_DEMO=false turns it off. Later features add their own demo rows
 * here.
 */
export async function seedDemo(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return false;

  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  await db.transaction(async (tx) => {
    const [demo] = await tx
      .insert(users)
      .values({ ...PLAYERS[0], email: PLAYERS[0].email, passwordHash })
      .returning({ id: users.id });
    await tx.insert(users).values(
      PLAYERS.slice(1).map((player) => ({
        ...player,
        passwordHash,
        referredBy: demo!.id,
        referredAt: new Date(),
      })),
    );
    await tx.insert(games).values(
      GAMES.map((game) => ({
        ...game,
        networks: [...game.networks],
        genres: [...game.genres],
        logoUrl: `/demo/games/${game.slug}.svg`,
        websiteUrl: `https://${game.slug}.example`,
      })),
    );
    await seedDemoGameStats(tx);
    await seedDemoContactMessages(tx);
    await seedDemoContent(tx);
    await seedDemoGames(tx, DEMO_OPERATOR.username);
    await seedDemoEvents(tx);
    await seedDemoWheel(tx);
    await seedDemoClans(tx);
  });
  log.info({ accounts: PLAYERS.length, games: GAMES.length }, 'seeded demo data');
  return true;
}
