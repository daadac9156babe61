import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { officeServes } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import {
  SHIPMENT_MESSAGES,
  type TOfficeQueueItem,
  type TShipment,
  type TShipmentAction,
  type TShipmentStatus,
  ZCollectShipmentFields,
  ZCompleteShipmentRequest,
  ZRecordShipmentFields,
  type ZShipmentRequest,
} from '@portal/contracts/office/office-shipments';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { detectDocumentType } from '../../plugins/document-type.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isMessageKey, type TMessageKey } from '../../plugins/i18n/messages.ts';
import { officeShipmentMail } from '../../plugins/mail/templates/office-shipment.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachAccount, TReachedAccount } from '../../plugins/route-account.ts';
import { requireMemberSwitch } from '../accounts/account-access-service.ts';
import { lineStatusOf } from '../accounts/account-lines-service.ts';
import { notifyCompanyCustomers, sendPendingSms, type TPendingSms } from '../notifications/service.ts';
import { checkAuthorisedRecipient, ruleForItem } from '../office-mail-rules/service.ts';
import { officeAllowanceOf, recordOfficeUsage } from '../office-usage/service.ts';
import {
  AT_THE_OFFICE,
  completeRequest,
  findQueue,
  findRequests,
  findRequestWithShipment,
  findShipments,
  insertRequest,
  insertShipment,
  lockRequestState,
  markCollected,
  markShipmentSeen,
  requestState,
  setShipmentStatus,
  type TRequestRow,
  type TShipmentRow,
  withdrawRuleRequest,
} from './repository.ts';
import { presentShipment } from './shipment-presenter.ts';
import { SHIPMENT_FILE_FIELDS, type TShipmentForm } from './shipment-upload.ts';
import { freeStorageUntil } from './storage.ts';

type TMailApp = Pick<FastifyInstance, 'db' | 'now' | 'storage' | 'log' | 'mailer' | 'sms' | 'config'>;
type TReadApp = Pick<FastifyInstance, 'db'>;

const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

/** Where the customers' notifications lead (an app path without the language). */
const SHIPMENT_TRACKING_LINK = 'app/office/shipment-tracking';

/** A received_at this far ahead of the server's clock is a typing mistake, not a clock skew. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

const REQUESTED_STATUS: Record<TShipmentAction, TShipmentStatus> = {
  hold: 'hold_requested',
  forward: 'forward_requested',
  scan: 'scan_requested',
  shred: 'shred_requested',
};
const DONE_STATUS: Record<TShipmentAction, TShipmentStatus> = {
  hold: 'held',
  forward: 'forwarded',
  scan: 'scanned',
  shred: 'shredded',
};

const invalid = (status: number, key: TMessageKey, field: string) =>
  new HttpError(status, key, { fields: { [field]: key } });

/** A file no row points at any more: a failure to remove it leaves garbage, not a wrong answer. */
async function removeFile(app: Pick<FastifyInstance, 'storage' | 'log'>, key: string): Promise<void> {
  await app.storage.remove(key).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not remove an office mail file');
  });
}

/** The company's items, each with its requests and timeline; one item with `id`. */
async function shipmentsOf(app: TReadApp, accountId: number, id?: number): Promise<TShipment[]> {
  const [rows, allowance] = await Promise.all([
    findShipments(app.db, accountId, id === undefined ? {} : { id }),
    officeAllowanceOf(app.db, accountId),
  ]);
  const requests = await findRequests(
    app.db,
    rows.map((row) => row.id),
  );
  const byShipment = new Map<number, TRequestRow[]>();
  for (const request of requests) {
    byShipment.set(request.shipmentId, [...(byShipment.get(request.shipmentId) ?? []), request]);
  }
  return rows.map((row) => ({
    ...presentShipment(row, byShipment.get(row.id) ?? []),
    storage_free_until: AT_THE_OFFICE.includes(row.status)
      ? freeStorageUntil(row.receivedAt, allowance.storage_days)
      : null,
  }));
}

async function shipmentOf(app: TReadApp, accountId: number, id: number): Promise<TShipment> {
  const [found] = await shipmentsOf(app, accountId, id);
  if (!found) throw new HttpError(404, 'errors.notFound');
  return found;
}

