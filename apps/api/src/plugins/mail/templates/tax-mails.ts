import type { TTaxReturnDocumentRole } from '@portal/contracts/tax-returns/tax-returns';
import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/** To a company's customers when their advisor adds a return's PDF or its tahakkuk fişi. */
export const taxDocumentReadyMail: TMailTemplate<{
  name: string;
  companyName: string;
  /** The return's kind, written out. */
  returnName: string;
  period: string;
  role: TTaxReturnDocumentRole;
  url: string;
}> = (language, { role, url, ...data }) => {
  const documentName = mailTexts(language, 'taxDocumentReady').documentNames[role];
  const {
    button,
    documentNames: _names,
    ...texts
  } = mailTexts(language, 'taxDocumentReady', {
    ...data,
    documentName,
  });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};

/** To a company's customers 3 and 1 days before an unpaid accrual is due. */
export const taxPaymentReminderMail: TMailTemplate<{
  name: string;
  companyName: string;
  returnName: string;
  period: string;
  /** The amount, written out in TRY. */
  amount: string;
  /** The due date, written out. */
  dueDate: string;
  daysLeft: number;
  url: string;
}> = (language, { daysLeft, url, ...data }) => {
  const counts = mailTexts(language, 'taxPaymentReminder', { days: daysLeft });
  const remaining = daysLeft === 1 ? counts.remainingOne : counts.remainingOther;
  const {
    button,
    remainingOne: _one,
    remainingOther: _other,
    ...texts
  } = mailTexts(language, 'taxPaymentReminder', { ...data, remaining });
  return renderLayout({ language, ...texts, button: { label: button, url } });
};
