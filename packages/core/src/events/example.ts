import { type CreationStep, stepSchemas } from '../contracts/events';
import type { TaskConfigInput } from '../tasks/registry';
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
