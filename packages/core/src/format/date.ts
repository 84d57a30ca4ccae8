import type { Language } from '../i18n/languages';

/**
 * Spec section 9: dates show month, day, year, hour, minute and the time zone. The zone is named, not assumed,
 * because the same event time is read by players in many zones and by bots running in UTC.
 *
 * The text is composed here rather than by Intl.DateTimeFormat, for two reasons:
 * - The server renders public pages and the browser hydrates them. Intl's output depends on the runtime's ICU
 *   version (Node's and Chromium's differ, down to the kind of space before "PM"), and any difference is a
 *   hydration mismatch (React's error 418: the page is thrown away and rendered again).
 * - Building the first Intl formatter in a page loads ICU's locale and zone data: 25–75 ms on a desktop, four
 *   times that on a phone, in the middle of the page's first long task.
 *
 * The zone is always written as an offset ("GMT+7", "GMT-5", "GMT+5:30"; "UTC" for an offset of zero), the same
 * in both languages and on every runtime. Intl is used only to read another named zone's wall clock.
 */

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A wall-clock reading of an instant in some zone, and that zone's offset from UTC in minutes (east positive). */
interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  offsetMinutes: number;
}

function utcClock(date: Date): WallClock {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    offsetMinutes: 0,
  };
}

/** The runtime's own zone (the viewer's in a browser), read through Date without Intl. */
function localClock(date: Date): WallClock {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    offsetMinutes: -date.getTimezoneOffset(),
  };
}

/** Reading a named zone's clock needs Intl; one formatter per zone, since building one is costly. */
const zoneReaders = new Map<string, Intl.DateTimeFormat>();

function zoneClock(date: Date, timeZone: string): WallClock {
  let reader = zoneReaders.get(timeZone);
  if (!reader) {
    // Throws a RangeError for an unknown zone.
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneReaders.set(timeZone, reader);
  }
  const part = Object.fromEntries(reader.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  const clock = {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour! % 24,
    minute: part.minute!,
  };
  // The offset is how far the zone's wall clock is ahead of UTC at that instant (whole minutes).
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const utcMinute = Math.floor(date.getTime() / 60_000) * 60_000;
  return { ...clock, offsetMinutes: Math.round((asUtc - utcMinute) / 60_000) };
}

function zoneLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

function compose(clock: WallClock, language: Language): string {
  const zone = zoneLabel(clock.offsetMinutes);
  if (language === 'vi') {
    // As Vietnamese writes it: 24-hour time first, then "5 thg 1, 2025".
    return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)} ${zone} ${clock.day} thg ${clock.month}, ${clock.year}`;
  }
  const hour12 = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  const period = clock.hour < 12 ? 'AM' : 'PM';
  return `${MONTHS_EN[clock.month - 1]} ${clock.day}, ${clock.year}, ${hour12}:${twoDigits(clock.minute)} ${period} ${zone}`;
}

/** The zone pages are rendered in on the server, and hydrated in before they switch to the viewer's. */
export const RENDER_TIME_ZONE = 'UTC';

/** The runtime's zone: the viewer's in a browser, the process's on a server (which should pass one). */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether Intl knows the IANA zone name (such as a browser-reported zone stored on a profile). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A date and time for people: "Jan 5, 2025, 2:30 PM GMT+7" in English, "14:30 GMT+7 5 thg 1, 2025" in
 * Vietnamese. `timeZone` is an IANA name and defaults to the runtime's own (the viewer's in a browser). Throws a
 * RangeError for an invalid date or an unknown zone.
 */
export function formatDateTime(value: Date | string | number, language: Language, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const clock =
    timeZone === undefined
      ? localClock(date)
      : timeZone === 'UTC' || timeZone === 'Etc/UTC'
        ? utcClock(date)
        : zoneClock(date, timeZone);
  return compose(clock, language);
}
