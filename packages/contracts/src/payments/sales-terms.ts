import { z } from 'zod';
import { ZRecordId } from '../products/product-requests.ts';
import { CARD_BRANDS } from './card.ts';

/*
 * A distance sale (Mesafeli Sözleşmeler Yönetmeliği): before a packet, a one-off add-on or a stage
 * hour is paid, the buyer reads the
 * pre-information form (ön bilgilendirme formu) and the distance sales contract (mesafeli satış
 * sözleşmesi), both filled from the order, and accepts them. The server writes both
 * (`GET brands/{type}/products/{id}/sales-terms`), the payment echoes their hash with the
 * acceptance, and the server refuses a payment without it (the same message keys as the web).
 */

/** Message keys of the acceptance; the API and the web app translate them (tr/en). */
export const SALES_TERMS_MESSAGES = {
  /** The box was not ticked. */
  required: 'validation.salesTermsRequired',
  /** The texts accepted are not the ones the order gives now (a price changed): read them again. */
  changed: 'validation.salesTermsChanged',
} as const;
export const SALES_TERMS_MESSAGE_KEYS = Object.values(SALES_TERMS_MESSAGES);

/** SHA-256 in hex, as the server hashes the two texts. */
const ZSalesTermsHash = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What a payment call carries when the sale needs the acceptance: the box ticked and the hash of
 * the texts shown. Optional in the schema: the server decides when they are required, and names
 * the field `accept_sales_terms` in its 422.
 */
export const ZSalesTermsAcceptance = z.object({
  accept_sales_terms: z.boolean().optional(),
  sales_terms_hash: ZSalesTermsHash.optional(),
});
export type TSalesTermsAcceptance = z.input<typeof ZSalesTermsAcceptance>;

/** One document: its title and numbered sections, each a heading and its paragraphs (plain text). */
const ZSalesDocument = z.object({
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type TSalesDocument = z.infer<typeof ZSalesDocument>;

/** `GET brands/{type}/products/{id}/sales-terms`: the order the documents are written for. */
export const ZSalesTermsQuery = z.object({
  account_id: ZRecordId,
  /** As the payment: the packet (`subscription`) or a one-off add-on (`buy`). */
  kind: z.enum(['subscription', 'buy']).default('subscription'),
  /** The office wizard's add-ons paid with the packet, or a buy's other add-ons: `12,15`. */
  add_on_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,19}$/)
    .optional(),
  /** The network's conference hour: the held stage session it pays, as the payment names it. */
  session_id: ZRecordId.optional(),
  all: z.string().optional(),
  user_id: ZRecordId.optional(),
});

/** The card the company keeps (a packet's renewals charge it), as its owner recognises it. */
const ZCardOnFile = z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() });

export const ZSalesTerms = z.object({
  /**
   * Whether this payment needs the acceptance: every new sale does (a packet, a one-off add-on, a
   * stage hour); paying a period already due of a packet bought before does not (its contract stands).
   */
  required: z.boolean(),
  /** The template version and the SHA-256 of both texts: the payment echoes the hash. */
  version: z.string(),
  hash: ZSalesTermsHash,
  pre_information: ZSalesDocument,
  contract: ZSalesDocument,
  /**
   * A monthly packet: the first renewal (an Istanbul calendar date), the day of the month it
   * renews on afterwards (a month without that day: its last day), by the rule the renewals use,
   * and what each renewal charges (kuruş, KDV included); null for a one-off purchase.
   */
  renewal: z
    .object({
      first_on: z.iso.date(),
      day_of_month: z.number().int().min(1).max(31),
      amount: z.number().int(),
    })
    .nullable(),
  /** The card the company keeps, which this payment may charge instead of a new one; null: none. */
  card_on_file: ZCardOnFile.nullable(),
});
export type TSalesTerms = z.infer<typeof ZSalesTerms>;
