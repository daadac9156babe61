import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';
import { replyLink, type TVisitor, visitorDetails } from './visitor-details.ts';

export type TContactMessageStaffData = TVisitor & { message: string; receivedAt: Date };

/** To every staff member who follows requests, when a visitor sends the landing page's contact form. */
export const contactMessageStaffMail: TMailTemplate<TContactMessageStaffData> = (language, data) => {
  const received = formatIstanbulDateTime(data.receivedAt, language);
  const { button, replySubject, ...texts } = mailTexts(language, 'contactMessageStaff', {
    fullName: data.fullName,
    received,
  });
  return renderLayout({
    language,
    ...texts,
    details: visitorDetails(language, data),
    quote: data.message,
    button: { label: button, url: replyLink(data.email, replySubject) },
    footer: MESSAGE_CATALOGUES[language].mail.footer.staff,
  });
};
