import { createHash } from 'node:crypto';
import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatKurus } from '@portal/contracts/common/money';
import type { TSalesDocument } from '@portal/contracts/payments/sales-terms';
import { sellerAddressLine, type TSeller } from '../../../plugins/seller-config.ts';

/*
 * The pre-information form (ön bilgilendirme formu) and the distance sales contract (mesafeli
 * satış sözleşmesi) of one order, as Mesafeli Sözleşmeler Yönetmeliği (m. 5, 6 and 18) asks:
 * the seller, the buyer, the services with their prices and KDV, the total, the payment and the
 * monthly renewal (a packet) or that nothing renews (a one-off purchase), when the service is
 * performed (a stage hour: its booked day and hour), the right of withdrawal with the exception
 * that applies (m. 15/1-h for a service begun with consent, 15/1-g for a dated booking), and where
 * to complain. The wording lives here, versioned, not in the translated catalogues: the texts
 * are legal documents whose exact version and hash are kept with each acceptance. Turkish is the
 * binding text; the English one is its translation for a reader of English. Everything in them
 * comes from the order (no clock reading here), so the same order writes the same bytes.
 */

/** The template version: change it whenever the wording below changes. */
export const SALES_TERMS_VERSION = '2026.3';

/** The order the two documents are written from. */
export type TSalesOrder = {
  seller: TSeller;
  /** The portal's address: where the buyer reaches the seller (contact form, messages). */
  web: string;
  buyer: {
    /** The person who orders (the signed-in customer). */
    person: string;
    email: string;
    phone: string | null;
    /** The company the order is for, as the application names it. */
    company: string;
    address: string | null;
    taxNumber: string | null;
    taxOffice: string | null;
  };
  /** The packet (or add-on) paid for, with its description and features from the catalogue. */
  product: { name: string; description: string | null; features: readonly string[] };
  /** What this payment charges, each line's price before KDV, in kuruş. */
  lines: readonly { description: string; quantity: number; unitPrice: number; monthly: boolean }[];
  totals: { subtotal: number; vat: number; total: number; vatRate: number };
  /** What each renewal charges (the monthly lines), with KDV; null: nothing renews. */
  monthly: { subtotal: number; total: number } | null;
  /** The order's day and the first renewal, Istanbul calendar dates (`YYYY-MM-DD`). */
  date: string;
  renewal: { firstOn: string; dayOfMonth: number } | null;
  /** The service starts once staff approve the application (else at once, with the payment). */
  startsOnApproval: boolean;
  /** The office line: use beyond the packet's monthly allowance is charged with the renewal. */
  usageBeyondAllowance: boolean;
  /** A one-off purchase (an add-on, a stage hour): nothing renews, it starts with the payment. */
  oneOff: boolean;
  /** A stage hour: the stage, its place, the Istanbul day (`YYYY-MM-DD`) and hours (`HH:mm`) booked. */
  booking: { stage: string; location: string; date: string; from: string; to: string } | null;
};

export type TSalesDocuments = { pre_information: TSalesDocument; contract: TSalesDocument };

type TTexts = ReturnType<typeof textsOf>;

const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : '—');

function money(kurus: number, language: TLanguage): string {
  return formatKurus(kurus, language);
}

