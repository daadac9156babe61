import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common/languages.ts';
import { documentsDueDate } from '../documents/document-periods.ts';
import { MESSAGE_CATALOGUES } from '../messages/catalogue.ts';
import {
  holidayOn,
  holidaysOfYear,
  isWorkingDay,
  nextWorkingDay,
  TAX_CALENDAR_COVERAGE,
  TAX_CALENDAR_COVERED_YEARS,
} from './public-holidays.ts';
import { companyKindOfPacket, type TTaxEvent, taxCalendar } from './tax-calendar.ts';
import {
  addMonthsToDate,
  TAX_CALENDAR_MESSAGE_KEYS,
  TAX_CALENDAR_MESSAGES,
  ZTaxCalendarQuery,
} from './tax-calendar-routes.ts';
import { DOCUMENTS_DEADLINE_SOURCE, TAX_EVENT_KINDS, TAX_RULES } from './tax-rules.ts';

const all = (from: string, to: string) => taxCalendar({ companyKind: 'unknown', from, to });
const event = (id: string, events: TTaxEvent[] = all('2025-01-01', '2027-12-31')) =>
  events.find((item) => item.id === id);

describe('public holidays', () => {
  it('covers 2025, 2026 and 2027', () => {
    expect(TAX_CALENDAR_COVERED_YEARS).toEqual([2025, 2026, 2027]);
    expect(TAX_CALENDAR_COVERAGE).toEqual({ first: '2025-01-01', last: '2027-12-31' });
  });

  it("has the national holidays of 2429 sayılı Kanun, with 28 October's afternoon as a half day", () => {
    const national = holidaysOfYear(2026).filter((day) => day.source.startsWith('2429'));
    expect(national.map((day) => day.date.slice(5))).toEqual([
      '01-01',
      '04-23',
      '05-01',
      '05-19',
      '07-15',
      '08-30',
      '10-28',
      '10-29',
    ]);
    expect(holidayOn('2026-10-28')?.half).toBe(true);
    expect(holidayOn('2026-10-29')?.half).toBe(false);
  });

  it.each([
    [
      2025,
      ['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01'],
      ['2025-06-05', '2025-06-06', '2025-06-09'],
    ],
    [
      2026,
      ['2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22'],
      ['2026-05-26', '2026-05-27', '2026-05-30'],
    ],
    [
      2027,
      ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11'],
      ['2027-05-15', '2027-05-16', '2027-05-19'],
    ],
  ])(
    'has Ramazan and Kurban Bayramı of %i from Diyanet, each with its arife as a half day',
    (year, ramazan, kurbanDays) => {
      const days = holidaysOfYear(year);
      const named = (name: string) => days.filter((day) => day.name === name);
      expect(named('ramazan_bayrami').map((day) => day.date)).toEqual(ramazan);
      expect(named('ramazan_bayrami').map((day) => day.half)).toEqual([true, false, false, false]);
      const kurban = named('kurban_bayrami');
      expect(kurban).toHaveLength(5);
      expect([kurban[0]?.date, kurban[1]?.date, kurban[4]?.date]).toEqual(kurbanDays);
      expect(kurban[0]?.half).toBe(true);
    },
  );

  it('has no religious holidays outside the covered years', () => {
    expect(holidaysOfYear(2028).every((day) => day.source.startsWith('2429'))).toBe(true);
  });

  it('counts weekends and whole holidays as days off, half days as working days', () => {
    expect(isWorkingDay('2026-04-28')).toBe(true); // Tuesday
    expect(isWorkingDay('2026-03-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-05-27')).toBe(false); // Kurban Bayramı, Wednesday
    expect(isWorkingDay('2026-05-26')).toBe(true); // its arife, Tuesday
  });

  it('moves a day off to the next working day, over a bayram and the weekend after it', () => {
    expect(nextWorkingDay('2026-04-28')).toBe('2026-04-28');
    expect(nextWorkingDay('2026-03-28')).toBe('2026-03-30');
    expect(nextWorkingDay('2026-03-20')).toBe('2026-03-23');
    expect(nextWorkingDay('2025-03-31')).toBe('2025-04-02');
    expect(nextWorkingDay('2026-05-28')).toBe('2026-06-01');
  });
});

