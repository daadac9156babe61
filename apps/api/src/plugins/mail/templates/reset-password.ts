import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** Sent by `POST auth/forgot-password` when the address has an account. */
export const resetPasswordMail: TMailTemplate<{ name: string; url: string }> = (language, { name, url }) => {
  const { button, ...texts } = mailTexts(language, 'resetPassword', { name });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
