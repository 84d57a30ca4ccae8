import type { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  CREATION_STEPS,
  type CreationStep,
  type EventCreation,
  eventCreationSchema,
  stepSchemas,
} from '../contracts/events';
import type { TaskConfigInput } from '../tasks/registry';
import { errorMap } from '../validation/error-map';
import { isRecord } from '../validation/is-record';
import { message } from '../validation/message';

/**
 * The five-step event creation flow as a framework-free store: the portal binds it with zustand's React
 * hook (through @w2e/react), tests drive it directly. It checks each step with the contracts of
 * `contracts/events.ts` and keeps the draft in storage so a reload does not lose it.
 */

/** What each step holds while it is being filled in: the schema's input, any part of it missing. */
export type EventDraft = { [S in CreationStep]: Partial<z.input<(typeof stepSchemas)[S]>> };

/** The synchronous part of the Web Storage API: `localStorage` fits, tests pass `memoryStorage()`. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): DraftStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Default key; pass a key per clan or per edited event so two drafts do not overwrite each other. */
export const EVENT_DRAFT_STORAGE_KEY = 'eventDraft';

export interface StepIssue {
  /** Dotted, as form libraries name fields: "tasks.0.invite_url". */
  path: string;
  message: string;
}

export type MoveResult =
  | { ok: true; step: CreationStep }
  /** `step` is the step that blocks the move; `message` is for a toast, `issues` for the fields. */
  | { ok: false; step: CreationStep; issues: StepIssue[]; message: string };

export type SubmitResult =
  | { ok: true; value: EventCreation }
  | { ok: false; step: CreationStep; issues: StepIssue[]; message: string };

export interface EventCreationState {
  step: CreationStep;
  draft: EventDraft;
  /** Problems found the last time a step was checked; rechecked as the owner edits that step. */
  issues: Partial<Record<CreationStep, StepIssue[]>>;
  update<S extends CreationStep>(step: S, patch: EventDraft[S]): void;
  /** Adds the task, or replaces the one with the same id. */
  upsertTask(task: TaskConfigInput): void;
  /** Removes the task and every reference to it, so no other task stays locked behind it. */
  removeTask(id: string): void;
  /** Validates one step, records and returns its issues. */
  check(step: CreationStep): StepIssue[];
  next(): MoveResult;
  prev(): MoveResult;
  /** Back is always allowed; forward only when every step before the target is valid. */
  goTo(step: CreationStep): MoveResult;
  /** Validates every step and returns the event ready to send. The draft is kept until `reset`. */
  submit(): SubmitResult;
  /** Starts over and forgets the stored draft (after a successful save, or on "discard"). */
  reset(): void;
}

export type EventCreationStore = StoreApi<EventCreationState>;

export interface EventCreationOptions {
  storage?: DraftStorage | undefined;
  storageKey?: string | undefined;
  /** The draft to start from when nothing is stored (an existing event being edited). */
  initial?: Partial<EventDraft> | undefined;
  /** Where to open when nothing is stored (a saved event resumes at its `draft_step`); clamped like a stored step. */
  step?: CreationStep | undefined;
}

const DRAFT_VERSION = 1;

function emptyDraft(): EventDraft {
  return { general: {}, task: {}, score: {}, leaderboard: {}, reward: {} };
}

function validate(step: CreationStep, draft: EventDraft) {
  const result = stepSchemas[step].safeParse(draft[step], { error: errorMap });
  const issues: StepIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
  return { issues, value: result.success ? result.data : undefined };
}

function refusal(step: CreationStep, issues: StepIssue[]): Extract<MoveResult, { ok: false }> {
  // The General step is what the spec's "Please add or save the event information" is about.
  const text = step === 'general' ? message('events:saveEventFirst') : (issues[0]?.message ?? '');
  return { ok: false, step, issues, message: text };
}

/** A stored draft from this version of the flow, or null for anything else (older shape, corrupt JSON). */
function readStored(storage: DraftStorage, key: string): { step: CreationStep; draft: EventDraft } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.version !== DRAFT_VERSION || !isRecord(raw.draft)) return null;
  const step = CREATION_STEPS.find((s) => s === raw.step);
  const draft = raw.draft;
  if (!step || !CREATION_STEPS.every((s) => isRecord(draft[s]))) return null;
  return { step, draft: draft as EventDraft };
}

