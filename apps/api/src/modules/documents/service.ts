import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import {
  DOCUMENT_KINDS,
  DOCUMENT_MESSAGES,
  isDocumentKind,
  type TAccountDocument,
} from '@portal/contracts/documents/document-kinds';
import type { TMonthlyDocument } from '@portal/contracts/documents/monthly-documents';
import { STAFF_AREAS } from '@portal/contracts/staff/staff-areas';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { requireCustomerPermission } from '../../plugins/auth/authenticate.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { authorizeStaffArea } from '../accounts/account-access.ts';
import { reachableAccount, type TAccountScope } from '../accounts/service.ts';
import { recordDocumentAccess } from '../privacy/document-access.ts';
import { recordSecurityEvent } from '../security-events/record-security-event.ts';
import { detectDocumentType, documentExtension, documentFileName } from './document-file.ts';
import { DOCUMENT_FIELDS, type TDocumentUpload } from './document-upload.ts';
import {
  authorizeMonthlyDelete,
  documentFileUrl,
  listMonthDocuments,
  removeStoredFile,
  uploadMonthlyDocument,
} from './monthly-documents-service.ts';
import {
  deleteAccountDocument,
  findAccountDocument,
  listAccountDocuments,
  putAccountDocument,
  type TDocumentRow,
} from './repository.ts';

type TDocumentsApp = Pick<FastifyInstance, 'db' | 'now' | 'storage' | 'log'>;

function presentDocument(row: TDocumentRow): TAccountDocument {
  // Rows are only written with a checked kind; anything else is a broken database, not input.
  if (!isDocumentKind(row.kind)) throw new Error(`Unknown document kind in account_documents ${row.id}`);
  return {
    id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    mime_type: row.mimeType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    url: documentFileUrl(row.accountId, row.id),
  };
}

/**
 * The account's application documents, in the order of DOCUMENT_KINDS (at most one of each); with
 * a `period`, that month's documents instead (newest first).
 */
export async function listDocuments(
  app: TDocumentsApp,
  auth: TAuth,
  accountId: number,
  query: TAccountScope & { period?: string | undefined },
): Promise<TAccountDocument[] | TMonthlyDocument[]> {
  requireCustomerPermission(auth, PERMISSIONS.showFiles);
  // A month's documents are the accountant line's; the application's, the company's.
  const area = query.period === undefined ? undefined : STAFF_AREAS.accountancy;
  await reachableAccount(app, auth, accountId, query, 'read', area);
  if (query.period !== undefined) return listMonthDocuments(app, accountId, query.period);
  const documents = (await listAccountDocuments(app.db, accountId)).map(presentDocument);
  return documents.sort((a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind));
}

const refuse = (status: number, key: TMessageKey, field: string) =>
  new HttpError(status, key, { fields: { [field]: key } });

/**
 * Stores an uploaded document under a generated key. With a `period` field it is a new monthly
 * document (monthly-documents-service.ts); otherwise it replaces the account's application
 * document of the same kind, whose file is removed once the row points at the new one. The
 * caller reaches the account before the body is read (`read` is called after), so nobody uploads
 * 10 MB to be told 404; which edit rule applies depends on the form's `period`.
 */
