import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** Sent to the customers of a company when staff approve its application (status 3 → 4). */
export const applicationApprovedMail: TMailTemplate<{ name: string; companyName: string; url: string }> = (
  language,
  { name, companyName, url },
) => {
  const { button, ...texts } = mailTexts(language, 'applicationApproved', { name, companyName });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
