import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To a company's customers when the advisor asks for a monthly document to be corrected ("needs a
 * fix"), with the advisor's note and the documents page of that month.
 */
export const documentNeedsFixMail: TMailTemplate<{
  name: string;
  companyName: string;
  fileName: string;
  /** The month, written out ("Ekim 2026"). */
  period: string;
  note: string;
  url: string;
}> = (language, { note, url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'documentNeedsFix', data);
  // The note is the advisor's own words: quoted as written, never read for placeholders.
  return renderLayout({ language, ...texts, quote: note, button: { label: button, url } });
};