export async function uploadDocument(
  app: TDocumentsApp,
  auth: TAuth,
  accountId: number,
  scope: TAccountScope,
  read: () => Promise<TDocumentUpload>,
): Promise<TAccountDocument | TMonthlyDocument> {
  requireCustomerPermission(auth, PERMISSIONS.showFiles);
  // A member needs the 'upload documents' switch (issue 16), checked before the body is read.
  const account = await reachableAccount(app, auth, accountId, scope, 'uploadDocuments');
  const upload = await read();
  if (upload.period !== undefined) return uploadMonthlyDocument(app, auth, account, upload);
  await reachableAccount(app, auth, accountId, scope, 'editDocuments');
  const { kind, file } = upload;
  if (!isDocumentKind(kind)) throw refuse(422, 'documents.kindInvalid', DOCUMENT_FIELDS.kind);
  if (!file || file.data.length === 0) throw refuse(422, 'documents.fileMissing', DOCUMENT_FIELDS.file);
  const type = detectDocumentType(file.data);
  if (!type) throw refuse(422, DOCUMENT_MESSAGES.wrongType, DOCUMENT_FIELDS.file);

  const storageKey = `documents/${randomBytes(16).toString('hex')}.${documentExtension(type)}`;
  await app.storage.put(storageKey, file.data);
  let stored: Awaited<ReturnType<typeof putAccountDocument>>;
  try {
    stored = await putAccountDocument(app.db, {
      accountId,
      kind,
      storageKey,
      fileName: documentFileName(file.name, type),
      mimeType: type,
      size: file.data.length,
      uploadedBy: auth.user.id,
    });
  } catch (error) {
    await app.storage.remove(storageKey);
    throw error;
  }
  if (!stored) {
    await app.storage.remove(storageKey);
    throw new HttpError(404, 'errors.notFound');
  }
  if (stored.replacedKey) await removeStoredFile(app, stored.replacedKey);
  return presentDocument(stored.row);
}

/**
 * The stored file with the type and name it is sent back with. A staff member's read of an
 * identity document goes into the security log (who, which company, which document, from where).
 */
export async function readDocumentFile(
  app: TDocumentsApp,
  auth: TAuth,
  accountId: number,
  documentId: number,
  scope: TAccountScope,
  ip: string,
): Promise<{ stream: Readable; size: number; type: string; fileName: string }> {
  requireCustomerPermission(auth, PERMISSIONS.showFiles);
  const account = await reachableAccount(app, auth, accountId, scope, 'read');
  const document = await findAccountDocument(app.db, accountId, documentId);
  if (!document) throw new HttpError(404, 'errors.notFound');
  if (document.period !== null) authorizeStaffArea(auth, account, STAFF_AREAS.accountancy);
  if (isStaffRole(auth.roles[0]?.name)) {
    // KVKK (issue 16): the company's customers see every staff download of their documents;
    // written before the file is opened, so a failed write leaves no stream behind.
    await recordDocumentAccess(app.db, {
      accountId,
      documentId: document.id,
      kind: document.kind,
      period: document.period,
      userId: auth.user.id,
      at: app.now(),
    });
  }
  const file = await app.storage.read(document.storageKey);
  if (!file) throw new HttpError(404, 'errors.notFound');
  if (document.kind === 'identity' && isStaffRole(auth.roles[0]?.name)) {
    await recordSecurityEvent(app, {
      type: 'identity_document_read',
      userId: auth.user.id,
      accountId,
      ip,
      detail: { document_id: document.id },
    });
  }
  return { ...file, type: document.mimeType, fileName: document.fileName };
}

export async function deleteDocument(
  app: TDocumentsApp,
  auth: TAuth,
  accountId: number,
  documentId: number,
  scope: TAccountScope,
): Promise<void> {
  requireCustomerPermission(auth, PERMISSIONS.showFiles);
  const account = await reachableAccount(app, auth, accountId, scope, 'uploadDocuments');
  const document = await findAccountDocument(app.db, accountId, documentId);
  if (document?.period) {
    await authorizeMonthlyDelete(app, auth, account, { ...document, period: document.period });
  } else {
    await reachableAccount(app, auth, accountId, scope, 'editDocuments');
  }
  const storageKey = await deleteAccountDocument(app.db, accountId, documentId);
  if (!storageKey) throw new HttpError(404, 'errors.notFound');
  await removeStoredFile(app, storageKey);
}

/** The kinds of document a company has uploaded (the payment checks the required ones). */
export async function documentKindsOf(
  app: Pick<FastifyInstance, 'db'>,
  accountId: number,
): Promise<string[]> {
  return (await listAccountDocuments(app.db, accountId)).map((document) => document.kind);
}
