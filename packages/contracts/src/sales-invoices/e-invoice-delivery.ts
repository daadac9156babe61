import { z } from 'zod';
import { addCalendarDays } from '../common/istanbul-time.ts';
import type { TInvoiceProfile, TInvoiceType } from './invoice-codes.ts';

/*
 * Sending an issued sales invoice to GİB through the company's e-invoice integrator (issue 34).
 * The channel is the buyer's, not the company's choice: a buyer on GİB's list of e-Fatura users
 * gets an e-Fatura, anyone else an e-Arşiv invoice. The rules both apps read live here.
 */

/** e-Fatura (to a registered e-Fatura user, through GİB) or e-Arşiv (to anyone else). */
export const EINVOICE_CHANNELS = ['e_fatura', 'e_arsiv'] as const;
export type TEInvoiceChannel = (typeof EINVOICE_CHANNELS)[number];

/**
 * `sending`: handed to the integrator, its answer not recorded yet (in flight, or lost: sending
 * again asks the integrator first); `sent`; `refused` (may be sent again once mended);
 * `cancelled` (an e-Arşiv invoice cancelled at the integrator).
 */
export const DELIVERY_STATUSES = ['sending', 'sent', 'refused', 'cancelled'] as const;

/** Why an integrator refuses a document or its cancellation; the API's messages name each one. */
export const EINVOICE_REFUSALS = [
  /** An invoice with this ETTN was received already (from anyone: GİB's ETTNs are unique). */
  'duplicate_uuid',
  /** The sender sent another invoice under this number already. */
  'duplicate_number',
  /** An e-Fatura to a tax number that is not on GİB's list of e-Fatura users. */
  'receiver_not_registered',
  /** An e-Arşiv invoice to a registered e-Fatura user, who must get an e-Fatura. */
  'receiver_is_e_fatura_user',
  /** The XML is not a UBL-TR invoice matching what was declared (profile, ETTN, number). */
  'invalid_document',
  /** Cancelling an invoice the integrator never received. */
  'not_found',
  /** Cancelling an e-Fatura: it is undone by a return invoice or the buyer's objection. */
  'e_fatura_not_cancellable',
  /** Cancelling an e-Arşiv invoice after its window (`EARSIV_CANCEL_DAYS`). */
  'cancel_window_passed',
  'already_cancelled',
] as const;
export type TEInvoiceRefusal = (typeof EINVOICE_REFUSALS)[number];

/**
 * Days after the day it was sent (Istanbul) within which an e-Arşiv invoice may still be
 * cancelled: the 8 days a buyer has to object to an invoice (Türk Ticaret Kanunu 21/2), the window
 * GİB's e-Arşiv portal and the integrators apply to a cancellation. After it, a return invoice.
 */
export const EARSIV_CANCEL_DAYS = 8;

/** The last day (Istanbul, `YYYY-MM-DD`) an e-Arşiv invoice sent on `sentOn` may be cancelled. */
export function lastEArsivCancelDay(sentOn: string): string {
  return addCalendarDays(sentOn, EARSIV_CANCEL_DAYS);
}

/**
 * The UBL-TR profile an invoice goes out under on a channel: EARSIVFATURA on e-Arşiv; on e-Fatura
 * the invoice's own TEMELFATURA or TICARIFATURA (TEMELFATURA when it names e-Arşiv). A return
 * invoice is TEMELFATURA: GİB's rules allow no IADE invoice under TICARIFATURA.
 */
export function deliveryProfile(
  channel: TEInvoiceChannel,
  invoice: { type: TInvoiceType; profile: TInvoiceProfile },
): TInvoiceProfile {
  if (channel === 'e_arsiv') return 'EARSIVFATURA';
  if (invoice.type === 'IADE' || invoice.profile === 'EARSIVFATURA') return 'TEMELFATURA';
  return invoice.profile;
}

/** An invoice's e-invoice delivery, as the invoice answer carries it (null: never sent). */
export const ZSalesInvoiceDelivery = z.object({
  channel: z.enum(EINVOICE_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  /** The integrator's reference of the document; null until it is sent. */
  reference: z.string().nullable(),
  refusal_code: z.enum(EINVOICE_REFUSALS).nullable(),
  /** The refusal in the caller's language; null unless refused. */
  refusal: z.string().nullable(),
  sent_at: z.iso.datetime().nullable(),
  cancelled_at: z.iso.datetime().nullable(),
});
export type TSalesInvoiceDelivery = z.infer<typeof ZSalesInvoiceDelivery>;
