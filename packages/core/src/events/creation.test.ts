import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaskConfigInput } from '../tasks/registry';
import { errorMap } from '../validation/error-map';
import { parseMessage } from '../validation/message';
import {
  CREATION_STEPS,
  type CreationStep,
  createEventCreationStore,
  type DraftStorage,
  EVENT_DRAFT_STORAGE_KEY,
  type EventDraft,
  eventCreationSchema,
  memoryStorage,
  slugify,
  stepOfField,
  stepSchemas,
} from './creation';

const join: TaskConfigInput = {
  type: 'discord_join',
  id: 'join',
  name: 'Join our Discord',
  score: 10,
  invite_url: 'discord.gg/w2ehub',
};
const quiz: TaskConfigInput = {
  type: 'quiz',
  id: 'quiz',
  name: 'Lore quiz',
  score: 50,
  dependent_tasks: ['join'],
  questions: [{ question: 'Who founded the guild?', options: ['Linh', 'An'], correct: [0] }],
  pass_percent: 100,
};

const valid: EventDraft = {
  general: {
    title: 'Summer Quest',
    slug: 'summer-quest',
    start_time: '2025-07-01T00:00:00Z',
    end_time: '2025-07-31T00:00:00+07:00',
  },
  task: { tasks: [join, quiz] },
  score: { metrics: [{ metric: 'Kills' }] },
  leaderboard: {
    leaderboards: [
      { order: 1, rank: 'top 3', reward: '100 USDT' },
      { order: 2, rank: '[4 - 10]', reward: '10 USDT' },
    ],
  },
  reward: { prize_pool: '400 USDT' },
};

function issuesOf(step: CreationStep, input: unknown) {
  const result = stepSchemas[step].safeParse(input, { error: errorMap });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), ...parseMessage(issue.message) }));
}

describe('step rules', () => {
  it('accept a complete event, step by step', () => {
    for (const step of CREATION_STEPS) expect(issuesOf(step, valid[step]), step).toEqual([]);
  });

  it('need the end time after the start time, and report it with the other problems', () => {
    const general = { ...valid.general, title: '', end_time: '2025-07-01T00:00:00Z' };
    expect(issuesOf('general', general)).toEqual([
      { path: 'title', key: 'validation:required' },
      { path: 'end_time', key: 'validation:endAfterStart' },
    ]);
  });

  it('refuse a slug with capitals or spaces and a date that is not a date', () => {
    expect(issuesOf('general', { ...valid.general, slug: 'Summer Quest' })).toEqual([
      { path: 'slug', key: 'events:slugInvalid' },
    ]);
    expect(issuesOf('general', { ...valid.general, start_time: '01/07/2025' })).toEqual([
      { path: 'start_time', key: 'events:dateInvalid' },
    ]);
    expect(issuesOf('general', { ...valid.general, start_time: undefined })).toEqual([
      { path: 'start_time', key: 'validation:required' },
    ]);
  });

  it('need at least one task config', () => {
    expect(issuesOf('task', {})).toEqual([{ path: 'tasks', key: 'events:taskConfigRequired' }]);
    expect(issuesOf('task', { tasks: [] })).toEqual([{ path: 'tasks', key: 'events:taskConfigRequired' }]);
  });

  it('name the tasks of a dependency cycle, and refuse unknown prerequisites and repeated ids', () => {
    const loop = [{ ...join, dependent_tasks: ['quiz'] }, quiz];
    expect(issuesOf('task', { tasks: loop })).toEqual([
      {
        path: 'tasks.0.dependent_tasks',
        key: 'tasks:dependencyCycle',
        params: { path: 'Join our Discord → Lore quiz → Join our Discord' },
      },
    ]);
    expect(issuesOf('task', { tasks: [quiz] })).toEqual([
      { path: 'tasks.0.dependent_tasks', key: 'tasks:dependencyUnknown', params: { task: 'join' } },
    ]);
    expect(issuesOf('task', { tasks: [join, { ...join, name: 'Again' }] })).toEqual([
      { path: 'tasks.1.id', key: 'tasks:taskIdDuplicate' },
    ]);
  });

  it('check dependencies even while another task is still invalid', () => {
    const broken = { ...join, invite_url: 'nope', dependent_tasks: ['ghost'] };
    expect(issuesOf('task', { tasks: [broken] }).map((i) => i.key)).toEqual([
      'tasks:invitationUrlInvalid',
      'tasks:dependencyUnknown',
    ]);
  });

  it('say "This metric name is already in use" on the repeated metric, whatever its case', () => {
    const metrics = [{ metric: 'Kills' }, { metric: 'Wins' }, { metric: ' kills ' }];
    expect(issuesOf('score', { metrics })).toEqual([
      { path: 'metrics.2.metric', key: 'events:metricNameInUse' },
    ]);
  });

  it('need a leaderboard config with a unique order and a valid rank', () => {
    expect(issuesOf('leaderboard', { leaderboards: [] })).toEqual([
      { path: 'leaderboards', key: 'events:leaderboardConfigRequired' },
    ]);
    const leaderboards = [
      { order: 1, rank: 'TOP 3' },
      { order: 1, rank: '[5-2]' },
    ];
    expect(issuesOf('leaderboard', { leaderboards })).toEqual([
      { path: 'leaderboards.1.rank', key: 'events:rankInvalid' },
      { path: 'leaderboards.1.order', key: 'events:orderExists' },
    ]);
  });

  it('map a field path to its step, for errors the server sends back', () => {
    expect(stepOfField('tasks.2.invite_url')).toBe('task');
    expect(stepOfField(['end_time'])).toBe('general');
    expect(stepOfField('leaderboards.0.order')).toBe('leaderboard');
    expect(stepOfField('distribution')).toBe('reward');
    expect(stepOfField('nonsense')).toBeUndefined();
  });
});

