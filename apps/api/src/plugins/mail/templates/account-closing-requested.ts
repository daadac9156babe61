import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To a person who asked to close their account: the day it takes effect and how to take it back,
 * so a request made from a stolen session does not pass unnoticed.
 */
export const accountClosingRequestedMail: TMailTemplate<{
  name: string;
  /** The day the account is closed, written out. */
  date: string;
  days: number;
  /** The profile page, where the request is taken back. */
  url: string;
}> = (language, { url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'accountClosingRequested', data);
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