/*
 * Who reads a company's mail, declared on its routes' contracts: its customers holding 'show
 * shipment-tracking' (403 without) and the company's 'see calls and mail' switch (issue 16), the
 * staff serving its office line; anyone else 404, so nobody learns that it exists. Logging an
 * item and finishing a request are staff's.
 */

export async function listShipments(
  app: Pick<FastifyInstance, 'db' | 'now'>,
  account: TReachedAccount,
): Promise<TShipment[]> {
  return shipmentsOf(app, account.id);
}

/** Form fields as the schemas read them: an empty input is a field left out. */
function filled(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
}

/** A 422 naming each wrong field with its first message. */
function validationFailure(error: z.ZodError): HttpError {
  const fields: Record<string, TMessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !fields[field])
      fields[field] = isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
  }
  return new HttpError(422, 'errors.validation', { fields });
}

/**
 * `POST accounts/{id}/shipments`: staff log an item received for a company whose office line
 * runs (active, payment due, suspended: mail keeps arriving while a payment is late). The
 * customers are told in the same transaction: an official notice also by SMS, once committed.
 * The route reached the company before the body is read, so nobody uploads 10 MB to be told 404.
 */
export async function recordShipment(
  app: TMailApp,
  auth: TAuth,
  account: TReachedAccount,
  read: () => Promise<TShipmentForm>,
): Promise<TShipment> {
  const line = await lineStatusOf(app.db, account.id, OFFICE_LINE.id);
  if (!officeServes(line)) throw new HttpError(409, 'office.lineNotActive');

  const form = await read();
  const parsed = ZRecordShipmentFields.safeParse(filled(form.fields));
  if (!parsed.success) throw validationFailure(parsed.error);
  const fields = parsed.data;
  const now = app.now();
  const receivedAt = fields.received_at ? new Date(fields.received_at) : now;
  if (receivedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    throw invalid(422, 'office.shipments.receivedInFuture', 'received_at');
  }
  let photo: { key: string; type: string } | null = null;
  if (form.file) {
    const type = detectDocumentType(form.file.data);
    if (type !== 'image/jpeg' && type !== 'image/png') {
      throw invalid(422, 'office.shipments.photoWrongType', SHIPMENT_FILE_FIELDS.photo);
    }
    photo = {
      key: `office-mail/${randomBytes(16).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`,
      type,
    };
    await app.storage.put(photo.key, form.file.data);
  }

  // The company's standing rule for such an item decides what happens to it (the customer may
  // still choose otherwise before the desk acts); it may ask to tell the customers at once.
  const rule = await ruleForItem(app.db, account.id, { kind: fields.kind, sender: fields.sender });
  const urgent = fields.kind === 'official_notice' || (rule?.notifyAtOnce ?? false);
  let id: number;
  let sms: TPendingSms;
  try {
    [id, sms] = await app.db.transaction(async (tx) => {
      const created = await insertShipment(tx, {
        accountId: account.id,
        receivedAt,
        kind: fields.kind,
        sender: fields.sender,
        carrier: fields.carrier || null,
        trackingNumber: fields.tracking_number || null,
        photoKey: photo?.key ?? null,
        photoType: photo?.type ?? null,
        recordedBy: auth.user.id,
        createdAt: now,
      });
      if (rule) {
        await insertRequest(tx, {
          shipmentId: created,
          action: rule.action,
          address: rule.address,
          note: null,
          requestedBy: null,
          requestedAt: now,
        });
        await setShipmentStatus(tx, created, { status: REQUESTED_STATUS[rule.action], ruleId: rule.ruleId });
      }
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'office.shipment_recorded',
        subjectType: 'shipment',
        subjectId: created,
        accountId: account.id,
        after: {
          kind: fields.kind,
          sender: fields.sender,
          received_at: receivedAt.toISOString(),
          carrier: fields.carrier || null,
          tracking_number: fields.tracking_number || null,
        },
      });
      const pending = await notifyCompanyCustomers(app, tx, {
        accountId: account.id,
        kind: fields.kind === 'official_notice' ? 'official_notice_received' : 'shipment_received',
        params: { company: account.name, sender: fields.sender, kind: fields.kind },
        link: SHIPMENT_TRACKING_LINK,
        mail: {
          template: 'office-shipment',
          render: (language, recipient, url) =>
            officeShipmentMail(language, {
              name: recipient.name,
              companyName: account.name,
              kind: fields.kind,
              sender: fields.sender,
              carrier: fields.carrier || null,
              trackingNumber: fields.tracking_number || null,
              receivedAt,
              url,
            }),
        },
        sms:
          fields.kind === 'official_notice'
            ? 'office.shipments.sms.officialNotice'
            : urgent
              ? 'office.shipments.sms.atOnce'
              : null,
      });
      return [created, pending] as const;
    });
  } catch (error) {
    if (photo) await removeFile(app, photo.key);
    throw error;
  }
  await sendPendingSms(app, sms);
  return shipmentOf(app, account.id, id);
}

