import { type TaskConfigInput, taskConfigSchema, taskRegistry } from '@w2e/core/tasks/registry';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { eventCoHosts } from '../db/schema/co-hosts';
import { eventParticipants, events } from '../db/schema/events';
import { games } from '../db/schema/games';
import { projects } from '../db/schema/projects';
import { taskCompletions, tasks } from '../db/schema/tasks';
import { users } from '../db/schema/users';

const DAY_MS = 86_400_000;
/** Tether's USDT on BNB Smart Chain: the demo's token prizes, paid there and checked on-chain when delivered. */
const usdt = (amount: string) =>
  ({ kind: 'token', network: 'bsc', token: '0x55d398326f99059fF775485246999027B3197955', amount }) as const;
const EPOCH = new Date(0);

const quiz = (id: string, overrides: Partial<TaskConfigInput> = {}): TaskConfigInput =>
  ({
    id,
    type: 'quiz',
    name: 'Star Raiders basics',
    score: 50,
    group_name: 'Learn',
    weight: 1,
    description: 'Two questions about the game. Answer both right to pass.',
    questions: [
      {
        question: 'Which networks does Star Raiders run on?',
        options: ['BSC and Polygon', 'Solana', 'Bitcoin'],
        correct: [0],
      },
      { question: 'What do squads upgrade on-chain?', options: ['Ships', 'Farms', 'Cards'], correct: [0] },
    ],
    pass_percent: 100,
    ...overrides,
  }) as TaskConfigInput;

/** Each event: its host, its times relative to now, its tasks. */
function demoEvents(now: number) {
  return [
    {
      slug: 'star-raiders-season-1',
      title: 'Star Raiders Season 1',
      guideline: 'Do the quiz, visit the site, then share your squad. Reports of real bugs earn the most.',
      description:
        '<p>The first season of <strong>Star Raiders</strong> on W2E Hub. Climb the leaderboard for a share of the prize pool.</p>',
      start: now - 3 * DAY_MS,
      end: now + 25 * DAY_MS,
      prizePool: '5,000 USDT + 20 ship NFTs',
      maxParticipants: 5000,
      leaderboards: [
        { order: 1, name: 'Champions', rank: 'TOP 3', reward: '1,000 USDT', payout: usdt('1000') },
        { order: 2, name: 'Raiders', rank: '[4-50]', reward: '40 USDT', payout: usdt('40') },
      ],
      tasks: [
        quiz('demo-s1-quiz'),
        {
          id: 'demo-s1-visit',
          type: 'visit_website',
          name: 'Visit the Star Raiders site',
          score: 10,
          group_name: 'Explore',
          weight: 2,
          url: 'https://star-raiders.example',
        },
        {
          id: 'demo-s1-form',
          type: 'form',
          name: 'Share your squad',
          score: 30,
          group_name: 'Explore',
          weight: 3,
          dependent_tasks: ['demo-s1-visit'],
          fields: [
            { label: 'Squad name', kind: 'text', required: true },
            { label: 'Your wallet', kind: 'wallet', required: false },
          ],
        },
        {
          id: 'demo-s1-matches',
          type: 'in_game',
          name: 'Play 20 matches this season',
          score: 80,
          group_name: 'Play',
          weight: 4,
          game_id: 'star-raiders',
          metric: 'matches',
          target: 20,
        },
        {
          id: 'demo-s1-bugs',
          type: 'bug_hunting',
          name: 'Report a bug',
          score: 100,
          group_name: 'Play',
          weight: 5,
          turn_limit: 3,
          description: 'Describe what happened and how to repeat it. Screenshots help.',
        },
        {
          id: 'demo-s1-follow',
          type: 'twitter_follow',
          name: 'Follow Star Raiders on X',
          score: 5,
          group_name: 'Social',
          weight: 6,
          username: 'starraiders',
        },
      ] as TaskConfigInput[],
    },
    {
      slug: 'crypto-clash-open',
      title: 'Crypto Clash Open',
      guideline: 'Registration opens with the event. Read the rules before the first round.',
      description: '<p>A two-week open tournament for every Crypto Clash player.</p>',
      start: now + 7 * DAY_MS,
      end: now + 21 * DAY_MS,
      prizePool: '2,500 USDT',
      maxParticipants: 1000,
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '250 USDT', payout: usdt('250') }],
      tasks: [
        quiz('demo-cc-quiz', {
          name: 'Crypto Clash rules',
          questions: [
            { question: 'How long is a ranked season?', options: ['One week', 'One year'], correct: [0] },
          ],
        }),
      ],
    },
    {
      slug: 'farm-verse-daily',
      title: 'Farm Verse Daily Quests',
      guideline: 'New quests every day at 00:00 UTC. No end date: keep farming.',
      description: '<p>Daily quests on the farming island, for as long as the island grows.</p>',
      start: now - 30 * DAY_MS,
      end: null,
      prizePool: 'Seeds and land plots',
      maxParticipants: null,
      leaderboards: [{ order: 1, rank: 'ALL', reward: 'A seed pack' }],
      tasks: [
        {
          id: 'demo-fv-visit',
          type: 'visit_website',
          name: 'Check the market today',
          score: 5,
          recurring_type: 'DAILY',
          url: 'https://farm-verse.example/market',
        },
        quiz('demo-fv-quiz', {
          name: 'Crop of the week',
          recurring_type: 'WEEKLY',
          questions: [
            { question: 'What grows fastest on the island?', options: ['Wheat', 'Oak trees'], correct: [0] },
          ],
        }),
      ] as TaskConfigInput[],
    },
  ];
}

