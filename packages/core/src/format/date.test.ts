import { describe, expect, it } from 'vitest';
import { formatDateTime, isTimeZone, prepareDateTimeFormat, viewerTimeZone } from './date';

const at = new Date('2025-01-05T07:30:00Z');

function parts(text: string, language: 'en' | 'vi', timeZone: string) {
  // Compare against Intl's own parts so ICU's spacing (narrow no-break spaces) does not make the test brittle.
  const formatter = new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  expect(text).toBe(formatter.format(at));
  return Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
}

describe('formatDateTime', () => {
  it('shows month, day, year, hour, minute and time zone', () => {
    const en = parts(formatDateTime(at, 'en', 'Asia/Ho_Chi_Minh'), 'en', 'Asia/Ho_Chi_Minh');
    expect(en).toMatchObject({
      month: 'Jan',
      day: '5',
      year: '2025',
      hour: '2',
      minute: '30',
      dayPeriod: 'PM',
    });
    expect(en.timeZoneName).toBe('GMT+7');
  });

  it('uses Vietnamese month names and a 24-hour clock in Vietnamese', () => {
    const text = formatDateTime(at, 'vi', 'Asia/Ho_Chi_Minh');
    const vi = parts(text, 'vi', 'Asia/Ho_Chi_Minh');
    expect(vi).toMatchObject({ month: 'thg 1', day: '5', year: '2025', hour: '14', minute: '30' });
    expect(vi.dayPeriod).toBeUndefined();
  });

  it('shows the same instant in the zone asked for', () => {
    expect(parts(formatDateTime(at, 'en', 'UTC'), 'en', 'UTC')).toMatchObject({
      hour: '7',
      timeZoneName: 'UTC',
    });
    expect(
      parts(formatDateTime(at.toISOString(), 'en', 'America/New_York'), 'en', 'America/New_York'),
    ).toMatchObject({ day: '5', hour: '2', dayPeriod: 'AM', timeZoneName: 'EST' });
  });

  it("defaults to the viewer's zone", () => {
    expect(formatDateTime(at.getTime(), 'en')).toBe(formatDateTime(at, 'en', viewerTimeZone()));
  });

  it('refuses an invalid date or an unknown zone', () => {
    expect(() => formatDateTime('not a date', 'en', 'UTC')).toThrow(RangeError);
    expect(() => formatDateTime(at, 'en', 'Mars/Olympus')).toThrow(RangeError);
    expect(isTimeZone('Asia/Ho_Chi_Minh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('prepareDateTimeFormat', () => {
  it("builds the viewer's formatter ahead, so the first date shown builds none", () => {
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args) {
        built += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      prepareDateTimeFormat('vi');
      expect(built).toBe(1);
      const text = formatDateTime(at, 'vi');
      expect(built).toBe(1);
      parts(text, 'vi', viewerTimeZone());
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
