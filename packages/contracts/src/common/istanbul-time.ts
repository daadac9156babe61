import type { TLanguage } from './languages.ts';

/** Dates are stored in UTC and shown in Turkey's time (architecture: Data). */
export const TIME_ZONE = 'Europe/Istanbul';

/** The Intl locale of each language, for every date, number and money format of both apps. */
export const INTL_LOCALES = { tr: 'tr-TR', en: 'en-GB' } as const satisfies Record<TLanguage, string>;

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it (a tenth of
// an upload's work when each call built its own).
// en-CA writes dates as YYYY-MM-DD.
const ISTANBUL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A formatter per language, made on first use. */
function perLanguage(options: Intl.DateTimeFormatOptions): (language: TLanguage) => Intl.DateTimeFormat {
  const made = new Map<TLanguage, Intl.DateTimeFormat>();
  return (language) => {
    let format = made.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: TIME_ZONE, ...options });
      made.set(language, format);
    }
    return format;
  };
}
const LONG_DATE = perLanguage({ dateStyle: 'long' });
const FULL_DATE = perLanguage({ dateStyle: 'full' });
const SHORT_DATE_TIME = perLanguage({ dateStyle: 'short', timeStyle: 'short' });

/** `YYYY-MM-DD` of the given moment in Istanbul (the `today` of `isBookableDemoDate`). */
export function todayInIstanbul(now: Date = new Date()): string {
  return ISTANBUL_DAY.format(now);
}

/** A `YYYY-MM-DD` calendar date moved by whole days (noon UTC keeps it clear of offsets). */
export function addCalendarDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** A moment as its calendar date in Istanbul: "24 Kasım 2026", "24 November 2026". */
export function formatIstanbulDate(moment: Date, language: TLanguage): string {
  return LONG_DATE(language).format(moment);
}

/**
 * A calendar date (`YYYY-MM-DD`) written out with its weekday: "24 Kasım 2026 Salı",
 * "Tuesday, 24 November 2026". Noon UTC is the same day in Istanbul, whatever the season.
 */
export function formatCalendarDate(date: string, language: TLanguage): string {
  return FULL_DATE(language).format(new Date(`${date}T12:00:00Z`));
}

/** A moment in Istanbul time: "24.11.2026 14:05", "24/11/2026, 14:05". */
export function formatIstanbulDateTime(moment: Date, language: TLanguage): string {
  return SHORT_DATE_TIME(language).format(moment);
}