/**
 * `POST accounts/{id}/shipments/{shipmentId}/requests`: the customer (or staff for them) asks
 * what happens to an item. One request waits at a time; a forward or a shred ends the item; an
 * official notice is shredded only once a customer has opened it; a parcel is never scanned. The
 * item's row is locked while this is decided; the unique indexes answer two requests that arrive
 * together all the same.
 */
export async function requestShipmentAction(
  app: Pick<FastifyInstance, 'db' | 'now'>,
  auth: TAuth,
  account: TReachedAccount,
  shipmentId: number,
  body: z.output<typeof ZShipmentRequest>,
): Promise<TShipment> {
  // Seeing the mail is not deciding its fate: forwarding, shredding, scanning or holding an item
  // is a change of the company's, which a viewer may not make (the one rule of account-access-service.ts).
  requireMemberSwitch(auth, account, 'write');
  try {
    await app.db.transaction(async (tx) => {
      const item = await lockRequestState(tx, account.id, shipmentId);
      if (!item) throw new HttpError(404, 'errors.notFound');
      // A parcel has no pages: refused as the standing rules refuse it, before a rule's request gives way.
      if (body.action === 'scan' && item.kind === 'parcel') {
        throw invalid(422, SHIPMENT_MESSAGES.parcelNotScanned, 'action');
      }
      // What a standing rule asked for the item gives way to the customer's own choice.
      await withdrawRuleRequest(tx, shipmentId);
      const state = await lockRequestState(tx, account.id, shipmentId);
      if (!state) throw new HttpError(404, 'errors.notFound');
      if (state.hasFinal || state.status === 'collected')
        throw new HttpError(409, SHIPMENT_MESSAGES.alreadyFinal);
      if (state.hasOpen) throw new HttpError(409, SHIPMENT_MESSAGES.requestPending);
      if (body.action === 'shred' && state.kind === 'official_notice' && !state.seenAt) {
        throw new HttpError(409, SHIPMENT_MESSAGES.shredUnseenNotice);
      }
      await insertRequest(tx, {
        shipmentId,
        action: body.action,
        address: body.action === 'forward' ? (body.address ?? null) : null,
        note: body.note || null,
        requestedBy: auth.user.id,
        requestedAt: app.now(),
      });
      await setShipmentStatus(tx, shipmentId, { status: REQUESTED_STATUS[body.action] });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another request won the race: say which rule it broke.
    const state = await requestState(app.db, shipmentId);
    throw new HttpError(
      409,
      state.hasFinal ? SHIPMENT_MESSAGES.alreadyFinal : SHIPMENT_MESSAGES.requestPending,
    );
  }
  return shipmentOf(app, account.id, shipmentId);
}

/**
 * `POST accounts/{id}/shipments/{shipmentId}/collection`: staff hand the item to one of the
 * company's authorised recipients, whose ID card number they type (compared with the kept hash),
 * with a photo of the signature or the handover. Not an item forwarded or shredded, or asked to be.
 */
export async function collectShipment(
  app: TMailApp,
  auth: TAuth,
  account: TReachedAccount,
  shipmentId: number,
  read: () => Promise<TShipmentForm>,
): Promise<TShipment> {
  const form = await read();
  const parsed = ZCollectShipmentFields.safeParse(filled(form.fields));
  if (!parsed.success) throw validationFailure(parsed.error);
  const recipient = await checkAuthorisedRecipient(app, {
    accountId: account.id,
    recipientId: parsed.data.recipient_id,
    nationalId: parsed.data.national_id,
  });
  if (!recipient) throw invalid(422, SHIPMENT_MESSAGES.notAuthorised, 'national_id');
  if (!form.file) throw invalid(422, SHIPMENT_MESSAGES.proofMissing, SHIPMENT_FILE_FIELDS.photo);
  const type = detectDocumentType(form.file.data);
  if (type !== 'image/jpeg' && type !== 'image/png') {
    throw invalid(422, 'office.shipments.photoWrongType', SHIPMENT_FILE_FIELDS.photo);
  }
  const proofKey = `office-mail/${randomBytes(16).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await app.storage.put(proofKey, form.file.data);
  try {
    await app.db.transaction(async (tx) => {
      const state = await lockRequestState(tx, account.id, shipmentId);
      if (!state) throw new HttpError(404, 'errors.notFound');
      if (state.hasFinal || state.status === 'collected')
        throw new HttpError(409, SHIPMENT_MESSAGES.alreadyFinal);
      await markCollected(tx, { shipmentId, recipientId: recipient.id, proofKey, at: app.now() });
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'office.shipment_collected',
        subjectType: 'shipment',
        subjectId: shipmentId,
        accountId: account.id,
        after: { recipient_id: recipient.id, recipient: recipient.fullName },
      });
    });
  } catch (error) {
    await removeFile(app, proofKey);
    throw error;
  }
  return shipmentOf(app, account.id, shipmentId);
}

/**
 * `PUT accounts/{id}/shipments/{shipmentId}/seen`: the first time a customer opens the item. Staff
 * opening it don't count: an official notice may be shredded only once the customer has seen it.
 */
export async function markShipmentSeenBy(
  app: Pick<FastifyInstance, 'db' | 'now'>,
  auth: TAuth,
  account: TReachedAccount,
  shipmentId: number,
): Promise<TShipment> {
  if (!isStaff(auth) && !(await markShipmentSeen(app.db, account.id, shipmentId, app.now()))) {
    throw new HttpError(404, 'errors.notFound');
  }
  return shipmentOf(app, account.id, shipmentId);
}

export type TShipmentFile = { stream: Readable; size: number; type: string; fileName: string };

/** The envelope's photo or the scanned contents, for those who read the company's mail. */
export async function readShipmentFile(
  app: Pick<FastifyInstance, 'db' | 'now' | 'storage'>,
  account: TReachedAccount,
  shipmentId: number,
  which: 'photo' | 'scan',
): Promise<TShipmentFile> {
  const [row] = await findShipments(app.db, account.id, { id: shipmentId });
  const stored = row ? storedFile(row, which) : null;
  const file = stored ? await app.storage.read(stored.key) : null;
  if (!stored || !file) throw new HttpError(404, 'errors.notFound');
  return { ...file, type: stored.type, fileName: stored.fileName };
}

function storedFile(row: TShipmentRow, which: 'photo' | 'scan') {
  if (which === 'scan') {
    return row.scanKey ? { key: row.scanKey, type: 'application/pdf', fileName: `scan-${row.id}.pdf` } : null;
  }
  if (!row.photoKey) return null;
  const type = row.photoType ?? 'image/jpeg';
  return { key: row.photoKey, type, fileName: `photo-${row.id}.${type === 'image/png' ? 'png' : 'jpg'}` };
}

/**
 * `GET office/queue`: what customers asked and the office has not done, oldest first, over the
 * companies the staff member serves (every company with 'show accounts all'); staff's own route.
 */
export async function officeQueue(app: TReadApp, auth: TAuth): Promise<TOfficeQueueItem[]> {
  const memberId = hasPermission(auth, PERMISSIONS.showAccountsAll) ? undefined : auth.user.id;
  return (await findQueue(app.db, memberId)).map((row) => ({
    request_id: row.requestId,
    shipment_id: row.shipmentId,
    account_id: row.accountId,
    account_name: row.accountName,
    kind: row.kind,
    sender: row.sender,
    action: row.action,
    address: row.address,
    note: row.note,
    requested_at: row.requestedAt.toISOString(),
  }));
}

/**
 * `POST office/queue/{requestId}/done`: staff of the company finish a request: a forward with its
 * carrier and tracking number, a scan with its PDF. The item takes its new status; the
 * customers are told in the app. A request done twice is 409 (also when two clicks race). Staff
 * only; the request's company is reached by the route's rule (`reach`: in the staff view, its
 * own staff or staff who see every company).
 */
export async function completeOfficeRequest(
  app: TMailApp,
  auth: TAuth,
  input: { requestId: number; reach: TReachAccount; read: () => Promise<TShipmentForm> },
): Promise<{ request_id: number; shipment_id: number; account_id: number }> {
  const { requestId, read } = input;
  const found = await findRequestWithShipment(app.db, requestId);
  if (!found) throw new HttpError(404, 'errors.notFound');
  const account = await input.reach(found.accountId);
  if (found.doneAt) throw new HttpError(409, 'office.shipments.alreadyDone');

  const form = await read();
  const parsed = ZCompleteShipmentRequest.safeParse(filled(form.fields));
  if (!parsed.success) throw validationFailure(parsed.error);
  const carrier = parsed.data.carrier || null;
  const trackingNumber = parsed.data.tracking_number || null;
  if (found.action === 'forward' && (!carrier || !trackingNumber)) {
    const fields: Record<string, TMessageKey> = {};
    if (!carrier) fields.carrier = 'validation.required';
    if (!trackingNumber) fields.tracking_number = 'validation.required';
    throw new HttpError(422, 'errors.validation', { fields });
  }
  let scanKey: string | null = null;
  if (found.action === 'scan') {
    if (!form.file) throw invalid(422, 'office.shipments.scanMissing', SHIPMENT_FILE_FIELDS.scan);
    if (detectDocumentType(form.file.data) !== 'application/pdf') {
      throw invalid(422, 'office.shipments.scanWrongType', SHIPMENT_FILE_FIELDS.scan);
    }
    scanKey = `office-mail/${randomBytes(16).toString('hex')}.pdf`;
    await app.storage.put(scanKey, form.file.data);
  }

  const status = DONE_STATUS[found.action];
  let sms: TPendingSms;
  try {
    sms = await app.db.transaction(async (tx) => {
      const done = await completeRequest(tx, requestId, {
        doneBy: auth.user.id,
        doneAt: app.now(),
        carrier: found.action === 'forward' ? carrier : null,
        trackingNumber: found.action === 'forward' ? trackingNumber : null,
      });
      if (!done) throw new HttpError(409, 'office.shipments.alreadyDone');
      await setShipmentStatus(tx, found.shipmentId, scanKey ? { status, scanKey } : { status });
      await countShipmentUsage(tx, {
        accountId: account.id,
        shipmentId: found.shipmentId,
        action: found.action,
        pages: parsed.data.pages ?? 1,
        at: app.now(),
      });
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'office.shipment_request_done',
        subjectType: 'shipment',
        subjectId: found.shipmentId,
        accountId: account.id,
        after: {
          request_id: requestId,
          action: found.action,
          status,
          ...(found.action === 'forward' ? { carrier, tracking_number: trackingNumber } : {}),
        },
      });
      return notifyCompanyCustomers(app, tx, {
        accountId: account.id,
        kind: 'shipment_request_done',
        params: { company: account.name, sender: found.sender, action: found.action },
        link: SHIPMENT_TRACKING_LINK,
        mail: null,
        sms: null,
      });
    });
  } catch (error) {
    if (scanKey) await removeFile(app, scanKey);
    throw error;
  }
  await sendPendingSms(app, sms);
  // A second scan replaces the first: the old file is no longer served.
  if (scanKey && found.scanKey) await removeFile(app, found.scanKey);
  return { request_id: requestId, shipment_id: found.shipmentId, account_id: account.id };
}

/** A scan and a forward count against the packet's monthly allowance; once per item. */
async function countShipmentUsage(
  tx: TDatabase,
  done: { accountId: number; shipmentId: number; action: TShipmentAction; pages: number; at: Date },
): Promise<void> {
  if (done.action !== 'scan' && done.action !== 'forward') return;
  await recordOfficeUsage(tx, {
    accountId: done.accountId,
    kind: done.action,
    source: `shipment:${done.shipmentId}:${done.action}`,
    at: done.at,
    feeUnits: done.action === 'scan' ? done.pages : 1,
  });
}
