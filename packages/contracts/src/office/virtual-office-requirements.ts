import type { TLanguage } from '../common/languages.ts';

/**
 * What a company needs to use one of our offices as its registered address in Turkey, shown on
 * the office wizard's last step (issue 15). Data, not advice: each item names the rules it comes
 * from (SOURCES), and the page says the tax office or trade registry may ask for more.
 */

type TLocalizedText = Record<TLanguage, string>;

export const VIRTUAL_OFFICE_SOURCES = [
  {
    id: 'vuk-153',
    title: {
      tr: '213 sayılı Vergi Usul Kanunu, madde 153 (İşe başlamanın bildirilmesi)',
      en: 'Tax Procedure Law no. 213, article 153 (notifying the start of business)',
    },
    url: 'https://www.mevzuat.gov.tr/mevzuat?MevzuatNo=213&MevzuatTur=1&MevzuatTertip=4',
  },
  {
    id: 'vuk-156',
    title: {
      tr: '213 sayılı Vergi Usul Kanunu, madde 156 (İşyeri)',
      en: 'Tax Procedure Law no. 213, article 156 (place of business)',
    },
    url: 'https://www.mevzuat.gov.tr/mevzuat?MevzuatNo=213&MevzuatTur=1&MevzuatTertip=4',
  },
  {
    id: 'vuk-127',
    title: {
      tr: '213 sayılı Vergi Usul Kanunu, madde 127 (Yoklama)',
      en: 'Tax Procedure Law no. 213, article 127 (inspection)',
    },
    url: 'https://www.mevzuat.gov.tr/mevzuat?MevzuatNo=213&MevzuatTur=1&MevzuatTertip=4',
  },
  {
    id: 'vuk-160',
    title: {
      tr: '213 sayılı Vergi Usul Kanunu, madde 160 (Değişiklikleri bildirme)',
      en: 'Tax Procedure Law no. 213, article 160 (notifying changes)',
    },
    url: 'https://www.mevzuat.gov.tr/mevzuat?MevzuatNo=213&MevzuatTur=1&MevzuatTertip=4',
  },
  {
    id: 'gib-ozelge-2020',
    title: {
      tr: 'Gelir İdaresi Başkanlığı, İstanbul Vergi Dairesi Başkanlığı özelgesi, 24.09.2020 tarih ve 39044742-130-E.702055 sayılı (sanal ofis hizmetlerinin tanımı)',
      en: 'Revenue Administration, Istanbul Tax Office Directorate ruling (özelge) of 24.09.2020, no. 39044742-130-E.702055 (what virtual office services are)',
    },
    url: null,
  },
  {
    id: 'ttk-40',
    title: {
      tr: '6102 sayılı Türk Ticaret Kanunu, madde 40 (İşletmenin ve ticaret unvanının tescili)',
      en: 'Turkish Commercial Code no. 6102, article 40 (registering the business and its trade name)',
    },
    url: 'https://www.mevzuat.gov.tr/mevzuat?MevzuatNo=6102&MevzuatTur=1&MevzuatTertip=5',
  },
] as const satisfies readonly { id: string; title: TLocalizedText; url: string | null }[];

export type TVirtualOfficeSourceId = (typeof VIRTUAL_OFFICE_SOURCES)[number]['id'];
export type TVirtualOfficeSource = (typeof VIRTUAL_OFFICE_SOURCES)[number];

export type TVirtualOfficeRequirement = {
  id: string;
  title: TLocalizedText;
  detail: TLocalizedText;
  /** `moving`: only for a company that moves its existing address to the office. */
  scope: 'all' | 'moving';
  /** The rules it comes from (VIRTUAL_OFFICE_SOURCES). */
  sources: readonly TVirtualOfficeSourceId[];
};

