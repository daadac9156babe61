/*
 * The code lists a Turkish e-invoice uses (GİB's UBL-TR code lists), kept as data: the units
 * (UN/ECE Recommendation 20), the KDV withholding (tevkifat) codes with the share the buyer
 * withholds, and the exemption (istisna) reasons. A new code is a new row.
 */

/** Units a line may be counted in (UN/ECE Rec. 20), translated on the web as `units.<code>`. */
export const INVOICE_UNITS = [
  'C62',
  'KGM',
  'LTR',
  'MTR',
  'MTK',
  'HUR',
  'DAY',
  'MON',
  'ANN',
  'SET',
  'PA',
  'BX',
] as const;

/**
 * KDV withholding (KDV Genel Uygulama Tebliği I/C-2.1.3): the code and the tenths of the KDV the
 * buyer withholds and pays to the tax office itself, as GİB's code list pairs them (its schematron
 * refuses any other share for a code).
 */
export const WITHHOLDING_CODES = {
  '601': {
    tenths: 4,
    name: 'Yapım işleri ile bu işlerle birlikte ifa edilen mühendislik-mimarlık ve etüt-proje hizmetleri',
  },
  '602': { tenths: 9, name: 'Etüt, plan-proje, danışmanlık, denetim ve benzeri hizmetler' },
  '603': { tenths: 7, name: 'Makine, teçhizat, demirbaş ve taşıtlara ait tadil, bakım ve onarım hizmetleri' },
  '604': { tenths: 5, name: 'Yemek servis hizmeti' },
  '605': { tenths: 5, name: 'Organizasyon hizmeti' },
  '606': { tenths: 9, name: 'İşgücü temin hizmetleri' },
  '607': { tenths: 9, name: 'Özel güvenlik hizmeti' },
  '608': { tenths: 9, name: 'Yapı denetim hizmetleri' },
  '609': { tenths: 7, name: 'Fason olarak yaptırılan tekstil ve konfeksiyon işleri' },
  '612': { tenths: 9, name: 'Temizlik hizmeti' },
  '613': { tenths: 9, name: 'Çevre ve bahçe bakım hizmetleri' },
  '614': { tenths: 5, name: 'Servis taşımacılığı hizmeti' },
  '615': { tenths: 7, name: 'Her türlü baskı ve basım hizmetleri' },
} as const satisfies Record<string, { tenths: number; name: string }>;
export type TWithholdingCode = keyof typeof WITHHOLDING_CODES;
export const WITHHOLDING_CODE_LIST = Object.keys(WITHHOLDING_CODES) as TWithholdingCode[];

export function isWithholdingCode(value: unknown): value is TWithholdingCode {
  return typeof value === 'string' && Object.hasOwn(WITHHOLDING_CODES, value);
}

/** KDV exemption reasons (a line at 0 % names one). */
export const EXEMPTION_CODES = {
  '301': { name: '11/1-a Mal ihracatı' },
  '302': { name: '11/1-a Hizmet ihracatı' },
  '303': { name: '11/1-a Roaming hizmetleri' },
  '350': { name: 'Diğerleri' },
  '351': { name: 'KDV - İstisna olmayan diğer' },
  '701': { name: '3065 sayılı KDV Kanunu 11/1-c maddesi kapsamındaki ihraç kaydıyla teslimler' },
} as const satisfies Record<string, { name: string }>;

/** The exemption an export-registered sale (ihraç kaydıyla teslim) names: its invoice is IHRACKAYITLI. */
export const EXPORT_REGISTERED_EXEMPTION = '701';
/** Exemptions GİB accepts only on an ISTISNA invoice (beside taxed lines too). */
export const ISTISNA_EXEMPTIONS: readonly string[] = ['301', '302', '303', '350'];
export type TExemptionCode = keyof typeof EXEMPTION_CODES;
export const EXEMPTION_CODE_LIST = Object.keys(EXEMPTION_CODES) as TExemptionCode[];

export function isExemptionCode(value: unknown): value is TExemptionCode {
  return typeof value === 'string' && Object.hasOwn(EXEMPTION_CODES, value);
}

/** The currencies an invoice may be written in; a foreign one states its exchange rate. */
export const INVOICE_CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export type TInvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

/** The e-document an invoice is sent as: e-Fatura (to a registered taxpayer) or e-Arşiv (to anyone else). */
export const INVOICE_PROFILES = ['TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA'] as const;
export type TInvoiceProfile = (typeof INVOICE_PROFILES)[number];

/** The invoice type code the XML states, worked out from its lines (and SATIS by default). */
export const INVOICE_TYPES = ['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA', 'IHRACKAYITLI'] as const;
export type TInvoiceType = (typeof INVOICE_TYPES)[number];
