import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TShipmentKind } from '@portal/contracts/office/office-shipments';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To a company's customers when the office receives an item for it. An official notice
 * (tebligat) reads as urgent: its time limits run from delivery, so it must be opened soon.
 */
export const officeShipmentMail: TMailTemplate<{
  name: string;
  companyName: string;
  kind: TShipmentKind;
  sender: string;
  carrier: string | null;
  trackingNumber: string | null;
  receivedAt: Date;
  url: string;
}> = (language, data) => {
  const texts = mailTexts(language, 'officeShipment', {
    name: data.name,
    companyName: data.companyName,
    sender: data.sender,
    kind: mailTexts(language, 'officeShipment').kinds[data.kind],
    receivedAt: formatIstanbulDateTime(data.receivedAt, language),
  });
  const urgent = data.kind === 'official_notice';
  const details = [
    { label: texts.kindLabel, value: texts.kinds[data.kind] },
    { label: texts.senderLabel, value: data.sender },
    { label: texts.receivedAtLabel, value: formatIstanbulDateTime(data.receivedAt, language) },
    ...(data.carrier ? [{ label: texts.carrierLabel, value: data.carrier }] : []),
    ...(data.trackingNumber ? [{ label: texts.trackingNumberLabel, value: data.trackingNumber }] : []),
  ];
  return renderLayout({
    language,
    subject: urgent ? texts.urgentSubject : texts.subject,
    preheader: urgent ? texts.urgentPreheader : texts.preheader,
    heading: urgent ? texts.urgentHeading : texts.heading,
    paragraphs: urgent ? texts.urgentParagraphs : texts.paragraphs,
    details,
    button: { label: texts.button, url: data.url },
    linkHint: texts.linkHint,
    notes: texts.notes,
  });
};