describe('taxCalendar', () => {
  it('has KDV for 2026-03 due Tuesday 28 April 2026, not moved', () => {
    expect(event('kdv:2026-03')).toEqual({
      id: 'kdv:2026-03',
      date: '2026-04-28',
      original_date: '2026-04-28',
      kind: 'kdv',
      period: '2026-03',
      title_key: 'taxCalendar.kinds.kdv',
      source: expect.stringContaining('3065 sayılı Katma Değer Vergisi Kanunu md. 41'),
      half_day: false,
    });
  });

  it('moves a deadline on a Saturday to the Monday (KDV for 2026-02: 28 March → 30 March)', () => {
    expect(event('kdv:2026-02')).toMatchObject({ original_date: '2026-03-28', date: '2026-03-30' });
  });

  it('moves a deadline on Kurban Bayramı past it and the weekend (KDV for 2026-04: 28 May → 1 June)', () => {
    expect(event('kdv:2026-04')).toMatchObject({ original_date: '2026-05-28', date: '2026-06-01' });
  });

  it('moves geçici vergi Q1 2027 (17 May, Kurban Bayramı) to Thursday 20 May', () => {
    expect(event('gecici:2027-Q1')).toMatchObject({ original_date: '2027-05-17', date: '2027-05-20' });
  });

  it('leaves a deadline on a half day where it is, marked (muhtasar for 2026-04 on the arife, KDV on 28 October)', () => {
    expect(event('muhtasar:2026-04')).toMatchObject({
      date: '2026-05-26',
      original_date: '2026-05-26',
      half_day: true,
    });
    expect(event('kdv:2026-09')).toMatchObject({ date: '2026-10-28', half_day: true });
  });

  it('has geçici vergi for the first three quarters on the 17th of the second month after, and none for Q4', () => {
    const events = all('2025-01-01', '2026-12-31');
    // 17 May 2025 is a Saturday and 19 May a holiday: Tuesday 20 May.
    expect(event('gecici:2025-Q1', events)).toMatchObject({
      original_date: '2025-05-17',
      date: '2025-05-20',
    });
    expect(event('gecici:2025-Q2', events)).toMatchObject({
      original_date: '2025-08-17',
      date: '2025-08-18',
    });
    expect(event('gecici:2025-Q3', events)).toMatchObject({
      original_date: '2025-11-17',
      date: '2025-11-17',
    });
    expect(event('gecici:2025-Q4', events)).toBeUndefined();
  });

  it('has the yearly returns: income tax by 31 March with its second instalment by 31 July, corporate tax by 30 April', () => {
    expect(event('yillik_gelir:2025')).toMatchObject({ date: '2026-03-31', period: '2025' });
    expect(event('yillik_gelir_taksit:2025')).toMatchObject({ date: '2026-07-31' });
    expect(event('kurumlar:2025')).toMatchObject({ date: '2026-04-30' });
  });

  it('has muhtasar on the 26th, SGK premiums and Form Ba/Bs at the end of the following month', () => {
    expect(event('muhtasar:2026-02')).toMatchObject({ date: '2026-03-26' });
    expect(event('sgk_prim:2026-10')).toMatchObject({ date: '2026-11-30' });
    expect(event('ba_bs:2026-10')).toMatchObject({ date: '2026-11-30' });
  });

  it('has the documents deadline 7 days after the month, moved off a weekend like every other deadline', () => {
    expect(event('documents:2026-03')).toMatchObject({ date: '2026-04-07', original_date: '2026-04-07' });
    // 7 March 2026 is a Saturday: the deadline moves to Monday 9 March, as the page says it does.
    expect(event('documents:2026-02')).toMatchObject({ date: '2026-03-09', original_date: '2026-03-07' });
    expect(event('documents:2026-02')?.date).toBe(documentsDueDate('2026-02'));
    const year = all('2025-01-01', '2027-12-31');
    expect(year.every((item) => isWorkingDay(item.date))).toBe(true);
    expect(DOCUMENTS_DEADLINE_SOURCE).not.toMatch(/documentsDueDate|\(\w+\)/);
  });

  it('leaves out the periods that ended before the company existed', () => {
    // Founded on 28 November 2026: no return or documents for October, November's and the
    // fourth quarter's (and 2026's) are due.
    const founded = taxCalendar({
      companyKind: 'corporation',
      from: '2026-11-01',
      to: '2027-05-31',
      existsFrom: '2026-11-28',
    });
    const periods = new Set(founded.map((item) => item.period));
    expect([...periods].some((period) => period < '2026-11' && /^\d{4}-\d{2}$/.test(period))).toBe(false);
    expect(founded.find((item) => item.id === 'kdv:2026-10')).toBeUndefined();
    expect(founded.find((item) => item.id === 'documents:2026-10')).toBeUndefined();
    expect(founded.find((item) => item.id === 'kdv:2026-11')).toMatchObject({ date: '2026-12-28' });
    expect(founded.find((item) => item.id === 'documents:2026-11')).toBeDefined();
    expect(founded.find((item) => item.id === 'kurumlar:2026')).toBeDefined();
    // Without a day the company came to exist, October's deadlines stand.
    const always = taxCalendar({ companyKind: 'corporation', from: '2026-11-01', to: '2027-05-31' });
    expect(always.find((item) => item.id === 'kdv:2026-10')).toBeDefined();
    // A company founded in January 2026 files nothing for 2025, not even the year's return.
    const january = taxCalendar({
      companyKind: 'corporation',
      from: '2026-01-01',
      to: '2026-12-31',
      existsFrom: '2026-01-15',
    });
    expect(january.some((item) => item.period.startsWith('2025'))).toBe(false);
    expect(january.find((item) => item.id === 'gecici:2026-Q1')).toBeDefined();
  });

  it('gives a sole proprietorship income tax and no corporate tax or Ba/Bs; a company the other way round', () => {
    const kinds = (companyKind: 'sole_proprietorship' | 'corporation') =>
      new Set(taxCalendar({ companyKind, from: '2026-01-01', to: '2026-12-31' }).map((item) => item.kind));
    expect([...kinds('sole_proprietorship')].sort()).toEqual(
      ['documents', 'gecici', 'kdv', 'muhtasar', 'sgk_prim', 'yillik_gelir', 'yillik_gelir_taksit'].sort(),
    );
    expect([...kinds('corporation')].sort()).toEqual(
      ['ba_bs', 'documents', 'gecici', 'kdv', 'kurumlar', 'muhtasar', 'sgk_prim'].sort(),
    );
  });

  it('answers only events whose moved date is inside the range, in date order', () => {
    // KDV for 2026-04 is due 28 May but moves to 1 June: in June's range, not May's.
    expect(event('kdv:2026-04', all('2026-05-01', '2026-05-31'))).toBeUndefined();
    expect(event('kdv:2026-04', all('2026-06-01', '2026-06-30'))).toBeDefined();
    const year = all('2026-01-01', '2026-12-31');
    expect(year.every((item) => item.date >= '2026-01-01' && item.date <= '2026-12-31')).toBe(true);
    expect(year.map((item) => item.date)).toEqual(year.map((item) => item.date).sort());
    expect(new Set(year.map((item) => item.id)).size).toBe(year.length);
  });

  it('is the same calendar whatever range asks for an event (stable ids)', () => {
    const wide = event('muhtasar:2026-05', all('2026-01-01', '2026-12-31'));
    const narrow = event('muhtasar:2026-05', all('2026-06-26', '2026-06-26'));
    expect(narrow).toEqual(wide);
  });

  it('has no law deadline between 1 and 25 July in the covered years, so mali tatil (5604) changes nothing', () => {
    const july = all('2025-01-01', '2027-12-31').filter(
      (item) => item.kind !== 'documents' && item.date.slice(5) >= '07-01' && item.date.slice(5) <= '07-25',
    );
    expect(july).toEqual([]);
  });

  it('names an official source beside every rule', () => {
    for (const rule of TAX_RULES) expect(rule.source.length).toBeGreaterThan(20);
    expect(TAX_EVENT_KINDS).toContain('documents');
  });
});

