import type { TLanguage } from '@portal/contracts/common/languages';
import {
  DELIVERY_STATUSES,
  EINVOICE_CHANNELS,
  EINVOICE_REFUSALS,
  type TEInvoiceRefusal,
  type TSalesInvoiceDelivery,
} from '@portal/contracts/sales-invoices/e-invoice-delivery';
import { type TMessageKey, translate } from '../../plugins/i18n/messages.ts';
import type { TDeliveryRow } from './delivery-repository.ts';

/** What people read for each of the integrator's refusals. */
export const REFUSAL_MESSAGES: Record<TEInvoiceRefusal, TMessageKey> = {
  duplicate_uuid: 'salesInvoices.integrator.duplicate_uuid',
  duplicate_number: 'salesInvoices.integrator.duplicate_number',
  receiver_not_registered: 'salesInvoices.integrator.receiver_not_registered',
  receiver_is_e_fatura_user: 'salesInvoices.integrator.receiver_is_e_fatura_user',
  invalid_document: 'salesInvoices.integrator.invalid_document',
  not_found: 'salesInvoices.integrator.not_found',
  e_fatura_not_cancellable: 'salesInvoices.integrator.e_fatura_not_cancellable',
  cancel_window_passed: 'salesInvoices.integrator.cancel_window_passed',
  already_cancelled: 'salesInvoices.integrator.already_cancelled',
};

const known = <T extends string>(list: readonly T[], value: string | null, what: string): T => {
  const found = list.find((item) => item === value);
  if (found === undefined) throw new Error(`Unknown ${what} in sales_invoice_deliveries: ${value}`);
  return found;
};

/** An invoice's delivery as its answer carries it, the refusal in the caller's language. */
export function presentDelivery(
  row: TDeliveryRow | undefined,
  language: TLanguage,
): TSalesInvoiceDelivery | null {
  if (!row) return null;
  const refusal =
    row.status === 'refused' && row.refusalCode !== null
      ? known(EINVOICE_REFUSALS, row.refusalCode, 'refusal')
      : null;
  return {
    channel: known(EINVOICE_CHANNELS, row.channel, 'channel'),
    status: known(DELIVERY_STATUSES, row.status, 'status'),
    reference: row.reference,
    refusal_code: refusal,
    refusal: refusal === null ? null : translate(language, REFUSAL_MESSAGES[refusal]),
    sent_at: row.sentAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
