import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  BOOTH_DOCUMENT_FIELD,
  BOOTH_DOCUMENT_MAX_COUNT,
  BOOTH_LOGO_FIELD,
  boothItemLimit,
  boothSummary,
  isFeaturedPacket,
  mayModerateBooths,
} from '@portal/contracts/network/network-constants';
import { NETWORK_MESSAGES } from '@portal/contracts/network/network-messages';
import {
  type TBooth,
  type TBoothDocument,
  type TBoothListItem,
  type ZBoothContactRequest,
  ZBoothDocumentFields,
  type ZBoothListQuery,
  type ZCreateBoothRequest,
  type ZHideBoothRequest,
  type ZUpdateBoothRequest,
} from '@portal/contracts/network/network-schemas';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { AVATAR_EXTENSIONS, detectImageType } from '../../plugins/avatar-image.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { detectDocumentType } from '../../plugins/document-type.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isMessageKey, type TMessageKey } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { networkBoothContactMail } from '../../plugins/mail/templates/network-booth-contact.ts';
import { networkBoothHiddenMail } from '../../plugins/mail/templates/network-booth-hidden.ts';
import type { TMultipartForm } from '../../plugins/multipart-form.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachAccount, TReachedAccount } from '../../plugins/route-account.ts';
import { lineStatusOf } from '../accounts/account-lines-service.ts';
import { upcomingSessionsOf } from '../network-stages/service.ts';
import { spamReason, storedPhone } from '../public-forms/service.ts';
import { networkConstraintMessage } from './network-constraints.ts';
import {
  deleteBoothDocument as deleteDocumentRow,
  findBooth,
  findBoothAccountId,
  findBoothDocument,
  findBoothDocuments,
  findPacketCode,
  findPerson,
  insertBooth,
  insertBoothContact,
  insertBoothDocument,
  isCustomerMember,
  listBooths as listBoothRows,
  setBoothHidden,
  setBoothLogo,
  type TBoothDocumentRow,
  type TBoothListRow,
  type TBoothRow,
  type TBoothValues,
  type TBoothViewer,
  updateBooth as updateBoothRow,
} from './repository.ts';

/*
 * The Endless network's booths (issue 17): the directory, a company's booth with its logo and
 * brochures, the contact form that mails the booth's representative, and staff moderation. Who
 * writes is the account rule's, declared on the routes' contracts (`write` on the network line:
 * a viewer 403, another company 404, staff in the staff view); who reads is the viewer's SQL in
 * the repository, so a hidden booth is a 404 to anyone but its company and staff.
 */

type TBoothsApp = Pick<
  FastifyInstance,
  'db' | 'now' | 'config' | 'mailer' | 'storage' | 'rateLimiter' | 'log'
>;

/** Who calls and for whom: the caller, and the customer a staff member acts for (`user_id`). */
export type TBoothCaller = { auth: TAuth; actingFor: number | null; language: TLanguage };

/** The company's stage sessions a booth page shows at most. */
const UPCOMING_SESSIONS = 20;

const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

/**
 * A customer sees their companies' booths whatever their state; staff see every booth and, acting
 * for a customer, edit as that customer would.
 */
function viewerOf({ auth, actingFor }: TBoothCaller): TBoothViewer {
  if (isStaff(auth)) return { seesEverything: true, memberId: actingFor, writerId: actingFor };
  return { seesEverything: false, memberId: auth.user.id, writerId: auth.user.id };
}

const notFound = () => new HttpError(404, 'errors.notFound');

