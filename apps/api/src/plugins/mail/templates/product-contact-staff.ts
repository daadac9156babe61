import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';
import { type TVisitor, visitorDetails } from './visitor-details.ts';

export type TProductContactStaffData = TVisitor & {
  company: string;
  product: string;
  /** The staff's appointment list. */
  url: string;
};

/** To the staff who follow requests, when a customer asks to be contacted about a product. */
export const productContactStaffMail: TMailTemplate<TProductContactStaffData> = (language, data) => {
  const { button, company, product, ...texts } = mailTexts(language, 'productContactStaff', {
    fullName: data.fullName,
    company: data.company,
    product: data.product,
  });
  return renderLayout({
    language,
    ...texts,
    details: [
      ...visitorDetails(language, data),
      { label: company, value: data.company },
      { label: product, value: data.product },
    ],
    button: { label: button, url: data.url },
    footer: MESSAGE_CATALOGUES[language].mail.footer.staff,
  });
};
