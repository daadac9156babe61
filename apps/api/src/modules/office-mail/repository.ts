import type {
  TShipmentAction,
  TShipmentKind,
  TShipmentStatus,
} from '@portal/contracts/office/office-shipments';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/auth.ts';
import {
  officeAuthorisedRecipients,
  officeShipmentRequests,
  officeShipments,
} from '../../db/schema/office-line.ts';
import { attachedTo } from '../../plugins/account-attachment.ts';
import { accountIds, readingShownNames } from '../../plugins/db/company-reads.ts';
import type { TDatabase } from '../../plugins/db/database.ts';

/*
 * The mail and parcels the office receives for a company, and what its customers asked done with
 * each (office_shipments, office_shipment_requests). Names come along for the timeline.
 */

const recorder = alias(users, 'shipment_recorder');
const requester = alias(users, 'request_requester');
const doer = alias(users, 'request_doer');

const SHIPMENT_ROW = {
  id: officeShipments.id,
  accountId: officeShipments.accountId,
  receivedAt: officeShipments.receivedAt,
  kind: officeShipments.kind,
  sender: officeShipments.sender,
  carrier: officeShipments.carrier,
  trackingNumber: officeShipments.trackingNumber,
  status: officeShipments.status,
  photoKey: officeShipments.photoKey,
  photoType: officeShipments.photoType,
  scanKey: officeShipments.scanKey,
  seenAt: officeShipments.seenAt,
  ruleId: officeShipments.ruleId,
  collectedAt: officeShipments.collectedAt,
  collectedByName: officeAuthorisedRecipients.fullName,
  recordedByName: recorder.name,
};
export type TShipmentRow = {
  id: number;
  accountId: number;
  receivedAt: Date;
  kind: TShipmentKind;
  sender: string;
  carrier: string | null;
  trackingNumber: string | null;
  status: TShipmentStatus;
  photoKey: string | null;
  photoType: string | null;
  scanKey: string | null;
  seenAt: Date | null;
  ruleId: number | null;
  collectedAt: Date | null;
  collectedByName: string | null;
  recordedByName: string | null;
};

const REQUEST_ROW = {
  id: officeShipmentRequests.id,
  shipmentId: officeShipmentRequests.shipmentId,
  action: officeShipmentRequests.action,
  address: officeShipmentRequests.address,
  note: officeShipmentRequests.note,
  carrier: officeShipmentRequests.carrier,
  trackingNumber: officeShipmentRequests.trackingNumber,
  requestedAt: officeShipmentRequests.requestedAt,
  doneAt: officeShipmentRequests.doneAt,
  requestedBy: officeShipmentRequests.requestedBy,
  requestedByName: requester.name,
  doneByName: doer.name,
};
export type TRequestRow = {
  id: number;
  shipmentId: number;
  action: TShipmentAction;
  address: string | null;
  note: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  requestedAt: Date;
  doneAt: Date | null;
  requestedBy: number | null;
  requestedByName: string | null;
  doneByName: string | null;
};