function logoUrl(boothId: number, logoKey: string | null): string | null {
  if (!logoKey) return null;
  const version = logoKey.replace(/^.*\//, '').replace(/\.[a-z0-9]+$/, '');
  return `/api/network/booths/${boothId}/logo?v=${version}`;
}

function presentDocument(row: TBoothDocumentRow): TBoothDocument {
  return {
    id: row.id,
    title: row.title,
    url: `/api/network/booths/${row.boothId}/documents/${row.id}`,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

function presentListItem(row: TBoothListRow): TBoothListItem {
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    sector: row.sector,
    city: row.city,
    logo_url: logoUrl(row.id, row.logoKey),
    summary: boothSummary(row.description),
    offer: row.offer,
    featured: row.featured,
    hidden: row.hiddenAt !== null,
    is_mine: row.isMine,
  };
}

/** The booth page: the row with its brochures and its company's upcoming sessions (two more queries). */
async function presentBooth(app: TBoothsApp, caller: TBoothCaller, row: TBoothRow): Promise<TBooth> {
  const [documents, sessions] = await Promise.all([
    findBoothDocuments(app.db, row.id),
    upcomingSessionsOf(app, caller.auth, row.accountId, caller.language, UPCOMING_SESSIONS),
  ]);
  return {
    id: row.id,
    account_id: row.accountId,
    name: row.name,
    sector: row.sector,
    city: row.city,
    description: row.description,
    offer: row.offer,
    logo_url: logoUrl(row.id, row.logoKey),
    website: row.website,
    items: row.items,
    team: row.team,
    documents: documents.map(presentDocument),
    representative: { id: row.representativeUserId, name: row.representativeName },
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenReason,
    featured: isFeaturedPacket(row.packetCode),
    item_limit: boothItemLimit(row.packetCode),
    upcoming_sessions: sessions,
    is_mine: row.isMine,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The booth as the caller may see it (404 otherwise). */
async function visibleBooth(app: TBoothsApp, caller: TBoothCaller, boothId: number): Promise<TBoothRow> {
  const row = await findBooth(app.db, viewerOf(caller), boothId);
  if (!row) throw notFound();
  return row;
}

async function boothOf(app: TBoothsApp, caller: TBoothCaller, boothId: number): Promise<TBooth> {
  return presentBooth(app, caller, await visibleBooth(app, caller, boothId));
}

/**
 * The booth's company for a change, reached by the route's rule (`reach`): the booth itself
 * 404 when there is none.
 */
async function reachBoothForWrite(
  app: TBoothsApp,
  boothId: number,
  reach: TReachAccount,
): Promise<TReachedAccount> {
  const accountId = await findBoothAccountId(app.db, boothId);
  if (accountId === null) throw notFound();
  return reach(accountId);
}

/** Opening or changing a booth needs the company's network membership (its line 7 active). */
async function requireMembership(app: TBoothsApp, accountId: number): Promise<void> {
  const line = await lineStatusOf(app.db, accountId, NETWORK_LINE.id);
  if (line !== LINE_STATUSES.active) throw new HttpError(409, NETWORK_MESSAGES.membershipRequired);
}

/** More products and services than the company's packet shows: 422 on `items`. */
async function requireItemsWithinPacket(app: TBoothsApp, accountId: number, items: readonly unknown[]) {
  const max = boothItemLimit(await findPacketCode(app.db, accountId));
  if (items.length > max) {
    throw new HttpError(422, NETWORK_MESSAGES.tooManyItemsForPacket, {
      params: { max },
      fields: { items: NETWORK_MESSAGES.tooManyItemsForPacket },
    });
  }
}

async function requireRepresentative(app: TBoothsApp, accountId: number, userId: number, field: string) {
  if (!(await isCustomerMember(app.db, accountId, userId))) {
    throw new HttpError(422, NETWORK_MESSAGES.representativeNotMember, {
      fields: { [field]: NETWORK_MESSAGES.representativeNotMember },
    });
  }
}

/**
 * Runs a write whose rules the database holds (one booth per company and per representative):
 * their violation is the rule's 409, with its message; anything else is thrown on.
 */
async function underNetworkConstraints<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const message = networkConstraintMessage(error);
    if (message) throw new HttpError(409, message);
    throw error;
  }
}

// ---- The directory and a booth ------------------------------------------------------------------

/** `GET network/booths`: featured first, then by name, paged. */
export async function listBooths(
  app: TBoothsApp,
  caller: TBoothCaller,
  query: z.output<typeof ZBoothListQuery>,
): Promise<{ data: TBoothListItem[]; meta: TPageMeta }> {
  const { rows, listed } = await listBoothRows(
    app.db,
    viewerOf(caller),
    {
      q: query.q || undefined,
      sector: query.sector,
      city: query.city || undefined,
      accountId: query.account_id,
    },
    { page: query.page, perPage: query.per_page },
  );
  return { data: rows.map(presentListItem), meta: pageMeta(query, listed) };
}

/** `GET network/booths/{id}`. */
export async function getBooth(app: TBoothsApp, caller: TBoothCaller, boothId: number): Promise<TBooth> {
  return boothOf(app, caller, boothId);
}

/**
 * `POST network/booths`: the company's booth (`account`, reached by the route for `write`), its
 * representative the caller (or the customer staff act for), who must be a customer member of
 * it. "A representative cannot open more than one booth" (spec section 5) is the unique index's:
 * two requests at once cannot both pass.
 */
export async function createBooth(
  app: TBoothsApp,
  caller: TBoothCaller,
  account: TReachedAccount,
  body: z.output<typeof ZCreateBoothRequest>,
): Promise<TBooth> {
  await requireMembership(app, account.id);
  const representativeId = caller.actingFor ?? caller.auth.user.id;
  await requireRepresentative(app, account.id, representativeId, 'account_id');
  await requireItemsWithinPacket(app, account.id, body.items);
  const id = await underNetworkConstraints(() =>
    insertBooth(app.db, {
      accountId: account.id,
      representativeUserId: representativeId,
      name: body.name,
      sector: body.sector,
      city: body.city,
      description: body.description,
      offer: body.offer,
      website: body.website ?? null,
      items: body.items,
      team: body.team,
    }),
  );
  return boothOf(app, caller, id);
}

/** `PUT network/booths/{id}`: the fields sent replace the stored ones. */
export async function updateBooth(
  app: TBoothsApp,
  caller: TBoothCaller,
  input: { boothId: number; reach: TReachAccount; body: z.output<typeof ZUpdateBoothRequest> },
): Promise<TBooth> {
  const { body } = input;
  const account = await reachBoothForWrite(app, input.boothId, input.reach);
  await requireMembership(app, account.id);
  if (body.items !== undefined) await requireItemsWithinPacket(app, account.id, body.items);
  if (body.representative_user_id !== undefined) {
    await requireRepresentative(app, account.id, body.representative_user_id, 'representative_user_id');
  }
  const values: TBoothValues = {
    name: body.name,
    sector: body.sector,
    city: body.city,
    description: body.description,
    offer: body.offer,
    website: body.website,
    items: body.items,
    team: body.team,
    representativeUserId: body.representative_user_id,
  };
  const changed = await underNetworkConstraints(() =>
    updateBoothRow(
      app.db,
      input.boothId,
      Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
    ),
  );
  if (!changed) throw notFound();
  return boothOf(app, caller, input.boothId);
}

// ---- The logo -------------------------------------------------------------------------------------

/**
 * `PUT network/booths/{id}/logo`: checked as the profile pictures are (by its bytes, the size
 * while it is read), stored under a generated name; the previous file is removed after.
 */
export async function uploadBoothLogo(
  app: TBoothsApp,
  caller: TBoothCaller,
  input: { boothId: number; reach: TReachAccount; read: () => Promise<TMultipartForm> },
): Promise<TBooth> {
  const account = await reachBoothForWrite(app, input.boothId, input.reach);
  await requireMembership(app, account.id);
  const { file } = await input.read();
  if (!file) {
    throw new HttpError(422, 'users.avatarMissing', {
      fields: { [BOOTH_LOGO_FIELD]: 'users.avatarMissing' },
    });
  }
  const type = detectImageType(file.data);
  if (!type) {
    throw new HttpError(422, 'users.avatarWrongType', {
      fields: { [BOOTH_LOGO_FIELD]: 'users.avatarWrongType' },
    });
  }
  const key = `booth-logos/${input.boothId}-${randomBytes(12).toString('hex')}.${AVATAR_EXTENSIONS[type]}`;
  await app.storage.put(key, file.data);
  let changed: { previousKey: string | null } | undefined;
  try {
    changed = await setBoothLogo(app.db, input.boothId, { key, type });
  } catch (error) {
    await app.storage.remove(key);
    throw error;
  }
  if (!changed) {
    await app.storage.remove(key);
    throw notFound();
  }
  await removeStoredFile(app, changed.previousKey);
  return boothOf(app, caller, input.boothId);
}

/** `DELETE network/booths/{id}/logo`. */
export async function deleteBoothLogo(
  app: TBoothsApp,
  caller: TBoothCaller,
  input: { boothId: number; reach: TReachAccount },
): Promise<TBooth> {
  await reachBoothForWrite(app, input.boothId, input.reach);
  const changed = await setBoothLogo(app.db, input.boothId, null);
  if (!changed) throw notFound();
  await removeStoredFile(app, changed.previousKey);
  return boothOf(app, caller, input.boothId);
}

/** A file no longer referred to; a failure is logged, not answered (the change is made). */
async function removeStoredFile(app: TBoothsApp, key: string | null): Promise<void> {
  if (!key) return;
  await app.storage.remove(key).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not remove a booth file');
  });
}

