import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMessage } from '../validation/message';
import {
  acceptsCompletions,
  allowedTransitions,
  canTransition,
  EVENT_STATUSES,
  type EventTiming,
  eventNotice,
  eventPhase,
  isViewable,
  transitionEvent,
} from './state';

const event = (status: EventTiming['status']): EventTiming => ({
  status,
  start_time: new Date('2025-07-01T00:00:00Z'),
  end_time: new Date('2025-07-31T00:00:00Z'),
});
const key = (raw: string | null) => (raw === null ? null : parseMessage(raw)?.key);

describe('event status transitions', () => {
  it('publish a draft and finish a published event', () => {
    expect(transitionEvent('draft', 'published')).toEqual({ ok: true, status: 'published' });
    expect(transitionEvent('published', 'finished')).toEqual({ ok: true, status: 'finished' });
  });

  it('never undo publishing', () => {
    for (const from of ['published', 'finished'] as const) {
      const result = transitionEvent(from, 'draft');
      expect(result.ok).toBe(false);
      expect(!result.ok && key(result.message)).toBe('events:cannotUnpublish');
    }
  });

  it('refuse finishing a draft, reopening a finished event and staying put', () => {
    for (const [from, to] of [
      ['draft', 'finished'],
      ['finished', 'published'],
      ['published', 'published'],
    ] as const) {
      const result = transitionEvent(from, to);
      expect(!result.ok && key(result.message), `${from}->${to}`).toBe('events:transitionInvalid');
    }
  });

  it('only ever move forward along draft, published, finished', () => {
    const status = fc.constantFrom(...EVENT_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        const forward = EVENT_STATUSES.indexOf(to) === EVENT_STATUSES.indexOf(from) + 1;
        expect(canTransition(from, to)).toBe(forward);
        expect(transitionEvent(from, to).ok).toBe(forward);
      }),
    );
    expect(allowedTransitions('finished')).toEqual([]);
  });
});

describe('event phase and notices', () => {
  it('say "not published" for a draft, whatever the time', () => {
    expect(eventPhase(event('draft'), new Date('2025-07-10T00:00:00Z'))).toBe('not_published');
    expect(key(eventNotice(event('draft'), new Date('2025-07-10T00:00:00Z')))).toBe('events:notPublished');
  });

  it('say "not started" before the start, nothing while running, "ended" from the end time on', () => {
    const published = event('published');
    expect(key(eventNotice(published, new Date('2025-06-30T23:59:59Z')))).toBe('events:notStarted');
    expect(eventNotice(published, new Date('2025-07-01T00:00:00Z'))).toBeNull();
    expect(acceptsCompletions(published, new Date('2025-07-30T23:59:59Z'))).toBe(true);
    expect(key(eventNotice(published, new Date('2025-07-31T00:00:00Z')))).toBe('events:ended');
    expect(acceptsCompletions(published, new Date('2025-07-31T00:00:00Z'))).toBe(false);
  });

  it('treat an event finished early as ended', () => {
    expect(eventPhase(event('finished'), new Date('2025-07-10T00:00:00Z'))).toBe('ended');
  });

  it('show published and finished events to everyone and drafts only to their managers', () => {
    expect(isViewable(event('published'), { canManage: false })).toBe(true);
    expect(isViewable(event('finished'), { canManage: false })).toBe(true);
    expect(isViewable(event('draft'), { canManage: false })).toBe(false);
    expect(isViewable(event('draft'), { canManage: true })).toBe(true);
  });
});
