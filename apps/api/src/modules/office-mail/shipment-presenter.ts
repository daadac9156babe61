import type { SHIPMENT_EVENTS, TShipment, TShipmentAction } from '@portal/contracts/office/office-shipments';
import type { TRequestRow, TShipmentRow } from './repository.ts';

type TShipmentEventName = (typeof SHIPMENT_EVENTS)[number];
type TEvent = TShipment['timeline'][number];

/** The event a done request leaves in the timeline. */
const DONE_EVENT: Record<TShipmentAction, TShipmentEventName> = {
  hold: 'held',
  forward: 'forwarded',
  scan: 'scanned',
  shred: 'shredded',
};

const shipmentPhotoUrl = (accountId: number, shipmentId: number) =>
  `/api/accounts/${accountId}/shipments/${shipmentId}/photo`;
const shipmentScanUrl = (accountId: number, shipmentId: number) =>
  `/api/accounts/${accountId}/shipments/${shipmentId}/scan`;

/**
 * The item's timeline, derived from what is stored (no table of its own): received, each
 * request's asked and done moments with who, and a collection, in time order. What happened to the
 * envelope only: the customer looking at the item in the portal (`seen_at`) is no event of it, and
 * read as one ("opened") it claimed the envelope had been opened (issue 36).
 */
function shipmentTimeline(row: TShipmentRow, requests: readonly TRequestRow[]): TEvent[] {
  const events: TEvent[] = [
    { event: 'received', at: row.receivedAt.toISOString(), action: null, by: row.recordedByName },
  ];
  for (const request of requests) {
    events.push({
      event: 'requested',
      at: request.requestedAt.toISOString(),
      action: request.action,
      by: request.requestedByName,
    });
    if (request.doneAt) {
      events.push({
        event: DONE_EVENT[request.action],
        at: request.doneAt.toISOString(),
        action: request.action,
        by: request.doneByName,
      });
    }
  }
  if (row.collectedAt) {
    events.push({
      event: 'collected',
      at: row.collectedAt.toISOString(),
      action: null,
      by: row.collectedByName,
    });
  }
  // Stable: events of the same moment keep the order they happen in.
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function presentShipment(
  row: TShipmentRow,
  requests: readonly TRequestRow[],
): Omit<TShipment, 'storage_free_until'> {
  return {
    id: row.id,
    account_id: row.accountId,
    received_at: row.receivedAt.toISOString(),
    kind: row.kind,
    sender: row.sender,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    status: row.status,
    seen_at: row.seenAt?.toISOString() ?? null,
    photo_url: row.photoKey ? shipmentPhotoUrl(row.accountId, row.id) : null,
    scan_url: row.scanKey ? shipmentScanUrl(row.accountId, row.id) : null,
    rule_id: row.ruleId,
    collected: row.collectedAt ? { by: row.collectedByName ?? '', at: row.collectedAt.toISOString() } : null,
    requests: requests.map((request) => ({
      id: request.id,
      action: request.action,
      status: request.doneAt ? 'done' : 'requested',
      address: request.address,
      note: request.note,
      carrier: request.carrier,
      tracking_number: request.trackingNumber,
      requested_at: request.requestedAt.toISOString(),
      done_at: request.doneAt?.toISOString() ?? null,
      // Asked by the company's standing rule when the item was recorded, not by a person.
      by_rule: request.requestedBy === null && row.ruleId !== null,
    })),
    timeline: shipmentTimeline(row, requests),
  };
}
