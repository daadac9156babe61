import { mailTexts, renderLayout, type TMailTemplate } from './layout.ts';

/**
 * To a company's customer (no user of the portal), sent only when the company asks: its
 * invoice is overdue, what is still open, and whom to ask. The invoice's PDF goes with it.
 */
export const invoiceReminderMail: TMailTemplate<{
  companyName: string;
  counterpartyName: string;
  number: string;
  /** The dates and the amount, written out for the language. */
  issueDate: string;
  dueDate: string;
  amount: string;
}> = (language, data) => {
  const { numberLabel, issueDateLabel, dueDateLabel, amountLabel, ...texts } = mailTexts(
    language,
    'invoiceReminder',
    data,
  );
  return renderLayout({
    language,
    ...texts,
    details: [
      { label: numberLabel, value: data.number },
      { label: issueDateLabel, value: data.issueDate },
      { label: dueDateLabel, value: data.dueDate },
      { label: amountLabel, value: data.amount },
    ],
  });
};
