import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** Sent after registration, on "send again", and to a new address after a profile change. */
export const verifyEmailMail: TMailTemplate<{ name: string; url: string }> = (language, { name, url }) => {
  const { button, ...texts } = mailTexts(language, 'verifyEmail', { name });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
