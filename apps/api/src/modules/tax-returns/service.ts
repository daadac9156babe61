import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@portal/contracts/documents/document-kinds';
import type {
  ZCreateTaxReturnRequest,
  ZUpdateTaxReturnRequest,
} from '@portal/contracts/tax-returns/tax-returns';
import {
  periodHasBegun,
  returnDeadline,
  STAFF_DOCUMENT_ROLES,
  TAX_RETURN_MESSAGES,
  TAX_RETURN_MOVES,
  type TTaxReturn,
  type TTaxReturnDocumentRole,
  type TTaxReturnKind,
} from '@portal/contracts/tax-returns/tax-returns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { documentExtension } from '../../plugins/document-file-name.ts';
import { checkedScan } from '../../plugins/document-type.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { taxDocumentReadyMail } from '../../plugins/mail/templates/tax-mails.ts';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import { recordDocumentAccess } from '../../plugins/record-document-access.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { notifyCompanyCustomers } from '../notifications/service.ts';
import {
  findDocument,
  findDocumentsOf,
  findTaxReturn,
  findTaxReturns,
  findUnpaidAccruals,
  insertTaxReturn,
  putDocument,
  type TTaxReturnChange,
  type TTaxReturnDocumentRow,
  type TTaxReturnRow,
  updateTaxReturn,
} from './repository.ts';

type TTaxReturnsApp = Pick<FastifyInstance, 'db' | 'now' | 'storage' | 'mailer' | 'config' | 'sms' | 'log'>;

/** The multipart fields of the two upload routes. */
const TAX_RETURN_UPLOAD_FIELDS = { role: 'role', file: 'file' } as const;

/** One file, one small field. */
export const TAX_RETURN_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 3,
  fieldSize: 64,
  parts: 4,
  headerPairs: 50,
};

type TUpload = { role: string | undefined; file: { data: Buffer; name: string } | undefined };

/** Reads `role` and `file` of an upload (413 past the size limit). */
export async function readTaxReturnUpload(app: FastifyInstance, request: FastifyRequest): Promise<TUpload> {
  const { fields, file } = await readMultipartForm(app, request, {
    fields: [TAX_RETURN_UPLOAD_FIELDS.role],
    file: TAX_RETURN_UPLOAD_FIELDS.file,
    limits: TAX_RETURN_UPLOAD_LIMITS,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
  });
  return { role: fields[TAX_RETURN_UPLOAD_FIELDS.role], file };
}

const refuse = (status: number, key: TMessageKey, field: string) =>
  new HttpError(status, key, { fields: { [field]: key } });

/**
 * Which return an audit entry is about, in its `before` and `after` alike: the company's audit log
 * shows fields that did not change as what the entry concerns ("KDV, Ekim 2026").
 */
const returnNamed = (row: Pick<TTaxReturnRow, 'kind' | 'period'>) => ({ kind: row.kind, period: row.period });

