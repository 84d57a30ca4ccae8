import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREATION_STEPS, eventCreationSchema } from '../contracts/events';
import { parseMessage } from '../validation/message';
import {
  createEventCreationStore,
  type DraftStorage,
  EVENT_DRAFT_STORAGE_KEY,
  type EventDraft,
  memoryStorage,
} from './creation';
import { exampleEventDraft, exampleJoinTask, exampleQuizTask, stepIssues } from './example';

const join = exampleJoinTask;
const quiz = exampleQuizTask;
const valid = exampleEventDraft;

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
            expect(stepIssues(result.step, state().draft[result.step])).not.toEqual([]);
          } else if (to > from) {
            for (const earlier of CREATION_STEPS.slice(0, to)) {
              expect(stepIssues(earlier, state().draft[earlier]), earlier).toEqual([]);
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

  it('open a saved event at the step its host reached, or at the first step that blocks before it', () => {
    expect(createEventCreationStore({ initial: valid, step: 'leaderboard' }).getState().step).toBe(
      'leaderboard',
    );
    const noTasks = { ...valid, task: { tasks: [] } };
    expect(createEventCreationStore({ initial: noTasks, step: 'reward' }).getState().step).toBe('task');
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