export type TStoredFile = { stream: Readable; size: number; type: string };

/** `GET network/booths/{id}/logo`: for whoever may see the booth. */
export async function readBoothLogo(
  app: TBoothsApp,
  caller: TBoothCaller,
  boothId: number,
): Promise<TStoredFile> {
  const booth = await visibleBooth(app, caller, boothId);
  const file = booth.logoKey && booth.logoType ? await app.storage.read(booth.logoKey) : null;
  if (!file || !booth.logoType) throw notFound();
  return { ...file, type: booth.logoType };
}

// ---- Brochures ----------------------------------------------------------------------------------

function refuseDocument(status: number, key: TMessageKey): HttpError {
  return new HttpError(status, key, { fields: { [BOOTH_DOCUMENT_FIELD]: key } });
}

/**
 * `POST network/booths/{id}/documents`: a PDF (checked by its bytes) with its title; at most
 * BOOTH_DOCUMENT_MAX_COUNT per booth, counted on the locked booth row (409).
 */
export async function addBoothDocument(
  app: TBoothsApp,
  input: { boothId: number; reach: TReachAccount; read: () => Promise<TMultipartForm> },
): Promise<TBoothDocument> {
  const account = await reachBoothForWrite(app, input.boothId, input.reach);
  await requireMembership(app, account.id);
  const { fields, file } = await input.read();
  const parsed = ZBoothDocumentFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue && isMessageKey(issue.message) ? issue.message : 'validation.required';
    throw new HttpError(422, 'errors.validation', { fields: { title: key } });
  }
  if (!file) throw refuseDocument(422, NETWORK_MESSAGES.documentMissing);
  const type = detectDocumentType(file.data);
  if (type !== 'application/pdf') throw refuseDocument(422, NETWORK_MESSAGES.documentWrongType);

  const fileKey = `booth-documents/${input.boothId}-${randomBytes(16).toString('hex')}.pdf`;
  await app.storage.put(fileKey, file.data);
  let stored: Awaited<ReturnType<typeof insertBoothDocument>>;
  try {
    stored = await insertBoothDocument(
      app.db,
      { boothId: input.boothId, title: parsed.data.title, fileKey, fileType: type, size: file.data.length },
      BOOTH_DOCUMENT_MAX_COUNT,
    );
  } catch (error) {
    await app.storage.remove(fileKey);
    throw error;
  }
  if (stored === null || stored === 'full') {
    await app.storage.remove(fileKey);
    if (stored === 'full') throw new HttpError(409, NETWORK_MESSAGES.tooManyDocuments);
    throw notFound();
  }
  return presentDocument(stored);
}

