import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** To a company's customers when staff add a document to its vault. */
export const companyDocumentAddedMail: TMailTemplate<{
  name: string;
  companyName: string;
  documentName: string;
  url: string;
}> = (language, { url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'companyDocumentAdded', data);
  return renderLayout({ language, ...texts, button: { label: button, url } });
};

/** To a company's customers when the advisor asks for a document. */
export const documentRequestedMail: TMailTemplate<{
  name: string;
  companyName: string;
  title: string;
  /** The due date, written out. */
  dueDate: string;
  url: string;
}> = (language, { url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'documentRequested', data);
  return renderLayout({ language, ...texts, button: { label: button, url } });
};

/** To the staff serving a company, 30 and 7 days before a vault document's validity ends. */
export const companyDocumentExpiringMail: TMailTemplate<{
  name: string;
  companyName: string;
  documentName: string;
  /** The last valid day, written out. */
  validUntil: string;
  url: string;
}> = (language, { url, ...data }) => {
  const { button, ...texts } = mailTexts(language, 'companyDocumentExpiring', data);
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
