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
  /** The subscriptions page (a packet) or the invoices page (a one-off purchase), in the person's language. */
  url: string;
};

/**
 * To the buyer once a distance sale is paid: the pre-information form and the distance sales
 * contract they accepted, attached as PDFs by the sender, with what was ordered and how it renews
 * (a packet), or the invoices to find it among (a one-off add-on or stage hour).
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
    invoicesButton,
    notes,
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
    // Cancelling a subscription concerns a packet only: a one-off purchase has nothing to renew.
    notes: data.renewal ? notes : [],
    details: [
      { label: packet, value: data.packet },
      { label: amount, value: formatKurus(data.amount, language) },
      ...(data.renewal ? [{ label: renewal, value: renewalValue }] : []),
      { label: accepted, value: acceptedValue },
    ],
    button: { label: data.renewal ? button : invoicesButton, url: data.url },
  });
};
