import type { TLanguage } from '@portal/contracts/common/languages';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import { invoiceReminderMail } from '../../plugins/mail/templates/invoice-reminder.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { invoiceDocument } from './invoice-service.ts';
import {
  formatInvoiceDate,
  formatInvoiceMoney,
  renderSalesInvoicePdf,
  salesInvoicePdfFileName,
} from './sales-invoice-pdf.ts';

type TReminderApp = Pick<FastifyInstance, 'db' | 'now' | 'mailer' | 'rateLimiter'>;

/** Counts one reminder against the invoice's day and the company's; a refusal of either counts neither. */
async function spendReminderBudget(app: TReminderApp, accountId: number, invoiceId: number): Promise<void> {
  await app.rateLimiter.consume('invoiceRemindersPerInvoice', `sales-invoice:${invoiceId}`);
  try {
    await app.rateLimiter.consume('invoiceRemindersPerCompany', `account:${accountId}`);
  } catch (error) {
    await app.rateLimiter.release('invoiceRemindersPerInvoice', `sales-invoice:${invoiceId}`);
    throw error;
  }
}

/**
 * `POST …/sales-invoices/{invoiceId}/reminder`: mails the counterparty that an invoice is overdue,
 * in the language the company chose, with the invoice's PDF in that language. Only an overdue
 * sales invoice (issued, open, past its due date in Istanbul; a return owes nothing), only to an
 * address the counterparty has. The mail and its audit entry are committed together.
 */
export async function sendInvoiceReminder(
  app: TReminderApp,
  auth: TAuth,
  account: TReachedAccount,
  invoiceId: number,
  language: TLanguage,
): Promise<{ email: string }> {
  const document = await invoiceDocument(app, account, invoiceId, language);
  const { invoice, buyer } = document;
  if (!invoice.overdue || invoice.type === 'IADE')
    throw new HttpError(409, 'salesInvoices.reminderNotOverdue');
  const email = buyer.email.trim();
  if (email === '') {
    throw new HttpError(422, 'salesInvoices.reminderNoEmail', {
      fields: { email: 'salesInvoices.reminderNoEmail' },
    });
  }
  await spendReminderBudget(app, account.id, invoiceId);

  const pdf = await renderSalesInvoicePdf(document, language);
  const content = invoiceReminderMail(language, {
    companyName: document.seller.name,
    counterpartyName: buyer.name,
    number: invoice.number,
    issueDate: formatInvoiceDate(invoice.issue_date, language),
    dueDate: formatInvoiceDate(invoice.due_date, language),
    amount: formatInvoiceMoney(invoice.totals.open_amount, invoice.currency, language),
  });
  await app.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'sales_invoice.reminder_sent',
      subjectType: 'sales_invoice',
      subjectId: invoiceId,
      accountId: account.id,
      after: { number: invoice.number, email, open_amount: invoice.totals.open_amount, language },
    });
    await app.mailer.send(
      {
        to: email,
        ...content,
        template: 'invoice-reminder',
        attachments: [
          {
            filename: salesInvoicePdfFileName(document, language),
            contentType: 'application/pdf',
            content: pdf.toString('base64'),
            encoding: 'base64',
          },
        ],
      },
      { within: tx },
    );
  });
  return { email };
}