describe('creation flow', () => {
  it('refuse to leave an invalid General step and say the event information is missing', () => {
    const store = createEventCreationStore();
    const result = store.getState().next();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.step).toBe('general');
    expect(!result.ok && parseMessage(result.message)?.key).toBe('events:saveEventFirst');
    expect(store.getState().step).toBe('general');
    expect(store.getState().issues.general?.map((i) => i.path)).toContain('title');
  });

  it('keep the shown problems current while the owner fixes them', () => {
    const store = createEventCreationStore();
    store.getState().next();
    store.getState().update('general', valid.general);
    expect(store.getState().issues.general).toEqual([]);
    expect(store.getState().next()).toEqual({ ok: true, step: 'task' });
  });

  it('refuse to jump ahead past an invalid step, naming that step, and always allow going back', () => {
    const store = createEventCreationStore({ initial: { general: valid.general } });
    const jump = store.getState().goTo('reward');
    expect(jump).toMatchObject({ ok: false, step: 'task' });
    expect(!jump.ok && parseMessage(jump.message)?.key).toBe('events:taskConfigRequired');
    expect(store.getState().step).toBe('general');
    store.getState().update('task', valid.task);
    store.getState().update('leaderboard', valid.leaderboard);
    expect(store.getState().goTo('reward')).toEqual({ ok: true, step: 'reward' });
    store.getState().update('general', { title: '' });
    expect(store.getState().prev()).toEqual({ ok: true, step: 'leaderboard' });
    expect(store.getState().goTo('general')).toEqual({ ok: true, step: 'general' });
    expect(store.getState().next()).toMatchObject({ ok: false, step: 'general' });
  });

  it('remove a task together with every reference to it', () => {
    const store = createEventCreationStore({ initial: valid });
    store.getState().removeTask('join');
    expect(store.getState().draft.task.tasks).toEqual([{ ...quiz, dependent_tasks: [] }]);
    store.getState().upsertTask({ ...quiz, name: 'Renamed' });
    store.getState().upsertTask(join);
    expect(store.getState().draft.task.tasks?.map((t) => [t.id, t.name])).toEqual([
      ['quiz', 'Renamed'],
      ['join', 'Join our Discord'],
    ]);
  });

  it('submit the whole event flat, canonical and with defaults filled, as the server schema reads it', () => {
    const store = createEventCreationStore({ initial: valid });
    const result = store.getState().submit();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      title: 'Summer Quest',
      end_time: '2025-07-31T00:00:00+07:00',
      leaderboards: [
        { order: 1, rank: 'TOP 3' },
        { order: 2, rank: '[4-10]' },
      ],
      metrics: [{ metric: 'Kills', ranking: 'desc' }],
      distribution: 'order',
      reward_by_leaderboard: true,
      reward_by_task: false,
    });
    expect(result.value.tasks[0]).toMatchObject({ invite_url: 'https://discord.gg/w2ehub' });
    const flat = Object.assign({}, ...CREATION_STEPS.map((step) => valid[step]));
    expect(eventCreationSchema.parse(flat)).toEqual(result.value);
  });

  it('refuse to submit with the first step that is wrong', () => {
    const store = createEventCreationStore({ initial: { ...valid, leaderboard: {} } });
    expect(store.getState().submit()).toMatchObject({ ok: false, step: 'leaderboard' });
  });

  it('move forward only past valid steps, and back always, whatever the owner does', () => {
    const step = fc.constantFrom(...CREATION_STEPS);
    const action = fc.oneof(
      fc.record({ kind: fc.constant('fill' as const), step }),
      fc.record({ kind: fc.constant('break' as const), step }),
      fc.record({ kind: fc.constant('goTo' as const), step }),
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'prev' as const }),
    );
    const broken: EventDraft = {
      general: { title: '' },
      task: { tasks: [] },
      score: { metrics: [{ metric: 'a' }, { metric: 'A' }] },
      leaderboard: { leaderboards: [] },
      reward: { distribution: 'lottery' as 'all' },
    };
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const store = createEventCreationStore();
        const state = () => store.getState();
        for (const act of actions) {
          if (act.kind === 'fill') state().update(act.step, valid[act.step]);
          if (act.kind === 'break') state().update(act.step, broken[act.step]);
          if (act.kind === 'fill' || act.kind === 'break') continue;
          const from = CREATION_STEPS.indexOf(state().step);
          const result = act.kind === 'goTo' ? state().goTo(act.step) : state()[act.kind]();
          const to = CREATION_STEPS.indexOf(state().step);
          if (!result.ok) {
            expect(to).toBe(from);
            expect(issuesOf(result.step, state().draft[result.step])).not.toEqual([]);
          } else if (to > from) {
            for (const earlier of CREATION_STEPS.slice(0, to)) {
              expect(issuesOf(earlier, state().draft[earlier]), earlier).toEqual([]);
            }
          }
          if (act.kind === 'prev' || (act.kind === 'goTo' && CREATION_STEPS.indexOf(act.step) <= from)) {
            expect(result.ok).toBe(true);
          }
        }
      }),
    );
  });
});

