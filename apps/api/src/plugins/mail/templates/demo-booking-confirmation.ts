import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

export type TDemoBookingConfirmationData = {
  name: string;
  company: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, Istanbul time. */
  slot: string;
  /** The landing page in the visitor's language. */
  url: string;
};

/** To the visitor who booked a demo: what they asked for, and what happens next. */
export const demoBookingConfirmationMail: TMailTemplate<TDemoBookingConfirmationData> = (language, data) => {
  const day = formatCalendarDate(data.date, language);
  const {
    button,
    company,
    day: dayLabel,
    time,
    timeValue,
    ...texts
  } = mailTexts(language, 'demoBookingConfirmation', { name: data.name, day, slot: data.slot });
  return renderLayout({
    language,
    ...texts,
    details: [
      { label: company, value: data.company },
      { label: dayLabel, value: day },
      { label: time, value: timeValue },
    ],
    button: { label: button, url: data.url },
    // The visitor booked from the public site, so the account footer does not fit.
    footer: MESSAGE_CATALOGUES[language].mail.footer.demoVisitor,
  });
};