/**
 * Three published events (one running with a quiz, a form behind a visit, an in-game goal, bug hunting and a
 * social task; one upcoming; one nonstop) hosted by a Premium project, and one draft of the demo player's,
 * so `npm start` shows the events pages alive and /profile?tab=event has a draft to resume.
 */
export async function seedDemoEvents(db: Db, now = Date.now()): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['demo', 'clanmaster', 'linh_tran', 'minh_nguyen', 'questhunter']));
  const id = (username: string) => people.find((person) => person.username === username)?.id;
  const master = id('clanmaster');
  const demo = id('demo');
  if (!master || !demo) return;
  const [guild] = await db
    .insert(projects)
    .values({ name: 'Moon Miners Guild', slug: 'moon-miners-guild', ownerId: master, tier: 'premium' })
    .returning({ id: projects.id });
  const [starRaiders] = await db.select({ id: games.id }).from(games).where(eq(games.slug, 'star-raiders'));

  for (const event of demoEvents(now)) {
    const [row] = await db
      .insert(events)
      .values({
        slug: event.slug,
        title: event.title,
        guideline: event.guideline,
        description: event.description,
        hostKind: 'project',
        hostId: guild!.id,
        createdBy: master,
        status: 'published',
        draftStep: 'reward',
        startTime: new Date(event.start),
        endTime: event.end === null ? null : new Date(event.end),
        prizePool: event.prizePool,
        maxParticipants: event.maxParticipants,
        leaderboards: event.leaderboards,
        publishedAt: new Date(Math.min(event.start, now) - DAY_MS),
      })
      .returning({ id: events.id });
    const configs = event.tasks.map((task) => {
      const input = task.type === 'in_game' && starRaiders ? { ...task, game_id: starRaiders.id } : task;
      return taskConfigSchema.parse(input);
    });
    await db.insert(tasks).values(
      configs.map((config) => ({
        id: config.id,
        eventId: row!.id,
        type: config.type,
        name: config.name,
        score: config.score,
        weight: config.weight,
        config: config as unknown as Record<string, unknown>,
      })),
    );
  }

  // A few players already scored in the running season, so it has participants and a leaderboard.
  const [season] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.slug, 'star-raiders-season-1'));
  const scorers = [
    { user: id('linh_tran'), done: ['demo-s1-quiz', 'demo-s1-visit', 'demo-s1-form'] },
    { user: id('minh_nguyen'), done: ['demo-s1-quiz', 'demo-s1-visit'] },
    { user: id('questhunter'), done: ['demo-s1-visit'] },
  ];
  const season1 = demoEvents(now)[0]!.tasks;
  for (const [index, scorer] of scorers.entries()) {
    if (!scorer.user) continue;
    const grants = scorer.done.map((taskId) => {
      const task = season1.find((config) => config.id === taskId)!;
      return { taskId, score: task.score as number, column: taskRegistry[task.type].scoreColumn };
    });
    const sum = (column: string) =>
      grants.filter((grant) => grant.column === column).reduce((total, grant) => total + grant.score, 0);
    const at = new Date(now - (index + 1) * 3_600_000);
    await db.insert(eventParticipants).values({
      eventId: season!.id,
      userId: scorer.user,
      inGameScore: sum('in_game'),
      socialScore: sum('social'),
      otherScore: sum('other'),
      totalScore: grants.reduce((total, grant) => total + grant.score, 0),
      joinedAt: new Date(at.getTime() - DAY_MS),
      lastScoredAt: at,
    });
    await db.insert(taskCompletions).values(
      grants.map((grant) => ({
        taskId: grant.taskId,
        eventId: season!.id,
        userId: scorer.user!,
        windowStart: EPOCH,
        turn: 1,
        score: grant.score,
        column: grant.column,
        completedAt: at,
      })),
    );
  }
  await db.update(events).set({ participantsCount: scorers.length }).where(eq(events.id, season!.id));
  // The game co-hosts the running season (accepted), so its page lists it labelled "Co-host" and the event page
  // names it beside the guild.
  if (starRaiders)
    await db.insert(eventCoHosts).values({
      eventId: season!.id,
      hostKind: 'game',
      hostId: starRaiders.id,
      status: 'accepted',
      invitedBy: master,
      decidedAt: new Date(now - DAY_MS),
    });

  // The demo player's own draft, stopped at the Task step.
  const [studio] = await db.select({ id: projects.id }).from(projects).where(eq(projects.ownerId, demo));
  if (studio) {
    await db.insert(events).values({
      slug: 'dragon-arena-cup',
      title: 'Dragon Arena Cup',
      guideline: 'Draft: tasks and rewards still to come.',
      hostKind: 'project',
      hostId: studio.id,
      createdBy: demo,
      draftStep: 'task',
      startTime: new Date(now + 14 * DAY_MS),
      endTime: new Date(now + 28 * DAY_MS),
    });
  }
}
