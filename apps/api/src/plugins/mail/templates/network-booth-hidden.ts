import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

export type TNetworkBoothHiddenMailData = {
  /** The booth's representative. */
  name: string;
  boothName: string;
  /** Why staff hid it, as they wrote it. */
  reason: string;
  /** The booth's page in the portal. */
  url: string;
};

/** To a booth's representative when staff hide the booth for breaking the rules (issue 17). */
export const networkBoothHiddenMail: TMailTemplate<TNetworkBoothHiddenMailData> = (language, data) => {
  const { button, ...texts } = mailTexts(language, 'networkBoothHidden', {
    name: data.name,
    boothName: data.boothName,
  });
  return renderLayout({ language, ...texts, quote: data.reason, button: { label: button, url: data.url } });
};