/** `DELETE network/booths/{id}/documents/{documentId}`: the row, then its file. */
export async function deleteBoothDocument(
  app: TBoothsApp,
  input: { boothId: number; documentId: number; reach: TReachAccount },
): Promise<void> {
  await reachBoothForWrite(app, input.boothId, input.reach);
  const fileKey = await deleteDocumentRow(app.db, input.boothId, input.documentId);
  if (!fileKey) throw notFound();
  await removeStoredFile(app, fileKey);
}

/** `GET network/booths/{id}/documents/{documentId}`: for whoever may see the booth. */
export async function readBoothDocument(
  app: TBoothsApp,
  caller: TBoothCaller,
  boothId: number,
  documentId: number,
): Promise<TStoredFile & { title: string }> {
  await visibleBooth(app, caller, boothId);
  const document = await findBoothDocument(app.db, boothId, documentId);
  const file = document ? await app.storage.read(document.fileKey) : null;
  if (!document || !file) throw notFound();
  return { ...file, type: document.fileType, title: document.title };
}

// ---- Contact ------------------------------------------------------------------------------------

/**
 * `POST network/booths/{id}/contact`: throttled per person (429), then the landing page's spam
 * guard (one generic 422, the reason in the debug log); kept in `network_booth_contacts` and
 * mailed to the representative in their language, both in one transaction (the mail is a job).
 */
