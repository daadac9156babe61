import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../plugins/db/database.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { paymentReceiptMail } from '../../plugins/mail/templates/payment-receipt.ts';
import { claimReceipt, findReceiptFacts, findReceiptRecipient } from './payment-receipt-repository.ts';
import { cardLabel } from './subscriptions/renewal-mails.ts';

type TReceiptApp = Pick<FastifyInstance, 'now' | 'log' | 'mailer' | 'config'>;

/**
 * The page a receipt leads to: the customer's invoices with this one opened (the web has no page
 * of one invoice; `?invoice=<id>` makes the invoices page show it above the list, with its PDF).
 */
const receiptPath = (invoiceId: number) => `app/profile/invoices?invoice=${invoiceId}`;

/**
 * Queues the receipt mail of a successful payment, once per payment whatever calls it how often
 * (its claim in `payment_receipts`): what was paid for (the invoice's lines), the total with KDV,
 * the day, the card and the invoice, in the recipient's language. The recipient is the payer, or,
 * when staff paid for the company or the portal charged a renewal, the first of `payerIds` (the
 * card's owner) or the company's creator or first owner who is one of its active customers.
 *
 * `db` is the payment's transaction (the mail goes only if the payment is recorded) or the
 * database once it is. Its work runs in a nested transaction (a savepoint inside the payment's):
 * a receipt that cannot be written is logged and leaves the payment as it is.
 */
export async function mailPaymentReceipt(
  app: TReceiptApp,
  db: TDatabase,
  paymentId: number,
  { payerIds = [] }: { payerIds?: readonly (number | null)[] } = {},
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const facts = await findReceiptFacts(tx, paymentId);
      if (facts?.status !== 'succeeded') {
        app.log.error({ paymentId }, 'payment receipt: no successful payment with an invoice');
        return;
      }
      const candidates = [facts.userId, ...payerIds, facts.createdBy].filter(
        (id): id is number => typeof id === 'number',
      );
      const recipient = await findReceiptRecipient(tx, facts.accountId, candidates);
      if (!(await claimReceipt(tx, { paymentId, sentTo: recipient?.id ?? null, at: app.now() }))) return;
      if (!recipient) return;
      const language = languageOfId(recipient.languageId);
      const content = paymentReceiptMail(language, {
        name: recipient.name,
        companyName: facts.accountName,
        items: facts.lines.map((line) =>
          line.quantity > 1 ? `${line.description} × ${line.quantity}` : line.description,
        ),
        subtotal: facts.subtotal,
        vat: facts.vat,
        vatRate: facts.vatRate,
        total: facts.total,
        paidAt: facts.issuedAt,
        card: cardLabel({ brand: facts.cardBrand, last4: facts.cardLast4 }),
        invoiceNumber: facts.number,
        renewal: facts.kind === 'renewal',
        url: `${app.config.appUrl}/${language}/${receiptPath(facts.invoiceId)}`,
      });
      await app.mailer.send({ to: recipient.email, template: 'payment-receipt', ...content }, { within: tx });
    });
  } catch (error) {
    app.log.error({ err: error, paymentId }, 'payment receipt not queued');
  }
}
