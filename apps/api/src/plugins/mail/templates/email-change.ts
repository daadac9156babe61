import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** To the new address: the link that makes the change. */
export const confirmEmailChangeMail: TMailTemplate<{ name: string; url: string }> = (
  language,
  { name, url },
) => {
  const { button, ...texts } = mailTexts(language, 'confirmEmailChange', { name });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};

/** To the old address: a change was asked for, and what to do if it was not the owner. */
export const emailChangeRequestedMail: TMailTemplate<{ name: string; email: string; url: string }> = (
  language,
  { name, email, url },
) => {
  const { button, ...texts } = mailTexts(language, 'emailChangeRequested', { name, email });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
