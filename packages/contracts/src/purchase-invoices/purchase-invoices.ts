import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/*
 * The invoices the company received and confirmed from the e-invoice import: what it owes each
 * supplier, paid by the payments of the collections page. Amounts in kuruş (lira, converted at
 * the invoice's own rate).
 */

export const ZPurchaseInvoice = z.object({
  id: z.number().int(),
  counterparty_id: z.number().int(),
  counterparty_name: z.string(),
  /** The supplier's invoice number. */
  number: z.string(),
  uuid: z.string().nullable(),
  type: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  payable_amount: z.number().int(),
  open_amount: z.number().int(),
  /** Past its due date (Istanbul) with something open. */
  overdue: z.boolean(),
});
export type TPurchaseInvoice = z.infer<typeof ZPurchaseInvoice>;

/** `GET accounts/{id}/purchase-invoices?counterparty_id&open=true`: oldest due first. */
export const ZPurchaseInvoiceListQuery = pagedQuery(
  z.object({
    all: z.string().optional(),
    ...ZPageFields,
    counterparty_id: ZRecordId.optional(),
    open: z.enum(['true'], { error: VALIDATION_MESSAGES.invalidValue }).optional(),
  }),
);

/** What confirming an imported e-invoice wrote. */
export const ZImportConfirmed = z.object({
  entries: z.number().int(),
  /** The payable it recorded (an invoice the company received to pay); null for any other. */
  purchase_invoice_id: z.number().int().nullable(),
});
export type TImportConfirmed = z.infer<typeof ZImportConfirmed>;
