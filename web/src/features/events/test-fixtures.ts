import type { Event, EventSummary } from '@w2e/core/contracts/events';
import type { PlayerTask } from '@w2e/core/contracts/tasks';

/** Contract-shaped answers of the events API for the portal's tests (schemas parse them as the server's). */
export function eventSummary(overrides: Partial<EventSummary> = {}): EventSummary {
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
    ...overrides,
  };
}

export function event(overrides: Partial<Event> = {}): Event {
  return {
    ...eventSummary(),
    guideline: 'Do the tasks.',
    description: '<p>A <strong>big</strong> event</p>',
    score_label: 'XP',
    metrics: [],
    rank_by: 'total',
    leaderboards: [{ order: 1, name: 'Winners', rank: 'TOP 10', winners: 10, reward: '100 USDT' }],
    reward_by_task: false,
    reward_by_leaderboard: true,
    distribution: 'order',
    published_at: '2025-12-01T00:00:00.000Z',
    draft_step: 'reward',
    members_only: false,
    task_count: 1,
    wheel_id: null,
    viewer: { can_manage: false, joined: true, score: { in_game: 0, social: 10, other: 5, total: 15 } },
    ...overrides,
  };
}

export function task(
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