function present(row: TTaxReturnRow, documents: TTaxReturnDocumentRow[]): TTaxReturn {
  const own = documents.filter((document) => document.taxReturnId === row.id);
  const idOf = (role: TTaxReturnDocumentRole) => own.find((document) => document.role === role)?.id ?? null;
  return {
    id: row.id,
    account_id: row.accountId,
    kind: row.kind,
    period: row.period,
    status: row.status,
    deadline: returnDeadline(row.kind, row.period),
    filed_at: row.filedAt?.toISOString() ?? null,
    return_document_id: idOf('return'),
    amount_due: row.amountDue,
    due_date: row.dueDate,
    accrual_document_id: idOf('accrual'),
    paid_at: row.paidAt?.toISOString() ?? null,
    receipt_document_id: idOf('receipt'),
    payment_confirmed_at: row.paymentConfirmedAt?.toISOString() ?? null,
    note: row.note,
    documents: own.map((document) => ({
      id: document.id,
      role: document.role,
      file_name: document.fileName,
      mime_type: document.mimeType,
      size: document.size,
      created_at: document.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function presentOne(app: Pick<TTaxReturnsApp, 'db'>, row: TTaxReturnRow): Promise<TTaxReturn> {
  return present(row, await findDocumentsOf(app.db, [row.id]));
}

async function returnOf(app: Pick<TTaxReturnsApp, 'db'>, account: TReachedAccount, returnId: number) {
  const row = await findTaxReturn(app.db, account.id, returnId);
  if (!row) throw new HttpError(404, 'errors.notFound');
  return row;
}

/** `GET accounts/{id}/tax-returns`: the returns and their documents in two queries. */
export async function listTaxReturns(
  app: Pick<TTaxReturnsApp, 'db'>,
  account: TReachedAccount,
  year: string | undefined,
): Promise<TTaxReturn[]> {
  const rows = await findTaxReturns(app.db, account.id, year);
  const documents = await findDocumentsOf(
    app.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, documents));
}

export async function getTaxReturn(
  app: Pick<TTaxReturnsApp, 'db'>,
  account: TReachedAccount,
  returnId: number,
): Promise<TTaxReturn> {
  return presentOne(app, await returnOf(app, account, returnId));
}

/** A return the advisor adds by hand (a damga return, a corrected one); the job adds the calendar's. */
export async function createTaxReturn(
  app: TTaxReturnsApp,
  auth: TAuth,
  account: TReachedAccount,
  body: z.output<typeof ZCreateTaxReturnRequest>,
): Promise<TTaxReturn> {
  if (!periodHasBegun(body.kind, body.period, app.now())) {
    throw refuse(422, TAX_RETURN_MESSAGES.periodNotBegun, 'period');
  }
  const row = await app.db.transaction(async (tx) => {
    const inserted = await insertTaxReturn(tx, {
      accountId: account.id,
      kind: body.kind,
      period: body.period,
      note: body.note || null,
      createdBy: auth.user.id,
      now: app.now(),
    });
    if (!inserted) throw new HttpError(409, TAX_RETURN_MESSAGES.exists);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'tax_return.created',
      subjectType: 'tax_return',
      subjectId: inserted.id,
      accountId: account.id,
      after: { kind: inserted.kind, period: inserted.period },
    });
    return inserted;
  });
  return present(row, []);
}

/** What the return's fields become after the advisor's change; refuses a move or an accrual that is not allowed. */
function changeOf(
  row: TTaxReturnRow,
  body: z.output<typeof ZUpdateTaxReturnRequest>,
  now: Date,
): TTaxReturnChange {
  if (row.status === 'paid') throw new HttpError(409, TAX_RETURN_MESSAGES.alreadyPaid);
  if (row.paidAt !== null) throw new HttpError(409, TAX_RETURN_MESSAGES.locked);
  const status = body.status ?? row.status;
  if (status !== row.status && !TAX_RETURN_MOVES[row.status].includes(status)) {
    throw refuse(409, TAX_RETURN_MESSAGES.moveNotAllowed, 'status');
  }
  const change: TTaxReturnChange = { status };
  if (body.amount_due !== undefined) change.amountDue = body.amount_due;
  if (body.due_date !== undefined) change.dueDate = body.due_date;
  if (body.note !== undefined) change.note = body.note || null;
  if (body.filed_at !== undefined) change.filedAt = new Date(body.filed_at);
  else if (status === 'filed' && row.filedAt === null) change.filedAt = now;
  if (status === 'preparing' || status === 'not_required') change.filedAt = null;
  if (status === 'accrued') {
    const amount = change.amountDue === undefined ? row.amountDue : change.amountDue;
    const dueDate = change.dueDate === undefined ? row.dueDate : change.dueDate;
    if (!amount || amount <= 0) throw refuse(422, TAX_RETURN_MESSAGES.accrualIncomplete, 'amount_due');
    if (!dueDate) throw refuse(422, TAX_RETURN_MESSAGES.accrualIncomplete, 'due_date');
  }
  return change;
}

/** `PUT accounts/{id}/tax-returns/{returnId}`: the advisor's move and figures, audited. */
export async function changeTaxReturn(
  app: TTaxReturnsApp,
  auth: TAuth,
  account: TReachedAccount,
  returnId: number,
  body: z.output<typeof ZUpdateTaxReturnRequest>,
): Promise<TTaxReturn> {
  const row = await returnOf(app, account, returnId);
  const change = changeOf(row, body, app.now());
  const updated = await app.db.transaction(async (tx) => {
    const saved = await updateTaxReturn(tx, row, change, app.now());
    // Moved meanwhile by another request: this change was made against a state that is gone.
    if (!saved) throw new HttpError(409, TAX_RETURN_MESSAGES.moveNotAllowed);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'tax_return.updated',
      subjectType: 'tax_return',
      subjectId: row.id,
      accountId: account.id,
      before: { ...returnNamed(row), status: row.status, amount_due: row.amountDue, due_date: row.dueDate },
      after: {
        ...returnNamed(row),
        status: saved.status,
        amount_due: saved.amountDue,
        due_date: saved.dueDate,
      },
    });
    return saved;
  });
  return presentOne(app, updated);
}

