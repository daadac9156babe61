import type { FastifyInstance } from 'fastify';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import {
  findCompanyBooth,
  findCompanyRecords,
  findCustomerCompanies,
  findPersonForExport,
  findPersonRecords,
  type TExportCompany,
  type TExportPerson,
} from './export-repository.ts';

type TExportApp = Pick<FastifyInstance, 'db' | 'storage'>;

/*
 * The ZIP of "download my data": `person.json` (profile, sign-ins and the rest of the security
 * log, in-app notifications, messages sent through the site), then per company the person is a
 * customer of `companies/<id>/company.json` with the uploaded files beside it. Built in memory:
 * a company's files are capped by the upload limits, and the job runs one export at a time.
 */

/** Already compressed (PDF, JPEG, PNG, WebP): stored as they are, not deflated again. */
const STORED = /\.(pdf|jpe?g|png|webp)$/i;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A row as JSON: its own keys in snake_case (nested JSON values keep theirs); dates become ISO by JSON. */
function record<T extends object>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), value]));
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** A stored name as a safe ZIP entry name: no folders, no control or reserved characters. */
function entryName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]/gu, '_')
    .replace(/^[.\s]+/, '');
  return cleaned.slice(0, 150) || 'file';
}

const extensionOf = (key: string) => /\.([a-z0-9]+)$/.exec(key)?.[1] ?? 'bin';

async function readStored(app: TExportApp, key: string): Promise<Buffer | null> {
  const file = await app.storage.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Adds a stored file under `path`; answers the path, or null when the file is missing from storage. */
async function addFile(app: TExportApp, files: Zippable, key: string, path: string): Promise<string | null> {
  const data = await readStored(app, key);
  if (!data) return null;
  files[path] = STORED.test(path) ? [new Uint8Array(data), { level: 0 }] : new Uint8Array(data);
  return path;
}

const SIGN_IN_TYPES = new Set(['sign_in', 'sign_in_failed']);

async function addPerson(
  app: TExportApp,
  files: Zippable,
  person: TExportPerson,
  companies: TExportCompany[],
  exportedAt: Date,
): Promise<void> {
  const records = await findPersonRecords(app.db, person);
  const avatar = person.avatarKey
    ? await addFile(app, files, person.avatarKey, `avatar.${extensionOf(person.avatarKey)}`)
    : null;
  const { avatarKey: _key, languageId, ...profile } = person;
  files['person.json'] = json({
    exported_at: exportedAt,
    profile: {
      ...record(profile),
      language: languageOfId(languageId),
      two_factor_enabled_at: records.twoFactorEnabledAt,
      avatar_file: avatar,
    },
    sign_ins: records.events.filter((event) => SIGN_IN_TYPES.has(event.type)).map(record),
    security_events: records.events.filter((event) => !SIGN_IN_TYPES.has(event.type)).map(record),
    notifications: records.notifications.map(record),
    contact_messages: records.messages.map(record),
    demo_bookings: records.appointments.map(record),
    companies: companies.map((company) => ({
      id: company.id,
      name: company.name,
      file: `companies/${company.id}/company.json`,
    })),
  });
}

async function addCompany(app: TExportApp, files: Zippable, company: TExportCompany): Promise<void> {
  const folder = `companies/${company.id}`;
  const [records, booth] = await Promise.all([
    findCompanyRecords(app.db, company.id),
    findCompanyBooth(app.db, company.id),
  ]);
  const documents = [];
  for (const { storageKey, ...document } of records.documents) {
    const path = `${folder}/documents/${document.id}-${entryName(document.fileName)}`;
    documents.push({ ...record(document), file: await addFile(app, files, storageKey, path) });
  }
  const shipments = [];
  for (const { photoKey, scanKey, photoType: _type, ...shipment } of records.shipments) {
    const base = `${folder}/shipments/${shipment.id}`;
    shipments.push({
      ...record(shipment),
      photo_file: photoKey
        ? await addFile(app, files, photoKey, `${base}-photo.${extensionOf(photoKey)}`)
        : null,
      scan_file: scanKey ? await addFile(app, files, scanKey, `${base}-scan.${extensionOf(scanKey)}`) : null,
      requests: records.shipmentRequests
        .filter((request) => request.shipmentId === shipment.id)
        .map(({ shipmentId: _id, ...request }) => record(request)),
    });
  }
  const { id, name, status, createdAt, joinedAt, ...membership } = company;
  files[`${folder}/company.json`] = json({
    company: { id, name, status, created_at: createdAt },
    your_membership: { ...record(membership), joined_at: joinedAt },
    informations: Object.fromEntries(records.informations.map((item) => [item.key, item.value])),
    product_lines: records.lines.map(record),
    status_history: records.statusChanges.map(record),
    products: records.products.map(record),
    subscriptions: records.subscriptions.map(record),
    stored_cards: records.cards.map(record),
    payments: records.payments.map(record),
    invoices: records.invoices.map((invoice) => ({
      ...record(invoice),
      lines: records.invoiceLines
        .filter((line) => line.invoiceId === invoice.id)
        .map(({ invoiceId: _id, ...line }) => record(line)),
    })),
    credit_notes: records.creditNotes.map(record),
    calls: records.calls.map(record),
    shipments,
    documents,
    ledger_entries: records.ledger.map(record),
    staff_document_accesses: records.accesses.map(record),
    change_requests: records.changeRequests.map(record),
    messages: records.messages.map(record),
    product_requests: records.productRequests.map(record),
    network_booth: booth && {
      ...record(booth.booth),
      brochures: booth.brochures.map(record),
      contact_messages: booth.contacts.map(record),
    },
  });
}

/**
 * Everything the portal holds about the person and the companies they are a customer of, as a
 * ZIP; null when the person no longer exists.
 */
export async function buildDataExportZip(
  app: TExportApp,
  userId: number,
  exportedAt: Date,
): Promise<{ zip: Uint8Array; person: TExportPerson } | null> {
  const person = await findPersonForExport(app.db, userId);
  if (!person) return null;
  const companies = await findCustomerCompanies(app.db, userId);
  const files: Zippable = {};
  await addPerson(app, files, person, companies, exportedAt);
  for (const company of companies) await addCompany(app, files, company);
  return { zip: zipSync(files, { level: 6, mtime: exportedAt }), person };
}
