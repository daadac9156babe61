import {
  formatCalendarDate,
  formatIstanbulDateTime,
  todayInIstanbul,
} from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TOfficeContractTerms } from '@portal/contracts/office/office-contract';
import type { TOfficeAllowance } from '@portal/contracts/office/office-usage';
import { A4_WIDTH, PdfPage } from '../../plugins/pdf/pdf-page.ts';
import type { TContractRow } from './repository.ts';

/*
 * The virtual office lease contract (sanal ofis kira sözleşmesi) and the address-use letter
 * (adres kullanım izni / muvafakatname) as PDFs. Both are Turkish legal documents handed to the
 * tax office and the trade registry, so they are written in Turkish whatever the reader's
 * language: their wording lives here, not in the translated catalogues. The page and its fonts are
 * plugins/pdf/pdf-page.ts's.
 */

const LEFT = 56;
const WIDTH = A4_WIDTH - 2 * LEFT;

type TPdfOptions = {
  /** Off in tests that read the text; on (the default) for downloads. */
  compress?: boolean;
};

function newDocument(title: string, author: string, compress: boolean): Promise<PdfPage> {
  return PdfPage.open({ margin: LEFT, compress, language: 'tr', info: { Title: title, Author: author } });
}

const orDash = (value: string | null) => (value && value.trim() !== '' ? value : '—');
const officeAddress = (office: TOfficeContractTerms['office']) =>
  `${office.address}, ${office.district} / ${office.city}`;

type TParty = TOfficeContractTerms['tenant'] | TOfficeContractTerms['landlord'];

function partyLines(party: TParty): [string, string][] {
  const lines: [string, string][] = [
    ['Unvan', party.name],
    ['Adres', orDash(party.address)],
    ['Vergi dairesi', orDash(party.tax_office)],
    ['Vergi / T.C. kimlik no', orDash(party.tax_number)],
  ];
  // The landlord's contact (kept with contracts made since it is configured).
  if ('phone' in party && party.phone) lines.push(['Telefon', party.phone]);
  if ('email' in party && party.email) lines.push(['E-posta', party.email]);
  if ('representative' in party) lines.push(['Temsilcisi', orDash(party.representative)]);
  return lines;
}

function allowanceText(allowance: TOfficeAllowance): string {
  return [
    `${allowance.calls} çağrı karşılama`,
    `${allowance.scans} mektup tarama`,
    `${allowance.forwardings} posta/kargo iletimi`,
    `${allowance.room_hours} saat toplantı odası`,
    `her gönderi için ${allowance.storage_days} gün ücretsiz saklama`,
  ].join(', ');
}

