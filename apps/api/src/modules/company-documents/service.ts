import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isStaffRole } from '@portal/contracts/auth/roles';
import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import {
  COMPANY_DOCUMENT_FIELDS,
  COMPANY_DOCUMENT_MESSAGES,
  isCompanyDocumentKind,
  type TCompanyDocument,
  type TCompanyDocumentKind,
  type TDocumentRequest,
  type ZCreateDocumentRequest,
} from '@portal/contracts/company-documents/company-documents';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@portal/contracts/documents/document-kinds';
import { isLedgerDate } from '@portal/contracts/ledger/ledger-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { documentExtension } from '../../plugins/document-file-name.ts';
import { checkedScan } from '../../plugins/document-type.ts';
import { HttpError } from '../../plugins/errors.ts';
import { type TMessageKey, translate } from '../../plugins/i18n/messages.ts';
import {
  companyDocumentAddedMail,
  documentRequestedMail,
} from '../../plugins/mail/templates/company-document-mails.ts';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import { recordDocumentAccess } from '../../plugins/record-document-access.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { monthlyDocumentsById, uploadMonthlyDocument } from '../documents/monthly-documents-service.ts';
import { notifyCompanyCustomers } from '../notifications/service.ts';
import {
  findCompanyDocument,
  findCompanyDocuments,
  findDocumentRequest,
  findDocumentRequests,
  findOpenRequests,
  fulfilRequest,
  insertCompanyDocument,
  insertDocumentRequest,
  recordDownload,
  type TCompanyDocumentRow,
  type TDocumentRequestRow,
} from './repository.ts';

type TCompanyDocumentsApp = Pick<
  FastifyInstance,
  'db' | 'now' | 'storage' | 'mailer' | 'config' | 'sms' | 'log'
>;

/** One file and three small fields. */
export const COMPANY_DOCUMENT_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: DOCUMENT_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 256,
  parts: 6,
  headerPairs: 50,
};

type TVaultUpload = {
  kind: string | undefined;
  title: string | undefined;
  validUntil: string | undefined;
  file: { data: Buffer; name: string } | undefined;
};

/** Reads the vault's form (413 past the size limit); the service checks each field. */
export async function readVaultUpload(app: FastifyInstance, request: FastifyRequest): Promise<TVaultUpload> {
  const { fields, file } = await readMultipartForm(app, request, {
    fields: [COMPANY_DOCUMENT_FIELDS.kind, COMPANY_DOCUMENT_FIELDS.title, COMPANY_DOCUMENT_FIELDS.validUntil],
    file: COMPANY_DOCUMENT_FIELDS.file,
    limits: COMPANY_DOCUMENT_UPLOAD_LIMITS,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
  });
  return {
    kind: fields[COMPANY_DOCUMENT_FIELDS.kind],
    title: fields[COMPANY_DOCUMENT_FIELDS.title],
    validUntil: fields[COMPANY_DOCUMENT_FIELDS.validUntil],
    file,
  };
}

/** Reads the one file answering a request (413 past the size limit). */
export async function readRequestAnswer(app: FastifyInstance, request: FastifyRequest) {
  const { file } = await readMultipartForm(app, request, {
    fields: [],
    file: COMPANY_DOCUMENT_FIELDS.file,
    limits: COMPANY_DOCUMENT_UPLOAD_LIMITS,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
  });
  return file;
}

const refuse = (status: number, key: TMessageKey, field: string) =>
  new HttpError(status, key, { fields: { [field]: key } });

