import { stripTags, truncate } from '@w2e/core/format/page-meta';
import { readingTimeMinutes } from '@w2e/core/format/reading-time';
import type { ArticleCategory, ArticleSection } from '@w2e/core/validation/articles';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { articles } from '../db/schema/articles';
import { projects } from '../db/schema/projects';
import { users } from '../db/schema/users';

const DAY_MS = 86_400_000;

interface DemoArticle {
  slug: string;
  title: string;
  section: ArticleSection;
  category: ArticleCategory;
  /** Written by the demo project (else by the operator, without a project). */
  byProject: boolean;
  daysAgo: number;
  body: string;
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/**
 * Articles a first start shows on /insight and /academy. The project's ones are dated before this month so
 * that the demo account still has its whole monthly quota to try the editor with.
 */
const ARTICLES: DemoArticle[] = [
  {
    slug: 'how-guild-economies-are-changing-web3-games',
    title: 'How guild economies are changing Web3 games',
    section: 'insight',
    category: 'analysis',
    byProject: true,
    daysAgo: 40,
    body: `${p(
      'Guilds started as scholarship desks that lent expensive game assets to new players. In 2025 they look more like esports clubs: they scout talent, train squads and negotiate directly with studios for early access.',
      'For studios, a guild is the fastest way to fill a new season with skilled players. For players, it is a way in without buying a starter pack first. The risk is concentration: when three guilds hold most of a game’s rare items, prices follow their decisions.',
    )}<h2>What the numbers say</h2>${p(
      'Across the games on W2E Hub, players who joined through a clan completed 2.4 times more tasks in their first month than players who came alone, and stayed twice as long.',
      'Studios that want to work with clans can start with a nonstop event: tasks run all season and the leaderboard rewards steady play rather than one lucky weekend.',
    )}<blockquote>A good guild is a community first and a yield strategy second.</blockquote>${p(
      'Join the discussion in our <a href="https://t.me/w2ehub">Telegram community</a>.',
    )}`,
  },
  {
    slug: 'star-raiders-season-three-report',
    title: 'Star Raiders season three: what 40,000 squads taught us',
    section: 'insight',
    category: 'reviews',
    byProject: true,
    daysAgo: 55,
    body: `${p(
      'Season three of Star Raiders closed with 40,000 squads and the first cross-chain tournament between BSC and Polygon fleets. The headline change, upgradable ship modules minted on chain, doubled the number of trades in the marketplace.',
      'Balance was the hard part. Laser builds dominated the first two weeks until the shield patch; after it, the top 100 split almost evenly between three archetypes.',
    )}<h2>Rewards</h2>${p(
      'Half of the prize pool went to the weekly leaderboards and half to completion tasks, so casual pilots earned too. Next season keeps that split and adds clan quests.',
    )}`,
  },
  {
    slug: 'interview-building-a-fair-play-to-earn-loop',
    title: 'Interview: building a fair play-to-earn loop',
    section: 'insight',
    category: 'interviews',
    byProject: false,
    daysAgo: 3,
    body: `${p(
      'We sat down with the design lead of Farm Verse to talk about token sinks, bots and why the best reward is sometimes a cosmetic.',
      '<strong>What makes a reward loop fair?</strong> Predictability. Players accept a small reward they understand more readily than a big one that depends on luck or on who got in first.',
      '<strong>How do you keep bots out?</strong> Tasks that need a real account history, rate limits on claims and community monitoring in the game’s Telegram group. No single check is enough on its own.',
      '<strong>Advice for new studios?</strong> Launch the game before the token. A fun game with a token later beats a token looking for a game.',
    )}`,
  },
  {
    slug: 'set-up-your-first-crypto-wallet',
    title: 'Set up your first crypto wallet in ten minutes',
    section: 'academy',
    category: 'wallets_security',
    byProject: false,
    daysAgo: 8,
    body: `${p(
      'A wallet is your account in Web3: it holds your tokens and game items and signs in to sites like W2E Hub without a password. This guide uses MetaMask, the wallet most games support.',
    )}<h2>Steps</h2><ol><li>Install the MetaMask extension from your browser’s official store.</li><li>Create a new wallet and choose a strong password for this device.</li><li>Write the recovery phrase on paper and keep it offline.</li><li>Add the network your game runs on (BNB Smart Chain, Polygon…).</li><li>Sign in to W2E Hub with the wallet button in the header.</li></ol>${p(
      'Never type your recovery phrase into a website or a chat, and never share it with support staff: no real support will ever ask for it.',
    )}`,
  },
  {
    slug: 'seed-phrases-and-scams-what-to-know',
    title: 'Seed phrases and scams: what every player should know',
    section: 'academy',
    category: 'blockchain_basics',
    byProject: true,
    daysAgo: 70,
    body: `${p(
      'Your recovery (seed) phrase is the master key of your wallet. Whoever has it owns everything in the wallet, on every device, forever.',
      'Most thefts in Web3 gaming do not break any cryptography: they trick players into signing a transaction or handing over the phrase. Fake airdrops, “support agents” in direct messages and copies of popular game sites are the usual routes.',
    )}<h2>Three habits that prevent most losses</h2><ul><li>Use a separate wallet for gaming with only what you play with.</li><li>Read what a signature request asks for before approving it.</li><li>Bookmark the real game site and only follow links from it.</li></ul>`,
  },
  {
    slug: 'play-to-earn-explained',
    title: 'Play-to-earn explained: tasks, scores and rewards',
    section: 'academy',
    category: 'gamefi',
    byProject: false,
    daysAgo: 14,
    body: `${p(
      'On W2E Hub, projects and game studios run events made of tasks: follow a channel, answer a quiz, reach a level in a game or make an on-chain transaction. Each task adds to your score.',
      'Scores feed the event’s leaderboard in columns for in-game, social and other tasks. When the event ends, rewards are shared by rank or drawn among the players who qualified, as the event’s page explains.',
    )}<h2>Getting started</h2>${p(
      'Sign in, link your game accounts on your profile, then open an event and start with the social tasks: they are quick and unlock the rest. Read the <a href="/guide/tasks">task guide</a> for every task type.',
    )}`,
  },
];

const COVERS: Record<string, string> = {
  'how-guild-economies-are-changing-web3-games': 'guild-economies',
  'star-raiders-season-three-report': 'season-report',
  'interview-building-a-fair-play-to-earn-loop': 'studio-interview',
  'set-up-your-first-crypto-wallet': 'first-wallet',
  'seed-phrases-and-scams-what-to-know': 'seed-phrase',
  'play-to-earn-explained': 'play-to-earn-basics',
};

/** The demo player's project (Standard tier) and a handful of published articles in both sections. */
export async function seedDemoContent(db: Db, now = new Date()): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'operator'));
  if (!demo || !operator) return;
  const [project] = await db
    .insert(projects)
    .values({ name: 'Star Raiders Studio', slug: 'star-raiders-studio', ownerId: demo.id, tier: 'standard' })
    .returning({ id: projects.id });
  await db.insert(articles).values(
    ARTICLES.map((article) => {
      const bodyText = stripTags(article.body);
      const publishedAt = new Date(now.getTime() - article.daysAgo * DAY_MS);
      return {
        slug: article.slug,
        title: article.title,
        excerpt: truncate(bodyText, 200),
        body: article.body,
        bodyText,
        readingMinutes: readingTimeMinutes(article.body),
        coverUrl: `/demo/articles/${COVERS[article.slug]}.svg`,
        section: article.section,
        category: article.category,
        authorId: article.byProject ? demo.id : operator.id,
        projectId: article.byProject ? project!.id : null,
        status: 'published' as const,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
}
