import type { Event } from '@w2e/core/contracts/events';
import { CREATION_STEPS, type CreationStep } from '@w2e/core/contracts/events';
import type { EventEditor } from '@w2e/core/contracts/tasks';
import type { EventDraft } from '@w2e/core/events/creation';
import type { PricingTier } from '@w2e/core/pricing/tiers';
import { buildPath, ROUTES } from '@w2e/core/routes';
import type { TaskConfigInput } from '@w2e/core/tasks/registry';

/** A stored config as a form holds it: a field the server stores as null is a field left empty. */
export function storedTask(config: Record<string, unknown>): TaskConfigInput {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== null)) as TaskConfigInput;
}

/** The flow's draft as the server stored it: what /event/{slug}/update resumes from on any device. */
export function draftOf(event: Event, editor: EventEditor): EventDraft {
  return {
    general: {
      title: event.title,
      slug: event.slug,
      guideline: event.guideline ?? '',
      description: event.description ?? '',
      start_time: event.start_time,
      end_time: event.end_time,
      banner: event.banner ?? '',
      thumbnail: event.thumbnail ?? '',
      max_participants: event.max_participants ?? undefined,
    },
    task: { tasks: editor.tasks.map((task) => storedTask(task.config)) },
    score: { score_label: event.score_label ?? '', metrics: event.metrics, rank_by: event.rank_by },
    leaderboard: {
      leaderboards: event.leaderboards.map((config) => ({
        order: config.order,
        name: config.name ?? '',
        rank: config.rank,
        winners: config.winners ?? undefined,
        reward: config.reward ?? '',
      })),
    },
    reward: {
      prize_pool: event.prize_pool ?? '',
      reward_by_task: event.reward_by_task,
      reward_by_leaderboard: event.reward_by_leaderboard,
      distribution: event.distribution,
      eligibility: event.eligibility,
    },
  };
}

export function isCreationStep(value: unknown): value is CreationStep {
  return CREATION_STEPS.includes(value as CreationStep);
}

export function nextStep(step: CreationStep): CreationStep {
  return CREATION_STEPS[Math.min(CREATION_STEPS.indexOf(step) + 1, CREATION_STEPS.length - 1)]!;
}

export const updatePath = (slug: string, step?: CreationStep) =>
  `${buildPath(ROUTES.eventUpdate, { slug })}${step ? `?step=${step}` : ''}`;

/** What the host may add: a tier, or every type for operators. */
export type HostAccess = PricingTier | 'operator';

/** `datetime-local` shows local time without a zone; the contracts carry ISO 8601 with one. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An empty number input means "not given". */
export const numberOrUndefined = (value: string | number) => (typeof value === 'number' ? value : undefined);

/**
 * The ids of the flow's toasts: a step's "saved" toast is taken away as soon as a step shows a problem (no
 * "Event saved" beside an error), and the dates' notification once the dates are fixed.
 */
export const SAVED_TOAST = 'event-step-saved';
export const DATES_TOAST = 'event-dates';