export async function insertShipment(
  db: TDatabase,
  values: {
    accountId: number;
    receivedAt: Date;
    kind: TShipmentKind;
    sender: string;
    carrier: string | null;
    trackingNumber: string | null;
    photoKey: string | null;
    photoType: string | null;
    recordedBy: number;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(officeShipments).values(values).returning({ id: officeShipments.id });
  if (!row) throw new Error('office_shipments insert returned no row');
  return row.id;
}

/**
 * The most items a company's list answers: the newest, which are the ones still to act on; a list
 * that pages is the next step if an office keeps years of mail for one company.
 */
const SHIPMENT_LIST_LIMIT = 500;

/** The company's items, newest first (the index office_shipments_by_account); one with `id`. */
export async function findShipments(
  db: TDatabase,
  accountId: number,
  filter: { id?: number } = {},
): Promise<TShipmentRow[]> {
  const conditions: SQL[] = [eq(officeShipments.accountId, accountId)];
  if (filter.id !== undefined) conditions.push(eq(officeShipments.id, filter.id));
  return db
    .select(SHIPMENT_ROW)
    .from(officeShipments)
    .leftJoin(recorder, eq(recorder.id, officeShipments.recordedBy))
    .leftJoin(officeAuthorisedRecipients, eq(officeAuthorisedRecipients.id, officeShipments.collectedBy))
    .where(and(...conditions))
    .orderBy(desc(officeShipments.receivedAt), desc(officeShipments.id))
    .limit(SHIPMENT_LIST_LIMIT);
}

/** The requests of these items, in the order they were made. */
export async function findRequests(db: TDatabase, shipmentIds: readonly number[]): Promise<TRequestRow[]> {
  if (shipmentIds.length === 0) return [];
  return db
    .select(REQUEST_ROW)
    .from(officeShipmentRequests)
    .leftJoin(requester, eq(requester.id, officeShipmentRequests.requestedBy))
    .leftJoin(doer, eq(doer.id, officeShipmentRequests.doneBy))
    .where(inArray(officeShipmentRequests.shipmentId, [...shipmentIds]))
    .orderBy(asc(officeShipmentRequests.requestedAt), asc(officeShipmentRequests.id));
}

/** Keeps the first time only; false when the company has no such item. */
export async function markShipmentSeen(
  db: TDatabase,
  accountId: number,
  shipmentId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(officeShipments)
    .set({ seenAt: sql`coalesce(${officeShipments.seenAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(officeShipments.id, shipmentId), eq(officeShipments.accountId, accountId)))
    .returning({ id: officeShipments.id });
  return rows.length > 0;
}

export type TRequestState = {
  kind: TShipmentKind;
  seenAt: Date | null;
  status: TShipmentStatus;
  /** A request the office has not done yet. */
  hasOpen: boolean;
  /** A forward or a shred, asked or done: the item's end. */
  hasFinal: boolean;
};

/**
 * The item's request state, its row locked for the caller's transaction: two requests on one item
 * are decided one after the other (the unique indexes stay the last word).
 */
export async function lockRequestState(
  tx: TDatabase,
  accountId: number,
  shipmentId: number,
): Promise<TRequestState | null> {
  const [row] = await tx
    .select({ kind: officeShipments.kind, seenAt: officeShipments.seenAt, status: officeShipments.status })
    .from(officeShipments)
    .where(and(eq(officeShipments.id, shipmentId), eq(officeShipments.accountId, accountId)))
    .for('update');
  if (!row) return null;
  const state = await requestState(tx, shipmentId);
  return { ...row, ...state };
}

/**
 * Withdraws what the company's standing rule asked for an item while the desk has not done it:
 * the customer's own choice for the item comes first. Answers whether there was one.
 */
export async function withdrawRuleRequest(tx: TDatabase, shipmentId: number): Promise<boolean> {
  const withdrawn = await tx
    .delete(officeShipmentRequests)
    .where(
      and(
        eq(officeShipmentRequests.shipmentId, shipmentId),
        isNull(officeShipmentRequests.doneAt),
        isNull(officeShipmentRequests.requestedBy),
        sql`exists (select 1 from ${officeShipments} where ${officeShipments.id} = ${shipmentId} and ${officeShipments.ruleId} is not null)`,
      ),
    )
    .returning({ id: officeShipmentRequests.id });
  return withdrawn.length > 0;
}

/**
 * An authorised recipient took the item at the desk: it is collected, and what waited on it (a
 * hold, or a scan a rule asked for) is closed. Only while nothing forwards or shreds it.
 */
export async function markCollected(
  tx: TDatabase,
  input: { shipmentId: number; recipientId: number; proofKey: string; at: Date },
): Promise<void> {
  await tx
    .delete(officeShipmentRequests)
    .where(
      and(eq(officeShipmentRequests.shipmentId, input.shipmentId), isNull(officeShipmentRequests.doneAt)),
    );
  await tx
    .update(officeShipments)
    .set({
      status: 'collected',
      collectedBy: input.recipientId,
      collectedAt: input.at,
      collectionProofKey: input.proofKey,
    })
    .where(eq(officeShipments.id, input.shipmentId));
}

/** Whether the item has an open request and a final one (read again after a unique violation). */
export async function requestState(
  db: TDatabase,
  shipmentId: number,
): Promise<{ hasOpen: boolean; hasFinal: boolean }> {
  const [row] = await db
    .select({
      hasOpen: sql<boolean>`coalesce(bool_or(${officeShipmentRequests.doneAt} is null), false)`,
      hasFinal: sql<boolean>`coalesce(bool_or(${officeShipmentRequests.action} in ('forward', 'shred')), false)`,
    })
    .from(officeShipmentRequests)
    .where(eq(officeShipmentRequests.shipmentId, shipmentId));
  return { hasOpen: row?.hasOpen ?? false, hasFinal: row?.hasFinal ?? false };
}

export async function insertRequest(
  tx: TDatabase,
  values: {
    shipmentId: number;
    action: TShipmentAction;
    address: string | null;
    note: string | null;
    /** Null: asked by the company's standing rule when the item was recorded. */
    requestedBy: number | null;
    requestedAt: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(officeShipmentRequests)
    .values(values)
    .returning({ id: officeShipmentRequests.id });
  if (!row) throw new Error('office_shipment_requests insert returned no row');
  return row.id;
}

export async function setShipmentStatus(
  tx: TDatabase,
  shipmentId: number,
  changes: { status: TShipmentStatus; scanKey?: string; ruleId?: number },
): Promise<void> {
  await tx.update(officeShipments).set(changes).where(eq(officeShipments.id, shipmentId));
}

export type TQueueRow = {
  requestId: number;
  shipmentId: number;
  accountId: number;
  accountName: string;
  kind: TShipmentKind;
  sender: string;
  action: TShipmentAction;
  address: string | null;
  note: string | null;
  requestedAt: Date;
};

/** The most the queue shows at once; the oldest come first, so nothing waits unseen. */
const QUEUE_LIMIT = 500;

/**
 * Requests not done yet, oldest first, with the company's name: of the companies `memberId` is
 * attached to, or of every company (undefined). One query, on the partial index
 * office_shipment_requests_queue; deleted companies are left out.
 */
export async function findQueue(db: TDatabase, memberId: number | undefined): Promise<TQueueRow[]> {
  const conditions: SQL[] = [isNull(officeShipmentRequests.doneAt), isNull(accounts.deletedAt)];
  if (memberId !== undefined) {
    conditions.push(attachedTo(officeShipments.accountId, memberId, [OFFICE_LINE.id]));
  }
  // Oldest request first: which companies the queue shows depends on none of their names.
  return readingShownNames(
    async () =>
      db
        .select({
          requestId: officeShipmentRequests.id,
          shipmentId: officeShipments.id,
          accountId: officeShipments.accountId,
          accountName: accounts.name,
          kind: officeShipments.kind,
          sender: officeShipments.sender,
          action: officeShipmentRequests.action,
          address: officeShipmentRequests.address,
          note: officeShipmentRequests.note,
          requestedAt: officeShipmentRequests.requestedAt,
        })
        .from(officeShipmentRequests)
        .innerJoin(officeShipments, eq(officeShipments.id, officeShipmentRequests.shipmentId))
        .innerJoin(accounts, eq(accounts.id, officeShipments.accountId))
        .where(and(...conditions))
        .orderBy(asc(officeShipmentRequests.requestedAt), asc(officeShipmentRequests.id))
        .limit(QUEUE_LIMIT),
    accountIds,
  );
}

export type TOpenRequestRow = {
  requestId: number;
  shipmentId: number;
  accountId: number;
  action: TShipmentAction;
  doneAt: Date | null;
  kind: TShipmentKind;
  sender: string;
  scanKey: string | null;
};

/** A request with its item; null for an unknown id or a deleted company. */
export async function findRequestWithShipment(
  db: TDatabase,
  requestId: number,
): Promise<TOpenRequestRow | null> {
  const [row] = await db
    .select({
      requestId: officeShipmentRequests.id,
      shipmentId: officeShipments.id,
      accountId: officeShipments.accountId,
      action: officeShipmentRequests.action,
      doneAt: officeShipmentRequests.doneAt,
      kind: officeShipments.kind,
      sender: officeShipments.sender,
      scanKey: officeShipments.scanKey,
    })
    .from(officeShipmentRequests)
    .innerJoin(officeShipments, eq(officeShipments.id, officeShipmentRequests.shipmentId))
    .innerJoin(accounts, eq(accounts.id, officeShipments.accountId))
    .where(and(eq(officeShipmentRequests.id, requestId), isNull(accounts.deletedAt)));
  return row ?? null;
}

/** Marks the request done; false when someone else did it first (it was no longer open). */
export async function completeRequest(
  tx: TDatabase,
  requestId: number,
  values: { doneBy: number; doneAt: Date; carrier: string | null; trackingNumber: string | null },
): Promise<boolean> {
  const rows = await tx
    .update(officeShipmentRequests)
    .set(values)
    .where(and(eq(officeShipmentRequests.id, requestId), isNull(officeShipmentRequests.doneAt)))
    .returning({ id: officeShipmentRequests.id });
  return rows.length > 0;
}

/** What is still kept at the office: not forwarded, shredded or collected (nor asked to be). */
export const AT_THE_OFFICE: readonly TShipmentStatus[] = [
  'received',
  'hold_requested',
  'held',
  'scan_requested',
  'scanned',
];

/** The items kept at the office received on or before `before`, oldest first. */
export async function findStoredItems(
  db: TDatabase,
  before: Date,
): Promise<{ id: number; accountId: number; receivedAt: Date; storageNoticeAt: Date | null }[]> {
  return db
    .select({
      id: officeShipments.id,
      accountId: officeShipments.accountId,
      receivedAt: officeShipments.receivedAt,
      storageNoticeAt: officeShipments.storageNoticeAt,
    })
    .from(officeShipments)
    .where(
      and(
        inArray(officeShipments.status, [...AT_THE_OFFICE]),
        sql`${officeShipments.receivedAt} <= ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(officeShipments.receivedAt));
}

export async function markStorageNoticed(db: TDatabase, shipmentId: number, at: Date): Promise<void> {
  await db
    .update(officeShipments)
    .set({ storageNoticeAt: at })
    .where(and(eq(officeShipments.id, shipmentId), isNull(officeShipments.storageNoticeAt)));
}