describe('draft persistence', () => {
  it('survive a reload: a new store on the same storage resumes the draft and the step', () => {
    const storage = memoryStorage();
    const first = createEventCreationStore({ storage });
    first.getState().update('general', valid.general);
    first.getState().next();
    const reloaded = createEventCreationStore({ storage });
    expect(reloaded.getState().step).toBe('task');
    expect(reloaded.getState().draft.general).toEqual(valid.general);
    expect(
      createEventCreationStore({ storage, storageKey: 'eventDraft:other-clan' }).getState().draft.general,
    ).toEqual({});
  });

  it('reopen at the first step that blocks when the stored draft was changed elsewhere', () => {
    const storage = memoryStorage();
    const draft = { ...valid, general: { ...valid.general, title: '' } };
    storage.setItem(EVENT_DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, step: 'reward', draft }));
    expect(createEventCreationStore({ storage }).getState().step).toBe('general');
  });

  it('start fresh from corrupt or foreign stored data', () => {
    for (const stored of [
      '{not json',
      '"text"',
      JSON.stringify({ version: 99, step: 'task', draft: valid }),
    ]) {
      const storage = memoryStorage();
      storage.setItem(EVENT_DRAFT_STORAGE_KEY, stored);
      const store = createEventCreationStore({ storage, initial: { general: { title: 'From server' } } });
      expect(store.getState().step).toBe('general');
      expect(store.getState().draft.general).toEqual({ title: 'From server' });
    }
  });

  it('keep working when the storage refuses to write', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createEventCreationStore({ storage: full });
    store.getState().update('general', valid.general);
    expect(store.getState().next()).toEqual({ ok: true, step: 'task' });
    store.getState().reset();
    expect(store.getState().draft.general).toEqual({});
  });

  it('forget the stored draft on reset', () => {
    const storage = memoryStorage();
    const store = createEventCreationStore({ storage });
    store.getState().update('general', valid.general);
    expect(storage.getItem(EVENT_DRAFT_STORAGE_KEY)).not.toBeNull();
    store.getState().reset();
    expect(storage.getItem(EVENT_DRAFT_STORAGE_KEY)).toBeNull();
    expect(createEventCreationStore({ storage }).getState().draft.general).toEqual({});
  });
});

describe('slugify', () => {
  it('fold Vietnamese diacritics and punctuation into a slug', () => {
    expect(slugify('Sự kiện Mùa Hè 2025!')).toBe('su-kien-mua-he-2025');
    expect(slugify('Đua top — Đội Rồng')).toBe('dua-top-doi-rong');
  });

  it('give, for any title, a valid slug or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugify(title);
        if (slug !== '') expect(issuesOf('general', { ...valid.general, slug })).toEqual([]);
      }),
    );
  });
});
