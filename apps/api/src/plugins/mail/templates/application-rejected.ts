import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * Sent to the customers of a company when staff reject its application (status 3 → 5), with the
 * reason staff wrote, and the link to correct the application and send it again.
 */
export const applicationRejectedMail: TMailTemplate<{
  name: string;
  companyName: string;
  reason: string;
  url: string;
}> = (language, { name, companyName, reason, url }) => {
  const { button, ...texts } = mailTexts(language, 'applicationRejected', { name, companyName });
  // The reason is the staff member's own words: quoted as written, never read for placeholders.
  return renderLayout({ language, ...texts, quote: reason, button: { label: button, url } });
};
