import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';
import { type TVisitor, visitorDetails } from './visitor-details.ts';

export type TDemoBookingStaffData = TVisitor & {
  company: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, Istanbul time. */
  slot: string;
  /** The staff's appointment list. */
  url: string;
};

/** To every staff member who follows requests, when a visitor books a demo. */
export const demoBookingStaffMail: TMailTemplate<TDemoBookingStaffData> = (language, data) => {
  const day = formatCalendarDate(data.date, language);
  const {
    button,
    company,
    day: dayLabel,
    time,
    timeValue,
    ...texts
  } = mailTexts(language, 'demoBookingStaff', {
    fullName: data.fullName,
    company: data.company,
    day,
    slot: data.slot,
  });
  return renderLayout({
    language,
    ...texts,
    details: [
      ...visitorDetails(language, data),
      { label: company, value: data.company },
      { label: dayLabel, value: day },
      { label: time, value: timeValue },
    ],
    button: { label: button, url: data.url },
    footer: MESSAGE_CATALOGUES[language].mail.footer.staff,
  });
};