function presentDocument(row: TCompanyDocumentRow): TCompanyDocument {
  return {
    id: row.id,
    account_id: row.accountId,
    kind: isCompanyDocumentKind(row.kind) ? row.kind : 'other',
    title: row.title,
    valid_until: row.validUntil,
    file_name: row.fileName,
    mime_type: row.mimeType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET accounts/{id}/company-documents`. */
export async function listCompanyDocuments(
  app: Pick<TCompanyDocumentsApp, 'db'>,
  account: TReachedAccount,
): Promise<TCompanyDocument[]> {
  return (await findCompanyDocuments(app.db, account.id)).map(presentDocument);
}

/** The vault's form checked field by field (422 naming the field). */
function checkedVaultUpload(upload: TVaultUpload) {
  const kind = upload.kind;
  if (!isCompanyDocumentKind(kind))
    throw refuse(422, COMPANY_DOCUMENT_MESSAGES.kindInvalid, COMPANY_DOCUMENT_FIELDS.kind);
  const title = upload.title?.replace(/\s+/g, ' ').trim().slice(0, 120) || null;
  if (kind === 'other' && !title) {
    throw refuse(422, COMPANY_DOCUMENT_MESSAGES.titleRequired, COMPANY_DOCUMENT_FIELDS.title);
  }
  const validUntil = upload.validUntil?.trim() || null;
  if (validUntil !== null && !isLedgerDate(validUntil)) {
    throw refuse(422, COMPANY_DOCUMENT_MESSAGES.validUntilInvalid, COMPANY_DOCUMENT_FIELDS.validUntil);
  }
  const file = checkedScan(upload.file, {
    field: COMPANY_DOCUMENT_FIELDS.file,
    missing: 'documents.fileMissing',
  });
  return { kind, title, validUntil, file: { data: file.data, type: file.type, name: file.fileName } };
}

/** The document's name as the customer reads it: its title, or its kind's. */
const documentName = (language: 'tr' | 'en', kind: TCompanyDocumentKind, title: string | null) =>
  title ?? translate(language, `companyDocuments.kinds.${kind}`);

/** `POST accounts/{id}/company-documents`: staff add a document; every member is told (bell and mail). */
export async function addCompanyDocument(
  app: TCompanyDocumentsApp,
  auth: TAuth,
  account: TReachedAccount,
  read: () => Promise<TVaultUpload>,
): Promise<TCompanyDocument> {
  const upload = checkedVaultUpload(await read());
  const storageKey = `company-documents/${randomBytes(16).toString('hex')}.${documentExtension(upload.file.type)}`;
  await app.storage.put(storageKey, upload.file.data);
  try {
    const row = await app.db.transaction(async (tx) => {
      const inserted = await insertCompanyDocument(tx, {
        accountId: account.id,
        kind: upload.kind,
        title: upload.title,
        validUntil: upload.validUntil,
        storageKey,
        fileName: upload.file.name,
        mimeType: upload.file.type,
        size: upload.file.data.length,
        uploadedBy: auth.user.id,
        createdAt: app.now(),
      });
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'company_document.added',
        subjectType: 'company_document',
        subjectId: inserted.id,
        accountId: account.id,
        after: { kind: inserted.kind, title: inserted.title, valid_until: inserted.validUntil },
      });
      await notifyCompanyCustomers(app, tx, {
        accountId: account.id,
        kind: 'company_document_added',
        audience: 'members',
        // The kind as a code: the bell names it in the reader's language (or shows the title).
        params: { company: account.name, document_kind: upload.kind, title: upload.title ?? '' },
        link: 'app/documents',
        mail: {
          template: 'company-document-added',
          render: (language, customer, url) =>
            companyDocumentAddedMail(language, {
              name: customer.name,
              companyName: account.name,
              documentName: documentName(language, upload.kind, upload.title),
              url,
            }),
        },
        sms: null,
      });
      return inserted;
    });
    return presentDocument(row);
  } catch (error) {
    await app.storage.remove(storageKey);
    throw error;
  }
}

/**
 * A vault document's file. Every download is recorded; a staff member's also goes to the
 * customers' list of staff accesses (KVKK), before the file is opened.
 */
export async function readCompanyDocumentFile(
  app: TCompanyDocumentsApp,
  auth: TAuth,
  account: TReachedAccount,
  documentId: number,
): Promise<{ stream: Readable; size: number; type: string; fileName: string }> {
  const document = await findCompanyDocument(app.db, account.id, documentId);
  if (!document) throw new HttpError(404, 'errors.notFound');
  await app.db.transaction(async (tx) => {
    await recordDownload(tx, document.id, auth.user.id, app.now());
    if (isStaffRole(auth.roles[0]?.name)) {
      await recordDocumentAccess(tx, {
        accountId: account.id,
        documentId: null,
        kind: `company_${document.kind}`,
        period: null,
        userId: auth.user.id,
        at: app.now(),
      });
    }
  });
  const file = await app.storage.read(document.storageKey);
  if (!file) throw new HttpError(404, 'errors.notFound');
  return { ...file, type: document.mimeType, fileName: document.fileName };
}

async function presentRequests(
  app: Pick<TCompanyDocumentsApp, 'db'>,
  accountId: number,
  rows: TDocumentRequestRow[],
): Promise<TDocumentRequest[]> {
  const documents = await monthlyDocumentsById(
    app,
    accountId,
    rows.flatMap((row) => (row.documentId === null ? [] : [row.documentId])),
  );
  return rows.map((row) => ({
    id: row.id,
    account_id: row.accountId,
    title: row.title,
    kind: row.kind as TDocumentRequest['kind'],
    period: row.period,
    due_date: row.dueDate,
    note: row.note,
    status: row.status,
    document: row.documentId === null ? null : (documents.get(row.documentId) ?? null),
    created_at: row.createdAt.toISOString(),
    fulfilled_at: row.fulfilledAt?.toISOString() ?? null,
  }));
}

/** `GET accounts/{id}/document-requests`. */
export async function listDocumentRequests(
  app: Pick<TCompanyDocumentsApp, 'db'>,
  account: TReachedAccount,
): Promise<TDocumentRequest[]> {
  return presentRequests(app, account.id, await findDocumentRequests(app.db, account.id));
}

/** `POST accounts/{id}/document-requests`: the advisor asks; every member is told (bell and mail). */
export async function createDocumentRequest(
  app: TCompanyDocumentsApp,
  auth: TAuth,
  account: TReachedAccount,
  body: z.output<typeof ZCreateDocumentRequest>,
): Promise<TDocumentRequest> {
  const row = await app.db.transaction(async (tx) => {
    const inserted = await insertDocumentRequest(tx, {
      accountId: account.id,
      title: body.title,
      kind: body.kind,
      period: body.period,
      dueDate: body.due_date,
      note: body.note || null,
      requestedBy: auth.user.id,
      createdAt: app.now(),
    });
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'document_request.created',
      subjectType: 'document_request',
      subjectId: inserted.id,
      accountId: account.id,
      after: {
        title: inserted.title,
        kind: inserted.kind,
        period: inserted.period,
        due_date: inserted.dueDate,
      },
    });
    await notifyCompanyCustomers(app, tx, {
      accountId: account.id,
      kind: 'document_requested',
      audience: 'members',
      params: { company: account.name, title: inserted.title, due_date: inserted.dueDate },
      link: 'app/documents',
      mail: {
        template: 'document-requested',
        render: (language, customer, url) =>
          documentRequestedMail(language, {
            name: customer.name,
            companyName: account.name,
            title: inserted.title,
            dueDate: formatCalendarDate(inserted.dueDate, language),
            url,
          }),
      },
      sms: null,
    });
    return inserted;
  });
  return (await presentRequests(app, account.id, [row]))[0] as TDocumentRequest;
}

/**
 * `POST .../fulfil`: the answer becomes a monthly document of the request's kind and month (the
 * monthly documents' own rules: the company active for a customer, the month not closed), linked
 * to the request. A request answered meanwhile keeps its first answer (409); this upload stays
 * among the month's documents.
 */
export async function fulfilDocumentRequest(
  app: TCompanyDocumentsApp,
  auth: TAuth,
  account: TReachedAccount,
  requestId: number,
  read: () => Promise<{ data: Buffer; name: string } | undefined>,
): Promise<TDocumentRequest> {
  const request = await findDocumentRequest(app.db, account.id, requestId);
  if (!request) throw new HttpError(404, 'errors.notFound');
  if (request.status !== 'open') throw new HttpError(409, COMPANY_DOCUMENT_MESSAGES.alreadyFulfilled);
  const file = await read();
  const document = await uploadMonthlyDocument(app, auth, account, {
    kind: request.kind,
    period: request.period,
    file,
  });
  const fulfilled = await fulfilRequest(app.db, request.id, document.id, app.now());
  if (!fulfilled) throw new HttpError(409, COMPANY_DOCUMENT_MESSAGES.alreadyFulfilled);
  return (await presentRequests(app, account.id, [fulfilled]))[0] as TDocumentRequest;
}

/** The open requests waiting on the customer (the dashboard's "needs your action"). */
export async function openDocumentRequests(app: Pick<TCompanyDocumentsApp, 'db'>, accountId: number) {
  return (await findOpenRequests(app.db, accountId)).map((row) => ({
    requestId: row.id,
    title: row.title,
    dueDate: row.dueDate,
  }));
}