export const VIRTUAL_OFFICE_REQUIREMENTS: readonly TVirtualOfficeRequirement[] = [
  {
    id: 'service-contract',
    scope: 'all',
    title: {
      tr: 'İmzalı sanal ofis hizmet sözleşmesi',
      en: 'The signed virtual office service contract',
    },
    detail: {
      tr: 'Şirketin bu adresi işyeri olarak kullanma hakkını gösterir ve kira sözleşmesi yerine sunulur. Başvurunuz onaylandıktan sonra sözleşme portalda size sunulur.',
      en: 'It shows the company’s right to use the address as its place of business and is given in place of a lease. The portal gives it to you once your application is approved.',
    },
    sources: ['vuk-153', 'vuk-156', 'gib-ozelge-2020'],
  },
  {
    id: 'signature-circular',
    scope: 'all',
    title: {
      tr: 'İmza sirküleri veya imza beyannamesi',
      en: 'The signature circular (imza sirküleri) or signature declaration',
    },
    detail: {
      tr: 'Şirketi temsile yetkili kişinin noterden alınan imza sirküleri ya da ticaret sicili müdürlüğünde verilen imza beyannamesi.',
      en: 'Of the person authorised to represent the company: from a notary, or the declaration given at the trade registry.',
    },
    sources: ['vuk-153'],
  },
  {
    id: 'representative-id',
    scope: 'all',
    title: {
      tr: 'Temsilcinin kimlik belgesinin kopyası',
      en: 'A copy of the representative’s ID',
    },
    detail: {
      tr: 'Şirketi temsile yetkili kişinin T.C. kimlik kartının (yabancı uyruklular için pasaportunun) okunaklı kopyası.',
      en: 'A legible copy of the Turkish ID card (the passport for foreign nationals) of the person authorised to represent the company.',
    },
    sources: ['vuk-153'],
  },
  {
    id: 'registry-gazette',
    scope: 'moving',
    title: {
      tr: 'Ticaret Sicili Gazetesi ve şirket sözleşmesi',
      en: 'The Trade Registry Gazette and the articles of association',
    },
    detail: {
      tr: 'Adresini ofisimize taşıyan bir şirket için: kuruluşu ve son değişiklikleri gösteren gazete ilanları ile güncel şirket sözleşmesi. Yeni adres ticaret siciline tescil ettirilir.',
      en: 'For a company moving its address to our office: the gazette notices of its founding and latest changes, and its current articles. The new address is registered with the trade registry.',
    },
    sources: ['ttk-40'],
  },
  {
    id: 'tax-plate',
    scope: 'moving',
    title: {
      tr: 'Vergi levhası',
      en: 'The tax plate (vergi levhası)',
    },
    detail: {
      tr: 'Adresini ofisimize taşıyan bir şirket için: vergi dairesini ve vergi numarasını gösteren son vergi levhası. Adres değişikliği vergi dairesine bildirilir.',
      en: 'For a company moving its address to our office: the latest plate showing its tax office and tax number. The change of address is notified to the tax office.',
    },
    sources: ['vuk-160'],
  },
  {
    id: 'tax-inspection',
    scope: 'all',
    title: {
      tr: 'Vergi dairesinin yoklaması ofiste yapılır',
      en: 'The tax office inspects at the office',
    },
    detail: {
      tr: 'İşe başlama veya adres değişikliği bildiriminden sonra vergi dairesi işyerinde yoklama yapar. Yoklama ofisimizde, ofis çalışanlarının hazır bulunduğu sırada yapılır; çalışanlarımız sözleşmenizi gösterir ve sonucu size bildirir.',
      en: 'After the start of business or a change of address is notified, the tax office inspects the place of business. The inspection is made at our office with the office’s staff present; they show your contract and tell you the outcome.',
    },
    sources: ['vuk-127', 'vuk-153', 'vuk-156'],
  },
];

/** A source by its id (every id an item names is in VIRTUAL_OFFICE_SOURCES). */
export function virtualOfficeSource(id: TVirtualOfficeSourceId): TVirtualOfficeSource {
  const source = VIRTUAL_OFFICE_SOURCES.find((candidate) => candidate.id === id);
  if (!source) throw new Error(`Unknown source ${id}`);
  return source;
}
