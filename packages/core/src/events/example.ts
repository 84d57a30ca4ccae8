import { type CreationStep, type Event, type EventSummary, stepSchemas } from '../contracts/events';
import type { PlayerTask } from '../contracts/tasks';
import type { TaskConfigInput } from '../tasks/registry';
import { DEFAULT_ELIGIBILITY } from '../trust/score';
import { errorMap } from '../validation/error-map';
import { parseMessage } from '../validation/message';
import type { EventDraft } from './creation';

/** A valid event, step by step: a Discord join and a quiz locked behind it. Tests start from it and break one thing. */
export const exampleJoinTask: TaskConfigInput = {
  type: 'discord_join',
  id: 'join',
  name: 'Join our Discord',
  score: 10,
  invite_url: 'discord.gg/w2ehub',
};
export const exampleQuizTask: TaskConfigInput = {
  type: 'quiz',
  id: 'quiz',
  name: 'Lore quiz',
  score: 50,
  dependent_tasks: ['join'],
  questions: [{ question: 'Who founded the guild?', options: ['Linh', 'An'], correct: [0] }],
  pass_percent: 100,
};

export const exampleEventDraft: EventDraft = {
  general: {
    title: 'Summer Quest',
    slug: 'summer-quest',
    start_time: '2025-07-01T00:00:00Z',
    end_time: '2025-07-31T00:00:00+07:00',
  },
  task: { tasks: [exampleJoinTask, exampleQuizTask] },
  score: { metrics: [{ metric: 'Kills' }] },
  leaderboard: {
    leaderboards: [
      { order: 1, rank: 'top 3', reward: '100 USDT' },
      { order: 2, rank: '[4 - 10]', reward: '10 USDT' },
    ],
  },
  reward: { prize_pool: '400 USDT' },
};

/** A step's problems as a form shows them: the field's dotted path and the message key. */
export function stepIssues(step: CreationStep, input: unknown) {
  const result = stepSchemas[step].safeParse(input, { error: errorMap });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), ...parseMessage(issue.message) }));
}

/**
 * Contract-shaped answers of the events API for the portal's and the Mini App's tests (schemas parse them as the
 * server's): a published event that is running, its summary, and a player's task in it.
 */
export function exampleEventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 'event-1',
    slug: 'summer-cup',
    title: 'Summer Cup',
    status: 'published',
    start_time: '2026-01-01T00:00:00.000Z',
    end_time: '2030-01-01T00:00:00.000Z',
    banner: null,
    thumbnail: null,
    prize_pool: '1,000 USDT',
    max_participants: 500,
    participants_count: 42,
    host: { kind: 'project', id: 'p1', name: 'Acme Games', slug: 'acme', logo_url: null },
    premium: false,
    featured: false,
    ...overrides,
  };
}

export function exampleEvent(overrides: Partial<Event> = {}): Event {
  return {
    ...exampleEventSummary(),
    guideline: 'Do the tasks.',
    description: '<p>A <strong>big</strong> event</p>',
    score_label: 'XP',
    metrics: [],
    rank_by: 'total',
    leaderboards: [{ order: 1, name: 'Winners', rank: 'TOP 10', winners: 10, reward: '100 USDT' }],
    reward_by_task: false,
    reward_by_leaderboard: true,
    distribution: 'order',
    eligibility: { ...DEFAULT_ELIGIBILITY },
    published_at: '2025-12-01T00:00:00.000Z',
    draft_step: 'reward',
    members_only: false,
    task_count: 1,
    wheel_id: null,
    co_hosts: [],
    viewer: { can_manage: false, joined: true, score: { in_game: 0, social: 10, other: 5, total: 15 } },
    ...overrides,
  };
}

export function examplePlayerTask(
  overrides: Partial<PlayerTask> = {},
  state: Partial<PlayerTask['state']> = {},
): PlayerTask {
  return {
    id: 'task-1',
    event_id: 'event-1',
    type: 'quiz',
    name: 'Know the game',
    description: null,
    score: 50,
    prize: null,
    spins: 0,
    weight: 0,
    group_name: null,
    mandatory: false,
    recurring_type: null,
    turn_limit: 1,
    banner: null,
    dependent_tasks: [],
    score_column: 'other',
    check: 'submission',
    self_declared_score: true,
    premium: false,
    settings: {},
    ...overrides,
    state: {
      status: 'available',
      waiting_for: [],
      turns_used: 0,
      turns_left: 1,
      next_window_start: null,
      last_submission: null,
      ...state,
    },
  };
}

/** A saved draft as GET /api/events/{slug} answers it to its host. */
export function exampleDraftEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 'e1',
    slug: 'summer-quest',
    title: 'Summer Quest',
    status: 'draft',
    start_time: '2030-07-01T00:00:00.000Z',
    end_time: '2030-07-31T00:00:00.000Z',
    banner: null,
    thumbnail: null,
    prize_pool: null,
    max_participants: null,
    participants_count: 0,
    host: { kind: 'project', id: 'p1', name: 'Acme', slug: 'acme', logo_url: null },
    guideline: null,
    description: null,
    score_label: null,
    metrics: [],
    rank_by: 'total',
    leaderboards: [],
    reward_by_task: false,
    reward_by_leaderboard: true,
    distribution: 'order',
    eligibility: { ...DEFAULT_ELIGIBILITY },
    published_at: null,
    draft_step: 'general',
    members_only: false,
    premium: false,
    featured: false,
    task_count: 0,
    wheel_id: null,
    co_hosts: [],
    viewer: { can_manage: true, joined: false, score: null },
    ...overrides,
  };
}
