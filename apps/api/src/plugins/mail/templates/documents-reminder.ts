import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To a company's customers 3 and 1 days before a month's documents are due, when nothing of that
 * month has been uploaded yet.
 */
export const documentsReminderMail: TMailTemplate<{
  name: string;
  companyName: string;
  /** The month, written out: "Ekim 2026". */
  month: string;
  /** The due date, written out. */
  dueDate: string;
  daysLeft: number;
  url: string;
}> = (language, { daysLeft, url, ...data }) => {
  const counts = mailTexts(language, 'documentsReminder', { days: daysLeft });
  const remaining = daysLeft === 1 ? counts.remainingOne : counts.remainingOther;
  const {
    button,
    remainingOne: _one,
    remainingOther: _other,
    ...texts
  } = mailTexts(language, 'documentsReminder', { ...data, remaining });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
