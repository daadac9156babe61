import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To the payer whose card was charged for something the portal could not record (the hour they
 * paid for was no longer theirs): the charge went back through the provider.
 */
export const chargeRefundedMail: TMailTemplate<{
  name: string;
  companyName: string;
  product: string;
  /** Formatted with the currency. */
  amount: string;
  /** The card's brand and last four digits. */
  card: string;
  url: string;
}> = (language, data) => {
  const { button, ...texts } = mailTexts(language, 'chargeRefunded', data);
  return renderLayout({ language, ...texts, button: { label: button, url: data.url } });
};
