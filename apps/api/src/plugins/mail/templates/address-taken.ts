import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To the owner of an address someone tried to register with: no account was made, a way to sign
 * in (the button) or to reset the password. The answer to the registration said nothing of it.
 */
export const registrationAttemptMail: TMailTemplate<{ name: string; url: string; resetUrl: string }> = (
  language,
  { name, url, resetUrl },
) => {
  const { button, ...texts } = mailTexts(language, 'registrationAttempt', { name, resetUrl });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};

/**
 * To the owner of an address another account asked to move to: nothing changed (it is sent
 * instead of the confirmation link, and the person who asked was answered as if it had gone).
 */
export const emailChangeAttemptMail: TMailTemplate<{ name: string; url: string }> = (
  language,
  { name, url },
) => {
  const { button, ...texts } = mailTexts(language, 'emailChangeAttempt', { name });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
