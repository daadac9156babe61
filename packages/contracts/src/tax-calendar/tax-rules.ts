/**
 * The filing and payment deadlines of the tax calendar, as data, each with the official source
 * it comes from. A deadline is a day of a month some months after the end of the period it is for
 * (`monthsAfter` counted from the period's last month); the calendar then moves it to the next
 * working day (VUK md. 18, public-holidays.ts).
 *
 * The set is what a small company served by the virtual accountant files every month, quarter and
 * year. Left out on purpose, because they depend on facts the portal does not hold: Damga Vergisi
 * beyannamesi (only in a month a taxable paper was signed; due with the muhtasar, the 26th), the
 * owner's own Bağ-Kur (4/b) premiums, quarterly muhtasar (an option for employers of at most ten),
 * ÖTV, and the e-defter berat deadlines. Mali tatil (5604 sayılı Kanun, 1-20 July, deadlines in it
 * extended to the 25th) is not applied: no deadline below falls between 1 and 25 July in the
 * covered years (a test holds this), so it changes nothing here; a new rule or year must recheck it.
 */

/** Sole proprietorships (şahıs şirketi: gelir vergisi) and companies (limited, anonim: kurumlar vergisi). */
const COMPANY_KINDS = ['sole_proprietorship', 'corporation'] as const;
type TCompanyKind = (typeof COMPANY_KINDS)[number];
/** What the calendar is asked for: a kind, or `unknown` (then the deadlines of both kinds, each titled for whom). */
export const CALENDAR_COMPANY_KINDS = [...COMPANY_KINDS, 'unknown'] as const;
export type TCalendarCompanyKind = (typeof CALENDAR_COMPANY_KINDS)[number];

export const TAX_EVENT_KINDS = [
  'documents',
  'ba_bs',
  'muhtasar',
  'kdv',
  'sgk_prim',
  'gecici',
  'yillik_gelir',
  'yillik_gelir_taksit',
  'kurumlar',
] as const;
export type TTaxEventKind = (typeof TAX_EVENT_KINDS)[number];
export type TTaxRuleKind = Exclude<TTaxEventKind, 'documents'>;

export type TTaxRule = {
  kind: TTaxRuleKind;
  appliesTo: readonly TCompanyKind[];
  /** Monthly periods `YYYY-MM`, quarterly `YYYY-Qn`, yearly `YYYY`. */
  frequency: 'monthly' | 'quarterly' | 'yearly';
  /** Quarterly rules: the quarters that have a return. */
  quarters?: readonly (1 | 2 | 3 | 4)[];
  /** The deadline: `day` (or the month's last day) of the month `monthsAfter` after the period's last month. */
  due: { monthsAfter: number; day: number | 'last' };
  /** The official source: the law and article, or the GİB regulation. */
  source: string;
};

const BOTH: readonly TCompanyKind[] = ['sole_proprietorship', 'corporation'];