describe('companyKindOfPacket', () => {
  it('reads the kind from the packet, unknown when the packet does not say', () => {
    expect(companyKindOfPacket('accountant-starter')).toBe('sole_proprietorship');
    expect(companyKindOfPacket('accountant-standard')).toBe('corporation');
    expect(companyKindOfPacket('accountant-premium')).toBe('corporation');
    expect(companyKindOfPacket('accountant-e-commerce')).toBe('unknown');
    expect(companyKindOfPacket(null)).toBe('unknown');
  });
});

describe('ZTaxCalendarQuery', () => {
  const problems = (from: string, to: string) => {
    const parsed = ZTaxCalendarQuery.safeParse({ from, to });
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('takes a range of up to 13 months inside the covered years', () => {
    expect(problems('2026-01-15', '2027-02-15')).toEqual([]);
    expect(problems('2026-05-01', '2026-05-01')).toEqual([]);
  });

  it('refuses a range longer than 13 months, reversed, or outside the covered years', () => {
    expect(problems('2026-01-15', '2027-02-16')).toEqual([`to:${TAX_CALENDAR_MESSAGES.rangeTooLong}`]);
    expect(problems('2026-05-02', '2026-05-01')).toEqual([`to:${TAX_CALENDAR_MESSAGES.rangeReversed}`]);
    expect(problems('2027-12-01', '2028-01-31')).toEqual([`to:${TAX_CALENDAR_MESSAGES.notCovered}`]);
    expect(problems('2024-12-31', '2025-01-31')).toEqual([`from:${TAX_CALENDAR_MESSAGES.notCovered}`]);
    expect(problems('2026-02-30', '2026-03-01')[0]).toBe('from:validation.invalidValue');
  });

  it('adds months to a date, keeping the day or clamping it to the month', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDate('2026-01-15', 13)).toBe('2027-02-15');
  });

  it('has its messages in both languages', () => {
    for (const key of TAX_CALENDAR_MESSAGE_KEYS) {
      for (const language of LANGUAGES) {
        expect(MESSAGE_CATALOGUES[language].validation).toHaveProperty(key.replace(/^validation\./, ''));
      }
    }
  });

  it('has a title for every kind of event in both languages', () => {
    for (const kind of TAX_EVENT_KINDS) {
      for (const language of LANGUAGES) {
        expect(MESSAGE_CATALOGUES[language].api).toHaveProperty([`taxCalendar.kinds.${kind}`]);
      }
    }
  });
});
