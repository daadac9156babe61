import { formatCalendarDate, formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

export type TSalesDocumentsMailData = {
  name: string;
  companyName: string;
  /** The packet (or add-on) the order named. */
  packet: string;
  /** Charged, KDV included, in kuruş. */
  amount: number;
  /** The monthly renewal: its first day (`YYYY-MM-DD`) and the day of the month; null: none. */
  renewal: { firstOn: string; dayOfMonth: number } | null;
  acceptedAt: Date;
  ip: string | null;
  /** The subscriptions page in the person's language. */
  url: string;
};

/**
 * To the buyer once a distance sale is paid: the pre-information form and the distance sales
 * contract they accepted, attached as PDFs by the sender, with what was ordered and how it renews.
 */
export const salesDocumentsMail: TMailTemplate<TSalesDocumentsMailData> = (language, data) => {
  const {
    packet,
    amount,
    renewal,
    renewalValue,
    accepted,
    acceptedValue,
    button,
    preInformationFile: _preInformationFile,
    contractFile: _contractFile,
    ...texts
  } = mailTexts(language, 'salesDocuments', {
    name: data.name,
    company: data.companyName,
    packet: data.packet,
    day: data.renewal?.dayOfMonth ?? '',
    firstOn: data.renewal ? formatCalendarDate(data.renewal.firstOn, language) : '',
    at: formatIstanbulDateTime(data.acceptedAt, language),
    ip: data.ip ?? '—',
  });
  return renderLayout({
    language,
    ...texts,
    details: [
      { label: packet, value: data.packet },
      { label: amount, value: formatKurus(data.amount, language) },
      ...(data.renewal ? [{ label: renewal, value: renewalValue }] : []),
      { label: accepted, value: acceptedValue },
    ],
    button: { label: button, url: data.url },
  });
};