/** The contract's articles, each a heading and its paragraphs. */
function articles(terms: TOfficeContractTerms): { title: string; text: string[] }[] {
  const rent = `${formatKurus(terms.monthly_rent, 'tr')} + KDV`;
  return [
    {
      title: 'Madde 2 – Sözleşmenin konusu',
      text: [
        `Bu sözleşmenin konusu, KİRAYA VEREN'in "${terms.office.name}" ofisinde bulunan ${officeAddress(terms.office)} adresinin, KİRACI tarafından yasal işyeri ve tebligat adresi olarak kullanılması ile "${terms.packet.name}" paketinde yer alan sekreterlik hizmetlerinin (şirket adına gelen çağrıların karşılanması, posta ve kargoların teslim alınıp portal üzerinden bildirilmesi) sunulmasıdır.`,
      ],
    },
    {
      title: 'Madde 3 – Süre',
      text: [
        `Sözleşme ${formatCalendarDate(terms.start_date, 'tr')} tarihinde başlar ve ${terms.term_months} ay sürelidir.${
          terms.auto_renews
            ? ' Taraflardan biri dönem sonundan önce feshetmedikçe, aylık bedelin ödenmesiyle birer aylık dönemler hâlinde kendiliğinden yenilenir.'
            : ''
        }`,
      ],
    },
    {
      title: 'Madde 4 – Kira bedeli ve ödeme',
      text: [
        `Aylık kira ve hizmet bedeli ${rent} olarak belirlenmiştir. Bedel, her dönemin başında KİRACI'nın portalda kayıtlı kartından tahsil edilir ve fatura portalda KİRACI'ya sunulur. Bedeli ödenmeyen dönemde KİRAYA VEREN hizmeti ödeme yapılana kadar durdurabilir.`,
      ],
    },
    {
      title: 'Madde 5 – Paketin kapsamı',
      text: [
        terms.allowance
          ? `Paket her ay şunları içerir: ${allowanceText(terms.allowance)}. Bunları aşan kullanım, portalda yayımlanan fiyat listesine göre ücretlendirilir ve bir sonraki dönem bedeliyle birlikte tahsil edilir.`
          : 'Paketin içerdiği hizmetler ve bunları aşan kullanımın ücretleri portalda yayımlanan paket ve fiyat listesinde belirtilir.',
      ],
    },
    {
      title: "Madde 6 – KİRACI'nın yükümlülükleri",
      text: [
        'KİRACI adresi yalnızca kendi yasal faaliyetleri için kullanır; adresi üçüncü kişilere kullandıramaz. Adresin işyeri adresi olarak ticaret siciline ve vergi dairesine bildirilmesi KİRACI’ya aittir.',
        'Sözleşme sona erdiğinde KİRACI, sona erme tarihinden itibaren 30 gün içinde adres değişikliğini ticaret siciline ve vergi dairesine bildirir.',
      ],
    },
    {
      title: "Madde 7 – KİRAYA VEREN'in yükümlülükleri",
      text: [
        'KİRAYA VEREN, mesai saatlerinde KİRACI adına gelen posta, kargo ve tebligatları teslim alır ve portal üzerinden KİRACI’ya bildirir; vergi dairesinin yoklamasında ofiste yetkili bir çalışanını hazır bulundurur.',
      ],
    },
    {
      title: 'Madde 8 – Fesih',
      text: [
        'Taraflardan her biri sözleşmeyi, içinde bulunulan dönemin sonu itibarıyla portal üzerinden ya da yazılı bildirimle feshedebilir. Ödenmiş dönemin bedeli iade edilmez.',
      ],
    },
    {
      title: 'Madde 9 – Uyuşmazlıklar',
      text: ['Bu sözleşmeden doğan uyuşmazlıklarda İstanbul Mahkemeleri ve İcra Daireleri yetkilidir.'],
    },
    {
      title: 'Madde 10 – Elektronik kabul',
      text: [
        'Bu sözleşme portalda elektronik ortamda kabul edilir. Kabul zamanı, kabul eden kullanıcı ve bağlantının IP adresi KİRAYA VEREN tarafından kayıt altına alınır ve sözleşmenin kabul edildiğinin delili sayılır.',
      ],
    },
  ];
}

/** The acceptance stamp: who accepted it, when (Istanbul) and from which IP address. */
function acceptanceText(contract: TContractRow): string {
  if (!contract.acceptedAt) return 'Bu sözleşme henüz KİRACI tarafından kabul edilmemiştir.';
  return `KABUL EDİLDİ: Bu sözleşme ${formatIstanbulDateTime(contract.acceptedAt, 'tr')} (İstanbul saati) tarihinde ${orDash(contract.acceptedIp)} IP adresinden ${orDash(contract.acceptedBy?.name ?? null)} tarafından KİRACI adına elektronik ortamda kabul edilmiştir.`;
}

/** The virtual office lease contract, written from its kept terms. */
export async function renderOfficeContractPdf(
  contract: TContractRow,
  options: TPdfOptions = {},
): Promise<Buffer> {
  const { terms } = contract;
  const title = 'SANAL OFİS KİRA SÖZLEŞMESİ';
  const page = await newDocument(
    `${title} ${contract.number}`,
    terms.landlord.name,
    options.compress ?? true,
  );
  const { doc } = page;

  page.useFont('bold').fontSize(16).text(title, LEFT, LEFT, { width: WIDTH, align: 'center' });
  page
    .useFont('regular')
    .fontSize(9)
    .fillColor('#444444')
    .text(
      `Sözleşme no: ${contract.number} · Düzenlenme: ${formatIstanbulDateTime(contract.createdAt, 'tr')}`,
      { width: WIDTH, align: 'center' },
    )
    .fillColor('#000000');
  doc.moveDown(1.2);

  page.useFont('bold').fontSize(11).text('Madde 1 – Taraflar', { width: WIDTH });
  doc.moveDown(0.3);
  for (const [heading, party] of [
    ['KİRAYA VEREN', terms.landlord],
    ['KİRACI', terms.tenant],
  ] as const) {
    page.useFont('bold').fontSize(10).text(heading, { width: WIDTH });
    for (const [label, value] of partyLines(party)) {
      page.useFont('bold').fontSize(9.5).text(`${label}: `, { continued: true, width: WIDTH });
      page.useFont('regular').text(value, { width: WIDTH });
    }
    doc.moveDown(0.4);
  }

  for (const article of articles(terms)) {
    doc.moveDown(0.4);
    page.useFont('bold').fontSize(11).text(article.title, { width: WIDTH });
    doc.moveDown(0.2);
    for (const paragraph of article.text) {
      page.useFont('regular').fontSize(9.5).text(paragraph, { width: WIDTH, align: 'justify' });
      doc.moveDown(0.2);
    }
  }

  doc.moveDown(1);
  page.framedText(acceptanceText(contract), {
    fontSize: 10,
    color: contract.acceptedAt ? '#1a7f37' : '#999999',
  });

  return page.finish();
}