/** The words of one language; `order` fills them. */
function textsOf(order: TSalesOrder, language: TLanguage) {
  const m = (kurus: number) => money(kurus, language);
  const date = (day: string) => formatCalendarDate(day, language);
  const seller = order.seller;
  const tax = seller.taxIdentity;
  const subscriptionsPage = `${order.web}/${language}/app/profile/subscriptions`;
  const renewal = order.renewal;
  const monthly = order.monthly;
  const booking = order.booking;
  if (language === 'tr') {
    return {
      preTitle: 'ÖN BİLGİLENDİRME FORMU',
      contractTitle: 'MESAFELİ SATIŞ SÖZLEŞMESİ',
      sellerHeading: 'Satıcı',
      buyerHeading: 'Alıcı',
      sellerLines: [
        `Unvan: ${seller.name}`,
        `Adres: ${sellerAddressLine(seller)}`,
        `Vergi dairesi ve numarası: ${tax ? `${tax.taxOffice} – ${tax.vkn}` : '—'}`,
        `MERSİS no: ${orDash(seller.mersisNo)}`,
        `Telefon: ${seller.phone}`,
        `E-posta: ${seller.email}`,
        `İletişim: ${order.web} (iletişim formu ve portal içi mesajlar)`,
      ],
      buyerLines: [
        `Ad soyad: ${order.buyer.person}`,
        `Şirket: ${order.buyer.company}`,
        `Adres: ${orDash(order.buyer.address)}`,
        ...(order.buyer.taxNumber
          ? [`Vergi dairesi ve numarası: ${orDash(order.buyer.taxOffice)} – ${order.buyer.taxNumber}`]
          : []),
        `E-posta: ${order.buyer.email}`,
        `Telefon: ${orDash(order.buyer.phone)}`,
      ],
      subjectHeading: 'Hizmetin temel nitelikleri',
      subject: [
        `${order.product.name}${order.product.description ? `: ${order.product.description}` : ''}`,
        ...order.product.features.map((feature) => `• ${feature}`),
      ],
      priceHeading: 'Hizmetler ve fiyatlar',
      lineText: (line: TSalesOrder['lines'][number]) =>
        `• ${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: ${m(line.unitPrice * line.quantity)} + KDV (${line.monthly ? 'aylık' : 'tek seferlik'})`,
      totalsText: `Ara toplam ${m(order.totals.subtotal)}, KDV (%${order.totals.vatRate}) ${m(order.totals.vat)}, bu ödemede tahsil edilecek toplam tutar ${m(order.totals.total)} (KDV dahil). Fiyatlara tüm vergiler dahildir; ayrıca bir teslim masrafı yoktur.`,
      paymentHeading: renewal ? 'Ödeme ve yenileme' : 'Ödeme',
      payment: [
        `Toplam tutar, bu ödemede kullanılan banka veya kredi kartından tek seferde tahsil edilir.`,
        ...(renewal && monthly
          ? [
              `Paket aylık aboneliktir ve ayrıca bir işlem yapmanıza gerek olmadan, bu ödemede kullanılan karttan her ayın ${renewal.dayOfMonth}. günü (o ay ${renewal.dayOfMonth}. gün yoksa ayın son günü) aylık ${m(monthly.subtotal)} + KDV, KDV dahil ${m(monthly.total)} tutarında otomatik olarak yenilenir. İlk yenileme ${date(renewal.firstOn)} tarihindedir. Tek seferlik hizmetler yalnızca bu ödemede tahsil edilir.`,
              ...(order.usageBeyondAllowance
                ? [
                    'Paketin aylık kullanım haklarını aşan hizmetler, portalda yayımlanan fiyat listesine göre bir sonraki yenileme bedeline eklenerek aynı karttan tahsil edilir.',
                  ]
                : []),
              `Aboneliğinizi dilediğiniz zaman portalda Profil › Aboneliklerim sayfasındaki (${subscriptionsPage}) “Aboneliği iptal et” düğmesiyle iptal edebilirsiniz. İptal, ödemesi yapılmış dönemin sonunda geçerli olur; sonrasında kartınızdan ücret alınmaz. Yenilemeyi kartınızı değiştirerek de aynı sayfadan yönetebilirsiniz.`,
              'Yenileme bedeli alınamazsa kart birkaç gün içinde yeniden denenir ve durum size e-postayla bildirilir; bedel 14 gün içinde ödenmezse hizmet askıya alınır.',
            ]
          : [
              'Bu sipariş tek seferlik bir satın almadır: abonelik veya otomatik yenileme yoktur ve karttan bu ödemenin dışında bir tutar tahsil edilmez.',
            ]),
      ],
      deliveryHeading: 'Hizmetin ifası',
      delivery: [
        booking
          ? `Hizmet, ${booking.stage} sahnesinde (${booking.location}) ${date(booking.date)} günü saat ${booking.from}–${booking.to} arasında, rezerve edilen saatte ifa edilir; saat, ödemenin alınmasıyla Alıcı için kesinleşir. Bu siparişteki ek hizmetler aynı oturumda sunulur.`
          : order.oneOff
            ? 'Hizmete ödemenin alınmasıyla başlanır ve hizmet en geç ödeme tarihinden itibaren 30 gün içinde tamamlanır; ilerleyişi portal üzerinden izlenebilir. Hizmet fiziki bir ürün içeriyorsa (ör. kaşe, tabela), bu ürün Alıcıya teslim edilir.'
            : order.startsOnApproval
              ? 'Hizmete, ödemenin alınmasının ardından başvurunuzun ve belgelerinizin onaylanmasıyla başlanır; bu süre ödeme tarihinden itibaren 30 günü geçemez. Hizmet elektronik ortamda ve portal üzerinden sunulur; fiziki bir teslimat yoktur.'
              : 'Hizmete ödemenin alınmasıyla hemen başlanır. Hizmet elektronik ortamda ve portal üzerinden sunulur; fiziki bir teslimat yoktur.',
      ],
      withdrawalHeading: 'Cayma hakkı',
      withdrawal: booking
        ? [
            'Tüketici, mesafeli sözleşmelerde kural olarak sözleşmenin kurulduğu günden itibaren 14 gün içinde cayma hakkına sahiptir. Ancak belirli bir tarih ve saatte ifa edilmek üzere ayrılan sahne saati, Mesafeli Sözleşmeler Yönetmeliği’nin 15. maddesinin birinci fıkrasının (g) bendi uyarınca belirli bir tarihte yapılması gereken hizmetlerdendir; bu nedenle bu siparişte cayma hakkı kullanılamaz.',
          ]
        : [
            'Alıcı tüketici ise, sözleşmenin kurulduğu günden itibaren 14 gün içinde hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayma hakkına sahiptir.',
            'Mesafeli Sözleşmeler Yönetmeliği’nin 15. maddesinin birinci fıkrasının (h) bendi uyarınca, cayma süresi sona ermeden önce tüketicinin onayıyla ifasına başlanan hizmetlerde cayma hakkı kullanılamaz. Bu ödemeyi yaparak hizmetin cayma süresi içinde başlamasını onaylamış olursunuz; hizmete başlandıktan sonra cayma hakkı sona erer.',
            `Cayma bildiriminizi süresi içinde ${order.web} adresindeki iletişim formundan, ${seller.email} adresine e-postayla ya da yazılı olarak satıcının adresine iletebilirsiniz. Cayma hâlinde, ödenen tutar bildirimin satıcıya ulaştığı günden itibaren 14 gün içinde ödemede kullanılan karta iade edilir.`,
          ],
      complaintHeading: 'Şikâyet ve itirazlar',
      complaint: [
        `Şikâyetlerinizi ${order.web} adresindeki iletişim formundan, ${seller.email} adresine e-postayla, ${seller.phone} numaralı telefondan ya da satıcının yukarıdaki adresine iletebilirsiniz.`,
        'Uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar içinde, yerleşim yerinizdeki veya tüketici işleminin yapıldığı yerdeki tüketici hakem heyetine (e-Devlet üzerinden Tüketici Bilgi Sistemi ile de başvurulabilir), bu sınırların üzerindeki uyuşmazlıklarda tüketici mahkemesine başvurabilirsiniz.',
      ],
      preValidity: `Bu form, ${date(order.date)} tarihli sipariş için düzenlenmiştir. Ödeme yapılmadan önce okunup elektronik ortamda onaylanır ve ödemeden sonra e-posta ile Alıcıya gönderilir.`,
      contractSections: {
        parties: 'Madde 1 – Taraflar',
        subject: 'Madde 2 – Sözleşmenin konusu',
        subjectText: `Bu sözleşmenin konusu, Alıcının portal üzerinden elektronik ortamda sipariş verdiği aşağıdaki hizmetlerin satışı ve ifasına ilişkin olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca tarafların hak ve yükümlülüklerinin belirlenmesidir. Alıcı, ön bilgilendirme formunu okuyup onayladığını kabul eder.`,
        services: 'Madde 3 – Hizmetler ve bedel',
        payment: renewal ? 'Madde 4 – Ödeme, yenileme ve iptal' : 'Madde 4 – Ödeme',
        delivery: 'Madde 5 – Hizmetin ifası',
        withdrawal: 'Madde 6 – Cayma hakkı',
        disputes: 'Madde 7 – Uyuşmazlıklar',
        effect: 'Madde 8 – Yürürlük',
        effectText: `Bu sözleşme ${date(order.date)} tarihinde, Alıcının portalda onay kutusunu işaretleyip ödemeyi yapmasıyla elektronik ortamda kurulur. Onayın zamanı, onaylayan kullanıcı, bağlantının IP adresi ve onaylanan metnin sürümü satıcı tarafından kayıt altına alınır; sözleşme ve ön bilgilendirme formu ödemeden sonra Alıcıya e-posta ile gönderilir.`,
      },
    };
  }
  return {
    preTitle: 'PRE-INFORMATION FORM',
    contractTitle: 'DISTANCE SALES CONTRACT',
    sellerHeading: 'Seller',
    buyerHeading: 'Buyer',
    sellerLines: [
      `Registered name: ${seller.name}`,
      `Address: ${sellerAddressLine(seller)}`,
      `Tax office and number: ${tax ? `${tax.taxOffice} – ${tax.vkn}` : '—'}`,
      `MERSİS no.: ${orDash(seller.mersisNo)}`,
      `Phone: ${seller.phone}`,
      `E-mail: ${seller.email}`,
      `Contact: ${order.web} (contact form and messages in the portal)`,
    ],
    buyerLines: [
      `Name: ${order.buyer.person}`,
      `Company: ${order.buyer.company}`,
      `Address: ${orDash(order.buyer.address)}`,
      ...(order.buyer.taxNumber
        ? [`Tax office and number: ${orDash(order.buyer.taxOffice)} – ${order.buyer.taxNumber}`]
        : []),
      `E-mail: ${order.buyer.email}`,
      `Phone: ${orDash(order.buyer.phone)}`,
    ],
    subjectHeading: 'Main characteristics of the service',
    subject: [
      `${order.product.name}${order.product.description ? `: ${order.product.description}` : ''}`,
      ...order.product.features.map((feature) => `• ${feature}`),
    ],
    priceHeading: 'Services and prices',
    lineText: (line: TSalesOrder['lines'][number]) =>
      `• ${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: ${m(line.unitPrice * line.quantity)} + VAT (${line.monthly ? 'monthly' : 'one-off'})`,
    totalsText: `Subtotal ${m(order.totals.subtotal)}, VAT (${order.totals.vatRate}%) ${m(order.totals.vat)}, total charged in this payment ${m(order.totals.total)} (VAT included). All taxes are included; there is no delivery charge.`,
    paymentHeading: renewal ? 'Payment and renewal' : 'Payment',
    payment: [
      'The total is charged once, in this payment, to the debit or credit card used for it.',
      ...(renewal && monthly
        ? [
            `The package is a monthly subscription: without any further step on your part it renews automatically from the card used for this payment on day ${renewal.dayOfMonth} of every month (on the last day of a month without a day ${renewal.dayOfMonth}), for ${m(monthly.subtotal)} + VAT, ${m(monthly.total)} with VAT, a month. The first renewal is on ${date(renewal.firstOn)}. One-off services are charged in this payment only.`,
            ...(order.usageBeyondAllowance
              ? [
                  "Services used beyond the package's monthly allowance are added, at the price list published in the portal, to the next renewal and charged to the same card.",
                ]
              : []),
            `You can cancel the subscription at any time in the portal, under Profile › My subscriptions (${subscriptionsPage}), with the “Cancel subscription” button. The cancellation takes effect at the end of the period already paid; nothing is charged to your card after it. On the same page you can change the card the renewals use.`,
            'If a renewal cannot be charged, the card is tried again within a few days and you are told by e-mail; if it stays unpaid for 14 days, the service is suspended.',
          ]
        : [
            'This order is a one-off purchase: there is no subscription and no automatic renewal, and nothing other than this payment is charged to the card.',
          ]),
    ],
    deliveryHeading: 'Performance of the service',
    delivery: [
      booking
        ? `The service is performed on the ${booking.stage} stage (${booking.location}) on ${date(booking.date)}, from ${booking.from} to ${booking.to}, the hour booked; the hour is the buyer's once the payment is taken. The additional services in this order are provided during the same session.`
        : order.oneOff
          ? 'The service starts as soon as the payment is taken and is completed within 30 days of the payment at the latest; its progress is shown in the portal. Where the service includes a physical item (such as a stamp or a sign), that item is handed over to the buyer.'
          : order.startsOnApproval
            ? 'The service starts once the payment is taken and your application and documents are approved, within 30 days of the payment at the latest. It is provided electronically, through the portal; nothing is shipped.'
            : 'The service starts as soon as the payment is taken. It is provided electronically, through the portal; nothing is shipped.',
    ],
    withdrawalHeading: 'Right of withdrawal',
    withdrawal: booking
      ? [
          'In a distance contract a consumer may, as a rule, withdraw within 14 days of its conclusion. A stage hour reserved for a set date and time, however, is a service to be performed on a specific date under Article 15(1)(g) of the Distance Contracts Regulation; the right of withdrawal therefore does not apply to this order.',
        ]
      : [
          'A buyer who is a consumer may withdraw from the contract within 14 days of its conclusion, without giving any reason and without any penalty.',
          'Under Article 15(1)(h) of the Distance Contracts Regulation, the right of withdrawal does not apply to services whose performance has begun, with the consumer’s consent, before the withdrawal period ends. By making this payment you consent to the service starting within the withdrawal period; once it has begun, the right of withdrawal ends.',
          `You can send your notice of withdrawal within the period through the contact form at ${order.web}, by e-mail to ${seller.email} or in writing to the seller’s address. On withdrawal, the amount paid is refunded to the card used for the payment within 14 days of the notice reaching the seller.`,
        ],
    complaintHeading: 'Complaints',
    complaint: [
      `You can send complaints through the contact form at ${order.web}, by e-mail to ${seller.email}, by phone on ${seller.phone} or to the seller’s address above.`,
      'In a dispute you may apply, within the monetary limits the Ministry of Trade announces every year, to the consumer arbitration committee (tüketici hakem heyeti) of your place of residence or of the place of the transaction (also online through the Consumer Information System on e-Devlet), and above those limits to the consumer court.',
    ],
    preValidity: `This form is issued for the order of ${date(order.date)}. It is read and accepted electronically before the payment and sent to the buyer by e-mail after it. The Turkish text is binding; this English text is its translation.`,
    contractSections: {
      parties: 'Article 1 – Parties',
      subject: 'Article 2 – Subject',
      subjectText:
        "This contract sets out the parties' rights and obligations, under Consumer Protection Law No. 6502 and the Distance Contracts Regulation, for the sale and performance of the services below, which the buyer ordered electronically through the portal. The buyer confirms having read and accepted the pre-information form.",
      services: 'Article 3 – Services and price',
      payment: renewal ? 'Article 4 – Payment, renewal and cancellation' : 'Article 4 – Payment',
      delivery: 'Article 5 – Performance of the service',
      withdrawal: 'Article 6 – Right of withdrawal',
      disputes: 'Article 7 – Disputes',
      effect: 'Article 8 – Entry into force',
      effectText: `This contract is concluded electronically on ${date(order.date)}, when the buyer ticks the box in the portal and makes the payment. The seller records the time of the acceptance, the user who accepted, the connection's IP address and the version of the text accepted; the contract and the pre-information form are sent to the buyer by e-mail after the payment. The Turkish text is binding; this English text is its translation.`,
    },
  };
}

