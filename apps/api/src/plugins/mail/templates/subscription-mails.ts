import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

type TSubscriptionMailData = {
  name: string;
  companyName: string;
  packet: string;
  /** Formatted with the currency, KDV included. */
  amount: string;
  url: string;
};

/** To a company's customers when a renewal is refused: why, when the card is tried again, the day of suspension. */
export const renewalFailedMail: TMailTemplate<
  TSubscriptionMailData & { card: string; reason: string; retry: string; suspendsOn: string }
> = (language, data) => {
  const { button, ...texts } = mailTexts(language, 'renewalFailed', data);
  return renderLayout({ language, ...texts, button: { label: button, url: data.url } });
};

/** To a company's customers when a line is suspended after 14 unpaid days. */
export const subscriptionSuspendedMail: TMailTemplate<TSubscriptionMailData> = (language, data) => {
  const { button, ...texts } = mailTexts(language, 'subscriptionSuspended', data);
  return renderLayout({ language, ...texts, button: { label: button, url: data.url } });
};

/** To the company's staff and the admins when a line is suspended. */
export const subscriptionSuspendedStaffMail: TMailTemplate<TSubscriptionMailData> = (language, data) => {
  const { button, ...texts } = mailTexts(language, 'subscriptionSuspendedStaff', data);
  return renderLayout({ language, ...texts, button: { label: button, url: data.url } });
};
