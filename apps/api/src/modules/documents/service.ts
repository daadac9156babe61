import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
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
import { documentExtension, documentFileName } from '../../plugins/document-file-name.ts';
import { detectDocumentType } from '../../plugins/document-type.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { recordDocumentAccess } from '../../plugins/record-document-access.ts';
import { recordSecurityEvent } from '../../plugins/record-security-event.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { authorizeAccountAccess, authorizeStaffArea } from '../accounts/account-access-service.ts';
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

/*
 * Every route of a company's documents reaches the company once, before its handler, by the rule
 * its contract declares (a customer holding "show files"; `read`, or `uploadDocuments` to change
 * them, which checks a member's 'upload documents' switch before the body is read, so nobody
 * uploads 10 MB to be told 404). What depends on the document itself is checked here: its line
 * (a month's documents are the accountant line's) and which edit rule applies.
 */

/**
 * The account's application documents, in the order of DOCUMENT_KINDS (at most one of each); with
 * a `period`, that month's documents instead (newest first).
 */
export async function listDocuments(
  app: TDocumentsApp,
  auth: TAuth,
  account: TReachedAccount,
  period: string | undefined,
): Promise<TAccountDocument[] | TMonthlyDocument[]> {
  // A month's documents are the accountant line's; the application's, the company's.
  if (period !== undefined) {
    authorizeStaffArea(auth, account, STAFF_AREAS.accountancy);
    return listMonthDocuments(app, account.id, period);
  }
  const documents = (await listAccountDocuments(app.db, account.id)).map(presentDocument);
  return documents.sort((a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind));
}

const refuse = (status: number, key: TMessageKey, field: string) =>
  new HttpError(status, key, { fields: { [field]: key } });

/**
 * Stores an uploaded document under a generated key. With a `period` field it is a new monthly
 * document (monthly-documents-service.ts); otherwise it replaces the account's application
 * document of the same kind, whose file is removed once the row points at the new one. The body
 * is read only now (`read`), after the route reached the company; which edit rule applies
 * depends on the form's `period`.
 */
export async function uploadDocument(
  app: TDocumentsApp,
  auth: TAuth,
  account: TReachedAccount,
  read: () => Promise<TDocumentUpload>,
): Promise<TAccountDocument | TMonthlyDocument> {
  const accountId = account.id;
  const upload = await read();
  if (upload.period !== undefined) return uploadMonthlyDocument(app, auth, account, upload);
  authorizeAccountAccess(auth, account, 'editDocuments');
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
  account: TReachedAccount,
  documentId: number,
  ip: string,
): Promise<{ stream: Readable; size: number; type: string; fileName: string }> {
  const accountId = account.id;
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

/** A month's document by the month's rule (`authorizeMonthlyDelete`), any other by `editDocuments`. */
export async function deleteDocument(
  app: TDocumentsApp,
  auth: TAuth,
  account: TReachedAccount,
  documentId: number,
): Promise<void> {
  const accountId = account.id;
  const document = await findAccountDocument(app.db, accountId, documentId);
  if (document?.period) {
    await authorizeMonthlyDelete(app, auth, account, { ...document, period: document.period });
  } else {
    authorizeAccountAccess(auth, account, 'editDocuments');
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
