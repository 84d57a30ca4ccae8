import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';

/**
 * Event lifecycle (spec section 4): draft → published → finished. Publishing cannot be undone, because
 * players may already have scored; a draft is never finished directly, because an event that never ran
 * has nothing to close (delete it instead).
 */
export const EVENT_STATUSES = ['draft', 'published', 'finished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const eventStatusSchema = lazySchema(() =>
  z.enum(EVENT_STATUSES, { error: message('tasks:choiceInvalid') }),
);

export const EVENT_STATUS_LABELS: Record<EventStatus, TranslationKey> = {
  draft: 'events:statusDraft',
  published: 'events:statusPublished',
  finished: 'events:statusFinished',
};

const TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  draft: ['published'],
  published: ['finished'],
  finished: [],
};

export function allowedTransitions(from: EventStatus): readonly EventStatus[] {
  return TRANSITIONS[from];
}

/** Staying in the same status is not a move, so it is refused too: a second "publish" is a client bug. */
export function canTransition(from: EventStatus, to: EventStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export type TransitionResult = { ok: true; status: EventStatus } | { ok: false; message: string };

export function transitionEvent(from: EventStatus, to: EventStatus): TransitionResult {
  if (canTransition(from, to)) return { ok: true, status: to };
  if (to === 'draft' && from !== 'draft') return { ok: false, message: message('events:cannotUnpublish') };
  return { ok: false, message: message('events:transitionInvalid') };
}

/**
 * The part of an event its gates read. Times are instants; the window is [start_time, end_time). A null
 * `end_time` is a nonstop event (the list's `type=nonstop`): it runs until its host finishes it.
 */
export interface EventTiming {
  status: EventStatus;
  start_time: Date;
  end_time: Date | null;
}

/**
 * Where an event stands for players at `now`. Only a running event accepts task completions and score
 * (spec section 4: after the end tasks cannot be done and no score is added). An owner may finish an event
 * before its end time; it is then ended too.
 */
export type EventPhase = 'not_published' | 'not_started' | 'running' | 'ended';

export function eventPhase(event: EventTiming, now: Date): EventPhase {
  if (event.status === 'draft') return 'not_published';
  if (event.status === 'finished' || (event.end_time && now.getTime() >= event.end_time.getTime()))
    return 'ended';
  if (now.getTime() < event.start_time.getTime()) return 'not_started';
  return 'running';
}

export function acceptsCompletions(event: EventTiming, now: Date): boolean {
  return eventPhase(event, now) === 'running';
}

/**
 * Published and finished events are public (finished ones keep their leaderboard on show); a draft is seen
 * only by those who manage it: the event owner and the clan's owner and admins.
 */
export function isViewable(event: Pick<EventTiming, 'status'>, viewer: { canManage: boolean }): boolean {
  return event.status !== 'draft' || viewer.canManage;
}

/** What each closed phase tells a player: the page's notice, and the server's refusal of a task. */
export const EVENT_PHASE_NOTICES: Record<Exclude<EventPhase, 'running'>, TranslationKey> = {
  not_published: 'events:notPublished',
  not_started: 'events:notStarted',
  ended: 'events:ended',
};

/** The banner an event page shows at `now` ("not published", "not started", "ended"), or null while it runs. */
export function eventNotice(event: EventTiming, now: Date): string | null {
  const phase = eventPhase(event, now);
  return phase === 'running' ? null : message(EVENT_PHASE_NOTICES[phase]);
}
