import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TCallOutcome } from '@portal/contracts/office/office-calls';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

export type TOfficeCallMailData = {
  /** The customer's name. */
  name: string;
  companyName: string;
  callerName: string;
  callerPhone: string;
  subject: string;
  /** What the caller said; left out of the mail when empty. */
  message: string;
  outcome: TCallOutcome;
  calledAt: Date;
  /** The company's call log in the portal. */
  url: string;
};

/** To each customer of a company when its secretary records a call to the office line. */
export const officeCallMail: TMailTemplate<TOfficeCallMailData> = (language, data) => {
  const calledAt = formatIstanbulDateTime(data.calledAt, language);
  const {
    subject,
    urgentSubject,
    heading,
    urgentHeading,
    caller,
    phone,
    time,
    topic,
    outcome,
    outcomes,
    button,
    ...texts
  } = mailTexts(language, 'officeCall', {
    name: data.name,
    companyName: data.companyName,
    callerName: data.callerName,
    callerPhone: data.callerPhone,
    calledAt,
    topic: data.subject,
  });
  const urgent = data.outcome === 'urgent';
  return renderLayout({
    language,
    ...texts,
    subject: urgent ? urgentSubject : subject,
    heading: urgent ? urgentHeading : heading,
    details: [
      { label: caller, value: data.callerName },
      { label: phone, value: data.callerPhone },
      { label: time, value: calledAt },
      { label: topic, value: data.subject },
      { label: outcome, value: outcomes[data.outcome] },
    ],
    ...(data.message.trim() === '' ? {} : { quote: data.message }),
    button: { label: button, url: data.url },
  });
};