/** A scan or PDF, by its bytes (never its name): 422 otherwise. */
const checkedFile = (file: TUpload['file'], missing: TMessageKey) =>
  checkedScan(file, { field: TAX_RETURN_UPLOAD_FIELDS.file, missing });

/** Stores the file and links it to the return in its role; the replaced file (if any) goes. */
async function storeDocument(
  app: TTaxReturnsApp,
  auth: TAuth,
  row: TTaxReturnRow,
  role: TTaxReturnDocumentRole,
  file: ReturnType<typeof checkedFile>,
  within: (tx: Parameters<Parameters<TTaxReturnsApp['db']['transaction']>[0]>[0]) => Promise<void>,
): Promise<void> {
  const storageKey = `tax-returns/${randomBytes(16).toString('hex')}.${documentExtension(file.type)}`;
  await app.storage.put(storageKey, file.data);
  let replacedKey: string | null = null;
  try {
    await app.db.transaction(async (tx) => {
      ({ replacedKey } = await putDocument(tx, {
        taxReturnId: row.id,
        accountId: row.accountId,
        role,
        storageKey,
        fileName: file.fileName,
        mimeType: file.type,
        size: file.data.length,
        uploadedBy: auth.user.id,
        now: app.now(),
      }));
      await within(tx);
    });
  } catch (error) {
    await app.storage.remove(storageKey);
    throw error;
  }
  if (replacedKey) await app.storage.remove(replacedKey);
}

/** `POST .../documents`: the return's PDF or its tahakkuk fişi, by staff; the customers are told by mail. */
export async function uploadTaxReturnDocument(
  app: TTaxReturnsApp,
  auth: TAuth,
  account: TReachedAccount,
  returnId: number,
  read: () => Promise<TUpload>,
): Promise<TTaxReturn> {
  const row = await returnOf(app, account, returnId);
  const upload = await read();
  const role = STAFF_DOCUMENT_ROLES.find((candidate) => candidate === upload.role);
  if (!role) throw refuse(422, TAX_RETURN_MESSAGES.roleInvalid, TAX_RETURN_UPLOAD_FIELDS.role);
  const file = checkedFile(upload.file, 'documents.fileMissing');
  await storeDocument(app, auth, row, role, file, async (tx) => {
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'tax_return.document_uploaded',
      subjectType: 'tax_return',
      subjectId: row.id,
      accountId: account.id,
      before: returnNamed(row),
      after: { ...returnNamed(row), role, file_name: file.fileName },
    });
    // The bell and a mail, to every member in their language.
    await notifyCompanyCustomers(app, tx, {
      accountId: account.id,
      kind: 'tax_document_added',
      audience: 'members',
      // Codes, not words: the bell names them in the reader's language.
      params: { company: account.name, return_kind: row.kind, period: row.period, document_role: role },
      link: 'app/tax-returns',
      mail: {
        template: 'tax-document-ready',
        render: (language, customer, url) =>
          taxDocumentReadyMail(language, {
            name: customer.name,
            companyName: account.name,
            returnName: translate(language, `taxReturns.kinds.${row.kind}`),
            period: row.period,
            role,
            url,
          }),
      },
      sms: null,
    });
  });
  return presentOne(app, await returnOf(app, account, returnId));
}

