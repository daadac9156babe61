import { z } from 'zod';
import { pagedQuery, ZPageFields } from '../common/envelope.ts';
import { LEDGER_AMOUNT_MAX } from '../ledger/ledger-amounts.ts';
import { isLedgerDate } from '../ledger/ledger-schemas.ts';
import { ZRecordId } from '../products/product-requests.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';

/*
 * Money that came in from a customer (a collection, tahsilat) or went out to a supplier (a
 * payment, ödeme), in lira, set against one or more of its invoices in part or whole; what is
 * not set against an invoice stays on the counterparty's account.
 */

export const COLLECTION_KINDS = ['collection', 'payment'] as const;
export type TCollectionKind = (typeof COLLECTION_KINDS)[number];

export const COLLECTION_METHODS = ['cash', 'bank_transfer', 'card', 'cheque', 'other'] as const;
export type TCollectionMethod = (typeof COLLECTION_METHODS)[number];

const COLLECTION_MESSAGES = {
  amountInvalid: 'validation.collectionAmountInvalid',
  allocationsExceed: 'validation.collectionAllocationsExceed',
  allocationRepeated: 'validation.collectionAllocationRepeated',
  dateInvalid: 'validation.ledgerDateInvalid',
} as const;
export const COLLECTION_MESSAGE_KEYS = Object.values(COLLECTION_MESSAGES);

const COLLECTION_NOTE_MAX_LENGTH = 300;
const ALLOCATIONS_MAX = 50;

const ZPositiveAmount = z
  .number({ error: COLLECTION_MESSAGES.amountInvalid })
  .int(COLLECTION_MESSAGES.amountInvalid)
  .min(1, COLLECTION_MESSAGES.amountInvalid)
  .max(LEDGER_AMOUNT_MAX, COLLECTION_MESSAGES.amountInvalid);

/** `POST accounts/{id}/collections`: amounts in kuruş. */
export const ZCollectionRequest = z
  .object({
    kind: z.enum(COLLECTION_KINDS, { error: VALIDATION_MESSAGES.invalidValue }),
    date: z
      .string({ error: COLLECTION_MESSAGES.dateInvalid })
      .refine(isLedgerDate, COLLECTION_MESSAGES.dateInvalid),
    counterparty_id: ZRecordId,
    amount: ZPositiveAmount,
    method: z.enum(COLLECTION_METHODS, { error: VALIDATION_MESSAGES.invalidValue }),
    note: z.string().trim().max(COLLECTION_NOTE_MAX_LENGTH, VALIDATION_MESSAGES.tooLong).default(''),
    allocations: z
      .array(z.object({ invoice_id: ZRecordId, amount: ZPositiveAmount }))
      .max(ALLOCATIONS_MAX, VALIDATION_MESSAGES.tooLong)
      .default([]),
  })
  .superRefine((body, ctx) => {
    const allocated = body.allocations.reduce((sum, allocation) => sum + allocation.amount, 0);
    if (allocated > body.amount) {
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: COLLECTION_MESSAGES.allocationsExceed });
    }
    const invoices = body.allocations.map((allocation) => String(allocation.invoice_id));
    if (new Set(invoices).size !== invoices.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['allocations'],
        message: COLLECTION_MESSAGES.allocationRepeated,
      });
    }
  });
export type TCollectionRequest = z.input<typeof ZCollectionRequest>;
export type TCollectionBody = z.output<typeof ZCollectionRequest>;

export const ZCollection = z.object({
  id: z.number().int(),
  kind: z.enum(COLLECTION_KINDS),
  date: z.string(),
  counterparty_id: z.number().int(),
  counterparty_name: z.string(),
  amount: z.number().int(),
  method: z.enum(COLLECTION_METHODS),
  note: z.string(),
  allocations: z.array(
    z.object({ invoice_id: z.number().int(), invoice_number: z.string(), amount: z.number().int() }),
  ),
  created_at: z.iso.datetime(),
});
export type TCollection = z.infer<typeof ZCollection>;

/** `GET accounts/{id}/collections`: newest first, by kind and counterparty, paged. */
export const ZCollectionListQuery = pagedQuery(
  z.object({
    all: z.string().optional(),
    ...ZPageFields,
    kind: z.enum(COLLECTION_KINDS, { error: VALIDATION_MESSAGES.invalidValue }).optional(),
    counterparty_id: ZRecordId.optional(),
  }),
);

export const AGEING_KINDS = ['receivable', 'payable'] as const;
export type TAgeingKind = (typeof AGEING_KINDS)[number];

/** The buckets of the ageing view, by days past the due date (Istanbul's today). */
export const AGEING_BUCKETS = ['not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type TAgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The most days past due each bucket but the last holds (0: not due yet). */
export const AGEING_BUCKET_LIMITS = [0, 30, 60, 90] as const;

/** The bucket of an invoice `daysPastDue` days past its due date. */
export function ageingBucket(daysPastDue: number): TAgeingBucket {
  const index = AGEING_BUCKET_LIMITS.findIndex((limit) => daysPastDue <= limit);
  return AGEING_BUCKETS[index === -1 ? AGEING_BUCKETS.length - 1 : index] ?? 'days_over_90';
}

export const ZAgeingQuery = z.object({
  all: z.string().optional(),
  kind: z.enum(AGEING_KINDS, { error: VALIDATION_MESSAGES.invalidValue }).default('receivable'),
});

const ZBuckets = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.number().int()])) as {
    [K in TAgeingBucket]: z.ZodNumber;
  },
);

/** `GET accounts/{id}/ageing?kind=receivable|payable`: open amounts (kuruş) by bucket, in total and per counterparty. */
/** How many counterparties the ageing lists, largest total first; the totals count every one. */
export const AGEING_LISTED = 50;

export const ZAgeing = z.object({
  kind: z.enum(AGEING_KINDS),
  /** Istanbul's today, the day the buckets count from. */
  as_of: z.string(),
  total: ZBuckets.extend({ total: z.number().int() }),
  counterparties: z.array(
    ZBuckets.extend({ counterparty_id: z.number().int(), name: z.string(), total: z.number().int() }),
  ),
  /** Every counterparty with something open; more than `counterparties` holds past AGEING_LISTED. */
  counterparty_count: z.number().int(),
});
export type TAgeing = z.infer<typeof ZAgeing>;
