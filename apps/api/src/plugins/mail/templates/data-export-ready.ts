import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** To a person whose "download my data" ZIP is ready: the link (its secret is the key) and until when it works. */
export const dataExportReadyMail: TMailTemplate<{
  name: string;
  /** How long the link works, in hours. */
  hours: number;
  /** When it stops working, written out in Istanbul time. */
  expiresAt: string;
  url: string;
}> = (language, { url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'dataExportReady', data);
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