export const TAX_RULES: readonly TTaxRule[] = [
  {
    // KDV beyannamesi, monthly: filed and paid by the 28th of the following month.
    kind: 'kdv',
    appliesTo: BOTH,
    frequency: 'monthly',
    due: { monthsAfter: 1, day: 28 },
    source:
      '3065 sayılı Katma Değer Vergisi Kanunu md. 41 (beyan) ve md. 46 (ödeme): vergilendirme dönemini izleyen ayın 28. günü akşamına kadar (7338 sayılı Kanun ile değişik)',
  },
  {
    // Muhtasar ve Prim Hizmet Beyannamesi, monthly filers: filed and the withheld tax paid by the 26th.
    kind: 'muhtasar',
    appliesTo: BOTH,
    frequency: 'monthly',
    due: { monthsAfter: 1, day: 26 },
    source:
      '193 sayılı Gelir Vergisi Kanunu md. 98 (beyan) ve md. 119 (ödeme), 5510 sayılı Kanun md. 86: Muhtasar ve Prim Hizmet Beyannamesi, izleyen ayın 26. günü akşamına kadar',
  },
  {
    // The employer's social security premiums of a month: paid by the end of the following month.
    kind: 'sgk_prim',
    appliesTo: BOTH,
    frequency: 'monthly',
    due: { monthsAfter: 1, day: 'last' },
    source:
      '5510 sayılı Sosyal Sigortalar ve Genel Sağlık Sigortası Kanunu md. 88: primler izleyen ayın sonuna kadar ödenir',
  },
  {
    // Form Ba / Form Bs: purchases and sales above the threshold with one party, by the end of the
    // following month. Bilanço esası only: every limited and anonim company; a sole proprietorship
    // on işletme hesabı (the usual one) does not file them.
    kind: 'ba_bs',
    appliesTo: ['corporation'],
    frequency: 'monthly',
    due: { monthsAfter: 1, day: 'last' },
    source:
      '213 sayılı Vergi Usul Kanunu md. 148, 149 ve mükerrer 257; VUK Genel Tebliği (Sıra No: 396, değişik): Form Ba ve Form Bs izleyen ayın son günü akşamına kadar',
  },
  {
    // Geçici vergi: the first three quarters, filed and paid by the 17th of the second month after
    // the quarter (Q1 → 17 May, Q2 → 17 August, Q3 → 17 November); no fourth-quarter return.
    kind: 'gecici',
    appliesTo: BOTH,
    frequency: 'quarterly',
    quarters: [1, 2, 3],
    due: { monthsAfter: 2, day: 17 },
    source:
      '193 sayılı Gelir Vergisi Kanunu mükerrer md. 120 ve 5520 sayılı Kurumlar Vergisi Kanunu md. 32: dönemi izleyen ikinci ayın 17. günü akşamına kadar; dördüncü dönem beyannamesi verilmez (7338 sayılı Kanun)',
  },
  {
    // Yıllık gelir vergisi beyannamesi: filed 1-31 March of the next year, with the first of two
    // equal instalments paid by the end of March.
    kind: 'yillik_gelir',
    appliesTo: ['sole_proprietorship'],
    frequency: 'yearly',
    due: { monthsAfter: 3, day: 'last' },
    source:
      '193 sayılı Gelir Vergisi Kanunu md. 92 (beyan: izleyen yılın 1-31 Mart) ve md. 117 (ödeme: Mart ve Temmuz aylarında iki eşit taksit)',
  },
  {
    // The second instalment of the yearly income tax: by the end of July.
    kind: 'yillik_gelir_taksit',
    appliesTo: ['sole_proprietorship'],
    frequency: 'yearly',
    due: { monthsAfter: 7, day: 'last' },
    source: '193 sayılı Gelir Vergisi Kanunu md. 117: ikinci taksit Temmuz ayı sonuna kadar',
  },
  {
    // Kurumlar vergisi beyannamesi: filed and paid by the last day of the 4th month after the
    // accounting year (30 April for a calendar-year company).
    kind: 'kurumlar',
    appliesTo: ['corporation'],
    frequency: 'yearly',
    due: { monthsAfter: 4, day: 'last' },
    source:
      '5520 sayılı Kurumlar Vergisi Kanunu md. 14/3 (beyan: hesap dönemini izleyen dördüncü ayın son günü akşamına kadar) ve md. 21 (ödeme: beyanname ayının sonuna kadar)',
  },
];

/**
 * The documents deadline is the portal's own (its FAQ), not the law's; moved off weekends and
 * holidays by the same rule. The server shows it in the reader's language
 * (`taxCalendar.documentsSource`).
 */
export const DOCUMENTS_DEADLINE_SOURCE =
  'Firmaport SSS: bir ayın belgeleri ay sonunu izleyen 7 gün içinde yüklenir; son gün hafta sonuna ya da resmî tatile denk gelirse ilk iş gününe kayar.';
