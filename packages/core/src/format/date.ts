import type { Language } from '../i18n/languages';

/**
 * Spec section 9: dates show month, day, year, hour, minute and the time zone. The zone is named, not assumed,
 * because the same event time is read by players in many zones and by bots running in UTC.
 */
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** Building an Intl formatter is costly next to using one; lists of events format hundreds of dates. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const cacheKey = `${language}|${timeZone ?? ''}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...DATE_TIME_OPTIONS, timeZone });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * Builds the viewer's formatter for `language` ahead of its first use. The first formatter that names a time zone
 * loads the runtime's zone names (about 15 ms on a fast desktop, four times that on a phone): a page calls this
 * in a task of its own so that cost is not part of a longer one, such as hydrating server-rendered markup.
 */
export function prepareDateTimeFormat(language: Language): void {
  formatterFor(language, undefined);
}

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
 * Vietnamese. `timeZone` is an IANA name and defaults to the viewer's. Throws a RangeError for an invalid date
 * or an unknown zone.
 */
export function formatDateTime(value: Date | string | number, language: Language, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return formatterFor(language, timeZone).format(date);
}
