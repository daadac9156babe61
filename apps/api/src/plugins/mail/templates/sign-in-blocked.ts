import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * Sent when the sign-in budget of one account (every IP together) trips: the button is the owner's
 * way in meanwhile (a sign-in link that lets their password through), the text links the reset.
 */
export const signInBlockedMail: TMailTemplate<{
  name: string;
  minutes: number;
  /** The sign-in page with the unlock link's token. */
  url: string;
  linkMinutes: number;
  resetUrl: string;
}> = (language, { name, minutes, url, linkMinutes, resetUrl }) => {
  const { button, ...texts } = mailTexts(language, 'signInBlocked', { name, minutes, linkMinutes, resetUrl });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
