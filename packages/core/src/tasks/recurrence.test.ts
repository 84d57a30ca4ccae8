import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextWindowStart, RECURRING_TYPES, sameWindow, windowStart } from './recurrence';

const DAY = 86_400_000;
// Dates between 1900 and 2200, including before the Unix epoch where naive modulo breaks.
const anyDate = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2200-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const anyType = fc.constantFrom(...RECURRING_TYPES);

describe('recurrence windows', () => {
  it('start daily windows at 00:00 UTC and weekly windows on Monday 00:00 UTC', () => {
    const sunday = new Date('2025-06-15T23:59:59.999Z');
    expect(windowStart('DAILY', sunday).toISOString()).toBe('2025-06-15T00:00:00.000Z');
    expect(windowStart('WEEKLY', sunday).toISOString()).toBe('2025-06-09T00:00:00.000Z');
    expect(nextWindowStart('WEEKLY', sunday).toISOString()).toBe('2025-06-16T00:00:00.000Z');
    const mondayMidnight = new Date('2025-06-16T00:00:00.000Z');
    expect(windowStart('WEEKLY', mondayMidnight)).toEqual(mondayMidnight);
    expect(nextWindowStart('DAILY', mondayMidnight).toISOString()).toBe('2025-06-17T00:00:00.000Z');
  });

  it('ignore the local time zone of the date given', () => {
    // 2025-06-15 23:30 in UTC-5 is already Monday in UTC.
    const late = new Date('2025-06-15T23:30:00-05:00');
    expect(windowStart('WEEKLY', late).toISOString()).toBe('2025-06-16T00:00:00.000Z');
  });

  it('put every instant inside its window, which lasts exactly one day or one week', () => {
    fc.assert(
      fc.property(anyType, anyDate, (type, at) => {
        const start = windowStart(type, at).getTime();
        const next = nextWindowStart(type, at).getTime();
        expect(start).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(next);
        expect(next - start).toBe(type === 'DAILY' ? DAY : 7 * DAY);
        expect(new Date(start).getUTCHours() + new Date(start).getUTCMinutes()).toBe(0);
        if (type === 'WEEKLY') expect(new Date(start).getUTCDay()).toBe(1);
      }),
    );
  });

  it('agree on the window of two instants exactly when their starts agree', () => {
    fc.assert(
      fc.property(anyType, anyDate, (type, at) => {
        expect(sameWindow(type, at, windowStart(type, at))).toBe(true);
        expect(sameWindow(type, at, nextWindowStart(type, at))).toBe(false);
        expect(windowStart(type, nextWindowStart(type, at))).toEqual(nextWindowStart(type, at));
      }),
    );
  });

  it('refuse an invalid date instead of answering with NaN', () => {
    expect(() => windowStart('DAILY', new Date('nope'))).toThrow(RangeError);
  });
});