/**
 * The address-use letter to the tax office: the firm consents that the company uses the office's
 * address as its legal seat for its tax registration, for as long as the accepted contract runs.
 */
export async function renderAddressLetterPdf(
  contract: TContractRow & { acceptedAt: Date },
  issuedAt: Date,
  options: TPdfOptions = {},
): Promise<Buffer> {
  const { terms } = contract;
  const title = 'ADRES KULLANIM İZNİ (MUVAFAKATNAME)';
  const page = await newDocument(
    `${title} ${contract.number}`,
    terms.landlord.name,
    options.compress ?? true,
  );
  const { doc } = page;

  page
    .useFont('regular')
    .fontSize(10)
    .text(formatCalendarDate(todayInIstanbul(issuedAt), 'tr'), LEFT, LEFT, {
      width: WIDTH,
      align: 'right',
    });
  doc.moveDown(2);
  page.useFont('bold').fontSize(12).text(title, { width: WIDTH, align: 'center' });
  doc.moveDown(1.5);
  const addressee = terms.tenant.tax_office
    ? `${terms.tenant.tax_office} Vergi Dairesi Müdürlüğüne`
    : 'İlgili Vergi Dairesi Müdürlüğüne';
  page.useFont('bold').fontSize(11).text(addressee, { width: WIDTH });
  doc.moveDown(1);
  const taxNumber = terms.tenant.tax_number ? ` (vergi / T.C. kimlik no: ${terms.tenant.tax_number})` : '';
  const paragraphs = [
    `Kullanım hakkı şirketimize ait olan ${officeAddress(terms.office)} adresinin ("${terms.office.name}" ofisi), ${terms.tenant.name}${taxNumber} tarafından, aramızda ${formatCalendarDate(terms.start_date, 'tr')} tarihinde başlayan ${contract.number} numaralı sanal ofis kira sözleşmesi süresince kanuni merkez ve işyeri adresi olarak kullanılmasına, bu adreste vergi mükellefiyeti tesis ettirilmesine ve tebligat adresi olarak gösterilmesine muvafakat ederiz.`,
    `Sözleşme, KİRACI tarafından ${formatIstanbulDateTime(contract.acceptedAt, 'tr')} (İstanbul saati) tarihinde kabul edilmiştir. Sözleşmenin sona ermesi hâlinde bu muvafakat da kendiliğinden sona erer.`,
    'Gereğini bilgilerinize arz ederiz.',
  ];
  for (const paragraph of paragraphs) {
    page.useFont('regular').fontSize(10.5).text(paragraph, { width: WIDTH, align: 'justify' });
    doc.moveDown(0.8);
  }
  doc.moveDown(2);
  page.useFont('bold').fontSize(10.5).text(terms.landlord.name, { width: WIDTH, align: 'right' });
  page.useFont('regular').fontSize(9.5).text(terms.landlord.address, { width: WIDTH, align: 'right' });
  if (terms.landlord.tax_number) {
    doc.text(`${orDash(terms.landlord.tax_office)} V.D. · VKN ${terms.landlord.tax_number}`, {
      width: WIDTH,
      align: 'right',
    });
  }
  const contact = [terms.landlord.phone, terms.landlord.email].filter(Boolean).join(' · ');
  if (contact) doc.text(contact, { width: WIDTH, align: 'right' });
  doc.moveDown(2.5);
  doc.text('Kaşe / İmza', { width: WIDTH, align: 'right' });

  return page.finish();
}
