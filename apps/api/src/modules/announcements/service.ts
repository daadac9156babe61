import type { TPageMeta } from '@portal/contracts/common/envelope';
import type {
  TAnnouncement,
  ZAnnouncementListQuery,
  ZAnnouncementRequest,
} from '@portal/contracts/staff/announcements';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import {
  deleteAnnouncement,
  findAnnouncement,
  findCurrentAnnouncements,
  insertAnnouncement,
  listAnnouncements,
  type TAnnouncementRow,
  type TAnnouncementValues,
  updateAnnouncement,
} from './repository.ts';

type TAnnouncementsApp = Pick<FastifyInstance, 'db' | 'now'>;
type TAnnouncementBody = z.output<typeof ZAnnouncementRequest>;

function presentAnnouncement(row: TAnnouncementRow): TAnnouncement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    brand_id: row.brandId,
    is_published: row.isPublished,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

function valuesOf(body: TAnnouncementBody): TAnnouncementValues {
  return {
    title: body.title,
    body: body.body,
    brandId: body.brand_id,
    isPublished: body.is_published,
    startsAt: new Date(body.starts_at),
    endsAt: new Date(body.ends_at),
  };
}

export async function findAnnouncements(
  app: TAnnouncementsApp,
  query: z.output<typeof ZAnnouncementListQuery>,
): Promise<{ data: TAnnouncement[]; meta: TPageMeta }> {
  const { rows, total } = await listAnnouncements(app.db, { page: query.page, perPage: query.per_page });
  return { data: rows.map(presentAnnouncement), meta: pageMeta(query, total) };
}

export async function createAnnouncement(
  app: TAnnouncementsApp,
  auth: TAuth,
  body: TAnnouncementBody,
): Promise<TAnnouncement> {
  return app.db.transaction(async (tx) => {
    const saved = presentAnnouncement(
      await insertAnnouncement(tx, { ...valuesOf(body), createdBy: auth.user.id }),
    );
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'announcement.saved',
      subjectType: 'announcement',
      subjectId: saved.id,
      before: null,
      after: saved,
    });
    return saved;
  });
}

export async function editAnnouncement(
  app: TAnnouncementsApp,
  auth: TAuth,
  id: number,
  body: TAnnouncementBody,
): Promise<TAnnouncement> {
  return app.db.transaction(async (tx) => {
    const before = await findAnnouncement(tx, id);
    const updated = before && (await updateAnnouncement(tx, id, valuesOf(body)));
    if (!before || !updated) throw new HttpError(404, 'errors.notFound');
    const saved = presentAnnouncement(updated);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'announcement.saved',
      subjectType: 'announcement',
      subjectId: id,
      before: presentAnnouncement(before),
      after: saved,
    });
    return saved;
  });
}

/**
 * Deleted for good; the audit log keeps the text. AUDIT_ACTIONS has no deletion of its own for
 * announcements: the entry is 'announcement.saved' with `after` null, as a deleted row reads.
 */
export async function removeAnnouncement(app: TAnnouncementsApp, auth: TAuth, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const deleted = await deleteAnnouncement(tx, id);
    if (!deleted) throw new HttpError(404, 'errors.notFound');
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'announcement.saved',
      subjectType: 'announcement',
      subjectId: id,
      before: presentAnnouncement(deleted),
      after: null,
    });
  });
}

/**
 * What the caller's dashboard shows now: published, in range at `app.now()`, for everyone or for a
 * product line one of the caller's companies holds (or, with `account`, that company: the
 * selected one, which the route reached as its member: 404 when it is not the caller's).
 */
export async function findCurrentAnnouncementsFor(
  app: TAnnouncementsApp,
  auth: TAuth,
  account: TReachedAccount | null,
): Promise<TAnnouncement[]> {
  const rows = await findCurrentAnnouncements(app.db, {
    userId: auth.user.id,
    ...(account === null ? {} : { accountId: account.id }),
    now: app.now(),
  });
  return rows.map(presentAnnouncement);
}