export function createEventCreationStore(options: EventCreationOptions = {}): EventCreationStore {
  const storage = options.storage;
  const key = options.storageKey ?? EVENT_DRAFT_STORAGE_KEY;
  const stored = storage ? readStored(storage, key) : null;
  const startDraft = stored?.draft ?? { ...emptyDraft(), ...options.initial };
  // A draft edited in another tab may have broken an earlier step: reopen at the first step that blocks.
  const blocking = CREATION_STEPS.find((s) => validate(s, startDraft).issues.length > 0);
  const storedStep = stored?.step ?? options.step ?? 'general';
  const startStep =
    blocking && CREATION_STEPS.indexOf(blocking) < CREATION_STEPS.indexOf(storedStep) ? blocking : storedStep;

  const store = createStore<EventCreationState>()((set, get) => {
    const setDraft = (draft: EventDraft, touched: CreationStep) => {
      const { issues } = get();
      // Once a step has shown problems, keep them current as the owner fixes them.
      const refreshed = issues[touched] ? { ...issues, [touched]: validate(touched, draft).issues } : issues;
      set({ draft, issues: refreshed });
    };

    const checkStep = (step: CreationStep) => {
      const { issues } = validate(step, get().draft);
      set({ issues: { ...get().issues, [step]: issues } });
      return issues;
    };

    const goTo = (target: CreationStep): MoveResult => {
      const to = CREATION_STEPS.indexOf(target);
      // Going back never needs a check: the owner may be going back precisely to fix an earlier step.
      const forward = to > CREATION_STEPS.indexOf(get().step);
      for (const step of forward ? CREATION_STEPS.slice(0, to) : []) {
        const issues = checkStep(step);
        if (issues.length > 0) return refusal(step, issues);
      }
      set({ step: target });
      return { ok: true, step: target };
    };

    const move = (by: number): MoveResult => {
      const at = CREATION_STEPS.indexOf(get().step) + by;
      const target = CREATION_STEPS[Math.min(Math.max(at, 0), CREATION_STEPS.length - 1)]!;
      return goTo(target);
    };

    return {
      step: startStep,
      draft: startDraft,
      issues: {},
      update: (step, patch) => {
        const { draft } = get();
        setDraft({ ...draft, [step]: { ...draft[step], ...patch } }, step);
      },
      upsertTask: (task) => {
        const { draft } = get();
        const tasks = [...(draft.task.tasks ?? [])];
        const at = tasks.findIndex((existing) => existing.id === task.id);
        if (at === -1) tasks.push(task);
        else tasks[at] = task;
        setDraft({ ...draft, task: { ...draft.task, tasks } }, 'task');
      },
      removeTask: (id) => {
        const { draft } = get();
        const tasks = (draft.task.tasks ?? [])
          .filter((task) => task.id !== id)
          .map((task) =>
            task.dependent_tasks?.includes(id)
              ? { ...task, dependent_tasks: task.dependent_tasks.filter((dep) => dep !== id) }
              : task,
          );
        setDraft({ ...draft, task: { ...draft.task, tasks } }, 'task');
      },
      check: checkStep,
      next: () => move(1),
      prev: () => move(-1),
      goTo,
      submit: () => {
        for (const step of CREATION_STEPS) {
          const issues = checkStep(step);
          if (issues.length > 0) return refusal(step, issues);
        }
        const { draft } = get();
        const flat = Object.assign({}, ...CREATION_STEPS.map((step) => draft[step]));
        return { ok: true, value: eventCreationSchema.parse(flat, { error: errorMap }) };
      },
      reset: () => {
        set({ step: 'general', draft: emptyDraft(), issues: {} });
        try {
          storage?.removeItem(key);
        } catch {
          // Storage may be unavailable (private mode); there is then nothing to forget.
        }
      },
    };
  });

  if (storage) {
    store.subscribe((state, previous) => {
      if (state.draft === previous.draft && state.step === previous.step) return;
      try {
        storage.setItem(
          key,
          JSON.stringify({ version: DRAFT_VERSION, step: state.step, draft: state.draft }),
        );
      } catch {
        // A full or disabled storage must not break the form; the draft then lives until the tab closes.
      }
    });
  }
  return store;
}
