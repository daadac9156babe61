import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

/**
 * Mail and parcels the office receives for a company (issue 15). The secretary logs each item;
 * the customer asks for one action per item; staff carry it out from the operator queue.
 */
export const SHIPMENT_KINDS = ['letter', 'parcel', 'official_notice'] as const;
export type TShipmentKind = (typeof SHIPMENT_KINDS)[number];

export const SHIPMENT_ACTIONS = ['hold', 'forward', 'scan', 'shred'] as const;
export type TShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

/**
 * An item's state: `received` until the customer chooses; `<action>_requested` while the office
 * works on it; then `held` (waiting at reception), `forwarded`, `scanned` or `shredded`; an item
 * an authorised recipient took at the desk is `collected`.
 */
export const SHIPMENT_STATUSES = [
  'received',
  'hold_requested',
  'held',
  'forward_requested',
  'forwarded',
  'scan_requested',
  'scanned',
  'shred_requested',
  'shredded',
  'collected',
] as const;
export type TShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Forwarding and shredding end an item: it can't be both, and neither follows the other. */
export const FINAL_SHIPMENT_ACTIONS = ['forward', 'shred'] as const satisfies readonly TShipmentAction[];

export const SHIPMENT_LIMITS = {
  sender: 200,
  carrier: 60,
  trackingNumber: 60,
  address: 500,
  note: 500,
  scanPages: 500,
} as const;

export const SHIPMENT_MESSAGES = {
  /** An official notice (tebligat) can't be shredded before the customer has opened it. */
  shredUnseenNotice: 'office.shipments.shredUnseenNotice',
  /** A parcel has no pages to scan (the standing rules refuse the same, `office.rules.parcelNotScanned`). */
  parcelNotScanned: 'office.shipments.parcelNotScanned',
  /** The item is forwarded or shredded (or on its way to be): nothing more can be asked. */
  alreadyFinal: 'office.shipments.alreadyFinal',
  /** An action is already waiting for the office on this item. */
  requestPending: 'office.shipments.requestPending',
  forwardAddressRequired: 'office.shipments.forwardAddressRequired',
  /** The typed ID card number is not the authorised recipient's. */
  notAuthorised: 'office.shipments.notAuthorised',
  proofMissing: 'office.shipments.proofMissing',
} as const;

const text = (max: number) => z.string().trim().max(max, VALIDATION_MESSAGES.tooLong);
const required = (max: number) => text(max).min(1, VALIDATION_MESSAGES.required);

/** Logging an item (multipart: these fields and an optional `photo`, JPEG or PNG, of the envelope). */
export const ZRecordShipmentFields = z.object({
  received_at: z.iso.datetime({ offset: true, error: VALIDATION_MESSAGES.invalidValue }).optional(),
  kind: z.enum(SHIPMENT_KINDS, { error: VALIDATION_MESSAGES.invalidValue }),
  sender: singleLine(required(SHIPMENT_LIMITS.sender)),
  carrier: singleLine(text(SHIPMENT_LIMITS.carrier)).optional(),
  tracking_number: singleLine(text(SHIPMENT_LIMITS.trackingNumber)).optional(),
});

/** The customer's choice for an item; forwarding needs the address. */
export const ZShipmentRequest = z
  .object({
    action: z.enum(SHIPMENT_ACTIONS, { error: VALIDATION_MESSAGES.invalidValue }),
    address: text(SHIPMENT_LIMITS.address).optional(),
    note: text(SHIPMENT_LIMITS.note).optional(),
  })
  .superRefine((body, context) => {
    if (body.action === 'forward' && !body.address) {
      context.addIssue({
        code: 'custom',
        path: ['address'],
        message: SHIPMENT_MESSAGES.forwardAddressRequired,
      });
    }
  });
export type TShipmentRequestBody = z.input<typeof ZShipmentRequest>;

/** Staff finish a request: a forward with its carrier and tracking number, a scan with its PDF (multipart `file`). */
export const ZCompleteShipmentRequest = z.object({
  carrier: text(SHIPMENT_LIMITS.carrier).optional(),
  tracking_number: text(SHIPMENT_LIMITS.trackingNumber).optional(),
  /** A scan's pages: a scan beyond the packet's allowance is charged per page. */
  pages: z.coerce
    .number({ error: VALIDATION_MESSAGES.invalidValue })
    .int(VALIDATION_MESSAGES.invalidValue)
    .min(1, VALIDATION_MESSAGES.invalidValue)
    .max(SHIPMENT_LIMITS.scanPages, VALIDATION_MESSAGES.invalidValue)
    .optional(),
});

/**
 * What happened to an item, as its timeline tells it: the envelope's own history. A customer
 * viewing the item in the portal is not part of it (`seen_at` keeps that).
 */
export const SHIPMENT_EVENTS = [
  'received',
  'requested',
  'held',
  'forwarded',
  'scanned',
  'shredded',
  'collected',
] as const;

/**
 * An authorised recipient collects an item at the desk (multipart: these fields and a `photo`,
 * JPEG or PNG, of the signature or of the person with the item): the ID card's number is typed
 * and must be the recipient's.
 */
export const ZCollectShipmentFields = z.object({
  recipient_id: z.coerce.number({ error: VALIDATION_MESSAGES.invalidValue }).int().positive(),
  national_id: z
    .string()
    .trim()
    .regex(/^\d{11}$/, VALIDATION_MESSAGES.invalidValue),
});

const ZShipmentEvent = z.object({
  event: z.enum(SHIPMENT_EVENTS),
  at: z.iso.datetime(),
  action: z.enum(SHIPMENT_ACTIONS).nullable(),
  by: z.string().nullable(),
});

const ZShipmentRequestView = z.object({
  id: z.number().int(),
  action: z.enum(SHIPMENT_ACTIONS),
  status: z.enum(['requested', 'done']),
  address: z.string().nullable(),
  note: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  requested_at: z.iso.datetime(),
  done_at: z.iso.datetime().nullable(),
  /** Asked by the company's standing rule when the item was recorded. */
  by_rule: z.boolean(),
});

export const ZShipment = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  received_at: z.iso.datetime(),
  kind: z.enum(SHIPMENT_KINDS),
  sender: z.string(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  /**
   * When a customer first saw it in the portal (an official notice may be shredded only after);
   * not an event of its timeline: the envelope stays closed until a scan is asked.
   */
  seen_at: z.iso.datetime().nullable(),
  photo_url: z.string().nullable(),
  scan_url: z.string().nullable(),
  /** The standing rule that decided what happens to the item, if one did. */
  rule_id: z.number().int().nullable(),
  /**
   * While the item is kept at the office: the last day (Istanbul) it is stored free under the
   * packet; each day after is charged per the price list with the next renewal.
   */
  storage_free_until: z.string().nullable(),
  /** Collected at the desk by an authorised recipient. */
  collected: z.object({ by: z.string(), at: z.iso.datetime() }).nullable(),
  requests: z.array(ZShipmentRequestView),
  timeline: z.array(ZShipmentEvent),
});
export type TShipment = z.infer<typeof ZShipment>;

/** The operator queue: requested actions over the staff's companies, oldest first. */
export const ZOfficeQueueItem = z.object({
  request_id: z.number().int(),
  shipment_id: z.number().int(),
  account_id: z.number().int(),
  account_name: z.string(),
  kind: z.enum(SHIPMENT_KINDS),
  sender: z.string(),
  action: z.enum(SHIPMENT_ACTIONS),
  address: z.string().nullable(),
  note: z.string().nullable(),
  requested_at: z.iso.datetime(),
});
export type TOfficeQueueItem = z.infer<typeof ZOfficeQueueItem>;
