import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** To the other side of a company's thread: a new message waits (at most once in 15 minutes). */
export const companyMessageMail: TMailTemplate<{
  name: string;
  companyName: string;
  authorName: string;
  url: string;
}> = (language, { url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'companyMessage', data);
  return renderLayout({ language, ...texts, button: { label: button, url } });
};

/** To every admin: a company asks for another advisor. */
export const advisorChangeRequestedMail: TMailTemplate<{
  name: string;
  companyName: string;
  reason: string;
  url: string;
}> = (language, { url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'advisorChangeRequested', data);
  return renderLayout({ language, ...texts, button: { label: button, url } });
};

/** To every admin, once: an application has waited the working days the FAQ promises. */
export const applicationWaitingMail: TMailTemplate<{
  name: string;
  companyName: string;
  days: string;
  url: string;
}> = (language, { url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'applicationWaiting', data);
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