/** `POST .../paid`: the customer paid an accrued return and sends the bank receipt. */
export async function reportTaxPayment(
  app: TTaxReturnsApp,
  auth: TAuth,
  account: TReachedAccount,
  returnId: number,
  read: () => Promise<TUpload>,
): Promise<TTaxReturn> {
  const row = await returnOf(app, account, returnId);
  if (row.status === 'paid') throw new HttpError(409, TAX_RETURN_MESSAGES.alreadyPaid);
  if (row.status !== 'accrued' || row.paidAt !== null)
    throw new HttpError(409, TAX_RETURN_MESSAGES.notAccrued);
  const file = checkedFile((await read()).file, TAX_RETURN_MESSAGES.receiptMissing);
  await storeDocument(app, auth, row, 'receipt', file, async (tx) => {
    const saved = await updateTaxReturn(tx, row, { paidAt: app.now() }, app.now());
    if (!saved) throw new HttpError(409, TAX_RETURN_MESSAGES.notAccrued);
  });
  return presentOne(app, await returnOf(app, account, returnId));
}

/** `PUT .../confirm-payment`: the advisor confirms an accrued return paid (reported or not). */
export async function confirmTaxPayment(
  app: TTaxReturnsApp,
  auth: TAuth,
  account: TReachedAccount,
  returnId: number,
): Promise<TTaxReturn> {
  const row = await returnOf(app, account, returnId);
  if (row.status === 'paid') throw new HttpError(409, TAX_RETURN_MESSAGES.alreadyPaid);
  if (row.status !== 'accrued') throw new HttpError(409, TAX_RETURN_MESSAGES.notAccrued);
  const now = app.now();
  const updated = await app.db.transaction(async (tx) => {
    const saved = await updateTaxReturn(
      tx,
      row,
      {
        status: 'paid',
        paidAt: row.paidAt ?? now,
        paymentConfirmedAt: now,
        paymentConfirmedBy: auth.user.id,
      },
      now,
    );
    if (!saved) throw new HttpError(409, TAX_RETURN_MESSAGES.notAccrued);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'tax_return.payment_confirmed',
      subjectType: 'tax_return',
      subjectId: row.id,
      accountId: account.id,
      before: { ...returnNamed(row), status: row.status },
      after: { ...returnNamed(row), status: 'paid', amount_due: saved.amountDue },
    });
    return saved;
  });
  return presentOne(app, updated);
}

/** A document's file; a staff download is recorded for the company's customers to see (KVKK). */
export async function readTaxReturnDocumentFile(
  app: TTaxReturnsApp,
  auth: TAuth,
  account: TReachedAccount,
  returnId: number,
  documentId: number,
): Promise<{ stream: Readable; size: number; type: string; fileName: string }> {
  const row = await returnOf(app, account, returnId);
  const document = await findDocument(app.db, account.id, row.id, documentId);
  if (!document) throw new HttpError(404, 'errors.notFound');
  if (isStaffRole(auth.roles[0]?.name)) {
    await recordDocumentAccess(app.db, {
      accountId: account.id,
      documentId: null,
      kind: `tax_return_${document.role}`,
      // The list writes a month out; a quarter's or a year's return names no month.
      period: /^\d{4}-\d{2}$/.test(row.period) ? row.period : null,
      userId: auth.user.id,
      at: app.now(),
    });
  }
  const file = await app.storage.read(document.storageKey);
  if (!file) throw new HttpError(404, 'errors.notFound');
  return { ...file, type: document.mimeType, fileName: document.fileName };
}

/** The accruals waiting on the customer (the dashboard's "needs your action"), soonest due first. */
export async function unpaidAccruals(app: Pick<TTaxReturnsApp, 'db'>, accountId: number) {
  return (await findUnpaidAccruals(app.db, accountId)).map((row) => ({
    returnId: row.id,
    kind: row.kind,
    period: row.period,
    amountDue: row.amountDue ?? 0,
    dueDate: row.dueDate ?? '',
  }));
}

/** The kind's name and the period, written out for a mail or a list. */
export function returnTitle(language: 'tr' | 'en', kind: TTaxReturnKind, dueDate: string | null) {
  return {
    returnName: translate(language, `taxReturns.kinds.${kind}`),
    dueDate: dueDate ? formatCalendarDate(dueDate, language) : '',
  };
}