function priceParagraphs(order: TSalesOrder, texts: TTexts): string[] {
  return [...order.lines.map(texts.lineText), texts.totalsText];
}

/** Both documents of the order, in the language the buyer reads the portal in. */
export function salesDocuments(order: TSalesOrder, language: TLanguage): TSalesDocuments {
  const texts = textsOf(order, language);
  const c = texts.contractSections;
  return {
    pre_information: {
      title: texts.preTitle,
      sections: [
        { heading: texts.sellerHeading, paragraphs: texts.sellerLines },
        { heading: texts.buyerHeading, paragraphs: texts.buyerLines },
        { heading: texts.subjectHeading, paragraphs: texts.subject },
        { heading: texts.priceHeading, paragraphs: priceParagraphs(order, texts) },
        { heading: texts.paymentHeading, paragraphs: texts.payment },
        { heading: texts.deliveryHeading, paragraphs: texts.delivery },
        { heading: texts.withdrawalHeading, paragraphs: texts.withdrawal },
        { heading: texts.complaintHeading, paragraphs: [...texts.complaint, texts.preValidity] },
      ],
    },
    contract: {
      title: texts.contractTitle,
      sections: [
        {
          heading: c.parties,
          paragraphs: [
            `${texts.sellerHeading}: ${texts.sellerLines.join('; ')}`,
            `${texts.buyerHeading}: ${texts.buyerLines.join('; ')}`,
          ],
        },
        { heading: c.subject, paragraphs: [c.subjectText, ...texts.subject] },
        { heading: c.services, paragraphs: priceParagraphs(order, texts) },
        { heading: c.payment, paragraphs: texts.payment },
        { heading: c.delivery, paragraphs: texts.delivery },
        { heading: c.withdrawal, paragraphs: texts.withdrawal },
        { heading: c.disputes, paragraphs: texts.complaint },
        { heading: c.effect, paragraphs: [c.effectText] },
      ],
    },
  };
}

/** The SHA-256 (hex) of both texts with their version and language: what an acceptance names. */
export function salesTermsHash(documents: TSalesDocuments, language: TLanguage): string {
  const canonical = JSON.stringify({
    version: SALES_TERMS_VERSION,
    language,
    pre_information: documents.pre_information,
    contract: documents.contract,
  });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
