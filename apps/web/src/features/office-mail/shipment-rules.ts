import { TIME_ZONE } from '@portal/contracts/common/istanbul-time';
import {
  FINAL_SHIPMENT_ACTIONS,
  type TShipment,
  type TShipmentAction,
} from '@portal/contracts/office/office-shipments';

/*
 * The server's rules for an item's requests, mirrored to show only the choices it would accept
 * (modules/office-mail/service.ts decides).
 */

/** The request the office is working on, if any: one at a time. */
export function openRequest(item: TShipment) {
  return item.requests.find((request) => request.status === 'requested') ?? null;
}

type TShipmentRequest = TShipment['requests'][number];

/**
 * A request the company's standing rule made and the desk has not acted on yet: the customer may
 * still choose something else, which withdraws it (modules/office-mail `withdrawRuleRequest`).
 */
export const yieldsToCustomer = (request: TShipmentRequest): boolean =>
  request.by_rule && request.status === 'requested';

/** Forwarded or shredded, or asked to be (not by a rule that still gives way): nothing more can be asked. */
export function isFinal(item: TShipment): boolean {
  return item.requests.some(
    (request) =>
      !yieldsToCustomer(request) &&
      (FINAL_SHIPMENT_ACTIONS as readonly TShipmentAction[]).includes(request.action),
  );
}

/** The standing rule's request on the item, if a rule decided it. */
export function ruleRequestOf(item: TShipment): TShipmentRequest | null {
  return item.requests.find((request) => request.by_rule) ?? null;
}

/** An official notice is shredded only once a customer has opened it. */
export function shredWaitsForSeen(item: TShipment): boolean {
  return item.kind === 'official_notice' && item.seen_at === null;
}

/** A parcel has no pages: only letters and official notices are scanned (the server refuses it, 422). */
export function mayBeScanned(item: Pick<TShipment, 'kind'>): boolean {
  return item.kind !== 'parcel';
}

/** The done forward with its carrier and tracking number, for the card. */
export function doneForward(item: TShipment) {
  return item.requests.find((request) => request.action === 'forward' && request.status === 'done') ?? null;
}

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a `datetime-local` value in Istanbul time (`2026-11-25T12:05`), whatever the browser's zone. */
export function istanbulInputValue(moment: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * A `datetime-local` value read as Istanbul time, as ISO with its offset. Turkey keeps UTC+3 all
 * year (no summer time since 2016), so the offset is fixed. Null for an empty or broken value.
 */
export function istanbulInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const moment = new Date(`${value}:00+03:00`);
  return Number.isNaN(moment.getTime()) ? null : `${value}:00+03:00`;
}
