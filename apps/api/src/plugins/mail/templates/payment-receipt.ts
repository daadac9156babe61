import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

type TPaymentReceiptData = {
  name: string;
  companyName: string;
  /** What was paid for: the invoice's lines, as they read on the invoice. */
  items: readonly string[];
  /** Kuruş: before KDV, the KDV and the total charged. */
  subtotal: number;
  vat: number;
  vatRate: number;
  total: number;
  paidAt: Date;
  /** "Visa •••• 4242". */
  card: string;
  invoiceNumber: string;
  /** A renewal the portal charged by itself (no one paid on a page). */
  renewal: boolean;
  /** The invoices page in the person's language, with this invoice opened. */
  url: string;
};

/**
 * The receipt of one successful card payment, to the person who paid (a renewal's: the card's
 * owner): what was paid for, the amount with KDV, the day, the card and the invoice's number, with
 * a link that opens the invoice itself.
 */
export const paymentReceiptMail: TMailTemplate<TPaymentReceiptData> = (language, data) => {
  const amount = formatKurus(data.total, language);
  const date = formatIstanbulDate(data.paidAt, language);
  const {
    hello,
    intro,
    introRenewal,
    items,
    amount: amountLabel,
    amountValue,
    date: dateLabel,
    card,
    invoice,
    button,
    ...texts
  } = mailTexts(language, 'paymentReceipt', {
    name: data.name,
    companyName: data.companyName,
    amount,
    date,
    card: data.card,
    total: amount,
    subtotal: formatKurus(data.subtotal, language),
    vat: formatKurus(data.vat, language),
    vatRate: data.vatRate,
  });
  return renderLayout({
    language,
    ...texts,
    paragraphs: [hello, data.renewal ? introRenewal : intro],
    details: [
      ...data.items.map((item) => ({ label: items, value: item })),
      { label: amountLabel, value: amountValue },
      { label: dateLabel, value: date },
      { label: card, value: data.card },
      { label: invoice, value: data.invoiceNumber },
    ],
    button: { label: button, url: data.url },
  });
};
