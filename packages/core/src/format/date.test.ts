import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, isTimeZone, viewerTimeZone } from './date';

const at = new Date('2025-01-05T07:30:00Z');

describe('formatDateTime', () => {
  it('shows month, day, year, hour, minute and time zone', () => {
    expect(formatDateTime(at, 'en', 'Asia/Ho_Chi_Minh')).toBe('Jan 5, 2025, 2:30 PM GMT+7');
    expect(formatDateTime(at, 'en', 'UTC')).toBe('Jan 5, 2025, 7:30 AM UTC');
  });

  it('uses Vietnamese month names and a 24-hour clock in Vietnamese', () => {
    expect(formatDateTime(at, 'vi', 'Asia/Ho_Chi_Minh')).toBe('14:30 GMT+7 5 thg 1, 2025');
    expect(formatDateTime('2025-12-31T23:05:00Z', 'vi', 'UTC')).toBe('23:05 UTC 31 thg 12, 2025');
  });

  it('shows the same instant in the zone asked for, the zone as its offset', () => {
    expect(formatDateTime(at.toISOString(), 'en', 'America/New_York')).toBe('Jan 5, 2025, 2:30 AM GMT-5');
    // Summer time moves the offset with the clock.
    expect(formatDateTime('2025-07-05T07:30:00Z', 'en', 'America/New_York')).toBe(
      'Jul 5, 2025, 3:30 AM GMT-4',
    );
    expect(formatDateTime(at, 'en', 'Asia/Kolkata')).toBe('Jan 5, 2025, 1:00 PM GMT+5:30');
    // Midnight and noon on a 12-hour clock, and a day that differs from UTC's.
    expect(formatDateTime('2025-01-05T17:00:00Z', 'en', 'Asia/Ho_Chi_Minh')).toBe(
      'Jan 6, 2025, 12:00 AM GMT+7',
    );
    expect(formatDateTime('2025-01-05T12:00:00Z', 'en', 'UTC')).toBe('Jan 5, 2025, 12:00 PM UTC');
  });

  it('agrees with Intl on the wall clock of a named zone', () => {
    for (const timeZone of [
      'Asia/Ho_Chi_Minh',
      'America/Los_Angeles',
      'Australia/Adelaide',
      'Europe/London',
    ]) {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        })
          .formatToParts(at)
          .map((p) => [p.type, p.value]),
      );
      expect(formatDateTime(at, 'vi', timeZone)).toMatch(
        new RegExp(
          `^${parts.hour!.padStart(2, '0')}:${parts.minute} \\S+ ${parts.day} thg ${parts.month}, 2025$`,
        ),
      );
    }
  });

  describe("the viewer's zone", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('is the default, read from the runtime without a zone name', () => {
      expect(formatDateTime(at.getTime(), 'en')).toBe(formatDateTime(at, 'en', viewerTimeZone()));
    });

    it('is written as its offset', () => {
      // A viewer seven hours east of UTC (Date reports the offset west of UTC, in minutes).
      vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-420);
      vi.spyOn(Date.prototype, 'getHours').mockReturnValue(14);
      expect(formatDateTime(at, 'en')).toMatch(/ 2:30 PM GMT\+7$/);
      vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(330);
      expect(formatDateTime(at, 'en')).toMatch(/ GMT-5:30$/);
    });

    it('builds no Intl formatter', () => {
      const Real = Intl.DateTimeFormat;
      let built = 0;
      Intl.DateTimeFormat = new Proxy(Real, {
        construct(target, args) {
          built += 1;
          return Reflect.construct(target, args);
        },
      });
      try {
        formatDateTime(at, 'vi');
        formatDateTime(at, 'en', 'UTC');
        expect(built).toBe(0);
      } finally {
        Intl.DateTimeFormat = Real;
      }
    });
  });

  it('refuses an invalid date or an unknown zone', () => {
    expect(() => formatDateTime('not a date', 'en', 'UTC')).toThrow(RangeError);
    expect(() => formatDateTime(at, 'en', 'Mars/Olympus')).toThrow(RangeError);
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
