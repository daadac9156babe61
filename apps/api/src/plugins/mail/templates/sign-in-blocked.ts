import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** Sent when the sign-in budget of one account (every IP together) trips. */
export const signInBlockedMail: TMailTemplate<{ name: string; minutes: number; url: string }> = (
  language,
  { name, minutes, url },
) => {
  const { button, ...texts } = mailTexts(language, 'signInBlocked', { name, minutes });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