export async function contactBooth(
  app: TBoothsApp,
  caller: TBoothCaller & { log: FastifyBaseLogger },
  boothId: number,
  body: z.output<typeof ZBoothContactRequest>,
): Promise<void> {
  await app.rateLimiter.consume('boothContacts', `user:${caller.auth.user.id}`);
  const reason = spamReason(app.config.appSecret, body, app.now());
  if (reason) {
    caller.log.debug({ form: 'boothContact', reason }, 'booth contact refused as automated');
    throw new HttpError(422, 'publicForms.rejected');
  }
  // A hidden booth takes no messages from people who cannot see it (404, as its page).
  const booth = await visibleBooth(app, caller, boothId);
  const phone = body.phone ? storedPhone(body.phone) : null;
  const representative = await findPerson(app.db, booth.representativeUserId);
  await app.db.transaction(async (tx) => {
    const stored = await insertBoothContact(tx, {
      boothId: booth.id,
      senderUserId: caller.auth.user.id,
      fullName: body.full_name,
      email: body.email,
      phone,
      message: body.message,
      createdAt: app.now(),
    });
    // An anonymised or deactivated representative gets no mail; the message stays on the booth.
    if (!representative?.isActive) return;
    const language = languageOfId(representative.languageId);
    const content = networkBoothContactMail(language, {
      name: representative.name,
      boothName: booth.name,
      fullName: body.full_name,
      email: body.email,
      phone,
      message: body.message,
      receivedAt: stored.createdAt,
    });
    await app.mailer.send(
      {
        to: representative.email,
        template: 'network-booth-contact',
        replyTo: { name: body.full_name, address: body.email },
        ...content,
      },
      { within: tx },
    );
  });
}

// ---- Moderation ---------------------------------------------------------------------------------

/**
 * `PUT network/booths/{id}/visibility`: staff holding the moderation permission hide a booth (the
 * reason mailed to its representative in their language) or show it again; the change, its
 * audit entry and the mail are one transaction.
 */
export async function setBoothVisibility(
  app: TBoothsApp,
  caller: TBoothCaller,
  boothId: number,
  body: z.output<typeof ZHideBoothRequest>,
): Promise<TBooth> {
  const { auth } = caller;
  if (!mayModerateBooths(auth.roles[0]?.name, [...auth.permissions])) {
    throw new HttpError(403, 'errors.forbidden');
  }
  const booth = await visibleBooth(app, caller, boothId);
  const representative = await findPerson(app.db, booth.representativeUserId);
  const now = app.now();
  const reason = body.reason ?? '';
  await app.db.transaction(async (tx) => {
    const changed = await setBoothHidden(
      tx,
      booth.id,
      body.hidden ? { at: now, reason, by: auth.user.id } : null,
    );
    if (!changed) throw notFound();
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: body.hidden ? 'network.booth_hidden' : 'network.booth_shown',
      subjectType: 'booth',
      subjectId: booth.id,
      accountId: booth.accountId,
      before: { hidden: booth.hiddenAt !== null, reason: booth.hiddenReason },
      after: { hidden: body.hidden, reason: body.hidden ? reason : null },
    });
    if (!body.hidden || !representative?.isActive) return;
    const language = languageOfId(representative.languageId);
    const content = networkBoothHiddenMail(language, {
      name: representative.name,
      boothName: booth.name,
      reason,
      url: `${app.config.appUrl}/${language}/app/endless-network/stand/${booth.id}`,
    });
    await app.mailer.send(
      { to: representative.email, template: 'network-booth-hidden', ...content },
      { within: tx },
    );
  });
  return boothOf(app, caller, booth.id);
}
