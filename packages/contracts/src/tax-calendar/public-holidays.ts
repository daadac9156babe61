import { addCalendarDays } from '../common/istanbul-time.ts';

/**
 * Turkey's official holidays, as data with their sources, and the working-day rule the tax
 * calendar moves deadlines by.
 *
 * - National holidays: 2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun, md. 1 and 2
 *   (1 January; 23 April; 1 May; 19 May; 15 July; 30 August; 29 October, with the afternoon of
 *   28 October as its eve). They fall on the same dates every year, so they are known for any year.
 * - Religious holidays: the same law's md. 2 (Ramazan Bayramı three and a half days, Kurban
 *   Bayramı four and a half, each with its arife afternoon). Their dates follow the Hijri calendar
 *   and come from Diyanet İşleri Başkanlığı's yearly "Dini Günler" calendar, so they are written
 *   down year by year below: only those years are covered (TAX_CALENDAR_COVERED_YEARS).
 * - Half days (arife, 28 October) close offices from 13:00 but are not holidays for VUK md. 18:
 *   a deadline on one stays there (the morning is a working day). The calendar says so beside it.
 * - Administrative leave ("idari izin") that the government sometimes adds to bridge a holiday to a
 *   weekend is not an official holiday and does not move a deadline; GİB announces any extension
 *   it grants on its own, which this data cannot foresee.
 */

const NATIONAL_HOLIDAYS_SOURCE = '2429 sayılı Ulusal Bayram ve Genel Tatiller Hakkında Kanun, md. 1-2';
const RELIGIOUS_HOLIDAYS_SOURCE = 'Diyanet İşleri Başkanlığı, Dini Günler Takvimi';

type THolidayName =
  | 'new_year'
  | 'national_sovereignty'
  | 'labour_day'
  | 'youth_day'
  | 'democracy_day'
  | 'victory_day'
  | 'republic_day'
  | 'ramazan_bayrami'
  | 'kurban_bayrami';

/** One official holiday day: a whole day, or the afternoon of an eve (`half`). */
export type THoliday = { date: string; name: THolidayName; half: boolean; source: string };

/** The national holidays by month-day (2429 md. 1-2); 28 October is the half-day eve of Republic Day. */
const NATIONAL_HOLIDAYS: readonly { monthDay: string; name: THolidayName; half: boolean }[] = [
  { monthDay: '01-01', name: 'new_year', half: false },
  { monthDay: '04-23', name: 'national_sovereignty', half: false },
  { monthDay: '05-01', name: 'labour_day', half: false },
  { monthDay: '05-19', name: 'youth_day', half: false },
  { monthDay: '07-15', name: 'democracy_day', half: false },
  { monthDay: '08-30', name: 'victory_day', half: false },
  { monthDay: '10-28', name: 'republic_day', half: true },
  { monthDay: '10-29', name: 'republic_day', half: false },
];

/**
 * The religious holidays of each covered year: the arife (half day) and the first day; Ramazan
 * Bayramı lasts 3 days, Kurban Bayramı 4. Dates from Diyanet's Dini Günler calendars (2025 and
 * 2026 as published; 2027 as Diyanet's calculated calendar gives them: check it against the
 * published one when it comes out). Add a year here to cover it.
 */
const RELIGIOUS_HOLIDAYS: Record<number, { ramazan: string; kurban: string }> = {
  // Ramazan Bayramı 30 March - 1 April (arife 29 March); Kurban Bayramı 6-9 June (arife 5 June).
  2025: { ramazan: '2025-03-30', kurban: '2025-06-06' },
  // Ramazan Bayramı 20-22 March (arife 19 March); Kurban Bayramı 27-30 May (arife 26 May).
  2026: { ramazan: '2026-03-20', kurban: '2026-05-27' },
  // Ramazan Bayramı 9-11 March (arife 8 March); Kurban Bayramı 16-19 May (arife 15 May).
  2027: { ramazan: '2027-03-09', kurban: '2027-05-16' },
};

const RELIGIOUS_LENGTH = { ramazan_bayrami: 3, kurban_bayrami: 4 } as const;

/** The years whose religious holidays are known: the calendar answers only inside them. */
export const TAX_CALENDAR_COVERED_YEARS = Object.keys(RELIGIOUS_HOLIDAYS)
  .map(Number)
  .sort((a, b) => a - b);
const firstYear = TAX_CALENDAR_COVERED_YEARS[0] ?? 0;
const lastYear = TAX_CALENDAR_COVERED_YEARS[TAX_CALENDAR_COVERED_YEARS.length - 1] ?? 0;
/** The first and last day (`YYYY-MM-DD`) the calendar covers. */
export const TAX_CALENDAR_COVERAGE = { first: `${firstYear}-01-01`, last: `${lastYear}-12-31` } as const;

export const isCoveredDate = (date: string): boolean =>
  date >= TAX_CALENDAR_COVERAGE.first && date <= TAX_CALENDAR_COVERAGE.last;

function religiousDays(start: string, name: 'ramazan_bayrami' | 'kurban_bayrami'): THoliday[] {
  const days: THoliday[] = [
    { date: addCalendarDays(start, -1), name, half: true, source: RELIGIOUS_HOLIDAYS_SOURCE },
  ];
  for (let day = 0; day < RELIGIOUS_LENGTH[name]; day += 1) {
    days.push({ date: addCalendarDays(start, day), name, half: false, source: RELIGIOUS_HOLIDAYS_SOURCE });
  }
  return days;
}

/** Every official holiday day of a year, in date order (religious ones only for covered years). */
export function holidaysOfYear(year: number): THoliday[] {
  const national = NATIONAL_HOLIDAYS.map(({ monthDay, name, half }) => ({
    date: `${year}-${monthDay}`,
    name,
    half,
    source: NATIONAL_HOLIDAYS_SOURCE,
  }));
  const religious = RELIGIOUS_HOLIDAYS[year];
  const all = religious
    ? [
        ...national,
        ...religiousDays(religious.ramazan, 'ramazan_bayrami'),
        ...religiousDays(religious.kurban, 'kurban_bayrami'),
      ]
    : national;
  return all.sort((a, b) => a.date.localeCompare(b.date));
}

const byYear = new Map<number, Map<string, THoliday>>();
function holidayMap(year: number): Map<string, THoliday> {
  let map = byYear.get(year);
  if (!map) {
    // A whole day wins over a half day on the same date (never happens in the data, but cheap).
    map = new Map();
    for (const holiday of holidaysOfYear(year)) {
      const known = map.get(holiday.date);
      if (!known || known.half) map.set(holiday.date, holiday);
    }
    byYear.set(year, map);
  }
  return map;
}

/** The holiday on a date (a half day included), or null. */
export function holidayOn(date: string): THoliday | null {
  return holidayMap(Number(date.slice(0, 4))).get(date) ?? null;
}

/** Saturday or Sunday (a `YYYY-MM-DD` calendar date; noon UTC is that day everywhere). */
function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** A day tax offices work: not a weekend, not a whole-day official holiday (a half day counts as working). */
export function isWorkingDay(date: string): boolean {
  if (isWeekend(date)) return false;
  const holiday = holidayOn(date);
  return !holiday || holiday.half;
}

/**
 * VUK md. 18: "Sürenin son günü resmi tatil gününe rastlarsa, süre tatili takip eden ilk iş
 * gününün bitim saatinde biter." Saturdays and Sundays count as holidays for it (GİB's practice:
 * the e-beyanname deadlines that fall on a weekend end on the Monday). The date itself when it is
 * a working day.
 */
export function nextWorkingDay(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addCalendarDays(day, 1);
  return day;
}
