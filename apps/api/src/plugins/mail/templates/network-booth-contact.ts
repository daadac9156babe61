import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';
import { displayPhone, replyLink } from './visitor-details.ts';

export type TNetworkBoothContactMailData = {
  /** The booth's representative. */
  name: string;
  boothName: string;
  fullName: string;
  email: string;
  /** +90 and ten digits, or null when the sender left it out. */
  phone: string | null;
  message: string;
  receivedAt: Date;
};

/**
 * To a booth's representative when someone sends its "contact this company" form (issue 17),
 * in the representative's language; the mail's Reply-To is the sender.
 */
export const networkBoothContactMail: TMailTemplate<TNetworkBoothContactMailData> = (language, data) => {
  const received = formatIstanbulDateTime(data.receivedAt, language);
  const { button, replySubject, fullName, email, phone, ...texts } = mailTexts(
    language,
    'networkBoothContact',
    {
      name: data.name,
      boothName: data.boothName,
      fullName: data.fullName,
      received,
    },
  );
  return renderLayout({
    language,
    ...texts,
    details: [
      { label: fullName, value: data.fullName },
      { label: email, value: data.email },
      ...(data.phone ? [{ label: phone, value: displayPhone(data.phone) }] : []),
    ],
    quote: data.message,
    button: { label: button, url: replyLink(data.email, replySubject) },
  });
};
