import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TContactMessage, ZContactMessageListQuery } from '@portal/contracts/staff/contact-messages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import {
  findContactMessage,
  listContactMessages,
  setContactMessageHandled,
  type TContactMessageRow,
} from './repository.ts';

type TInboxApp = Pick<FastifyInstance, 'db' | 'now'>;

function present(row: TContactMessageRow): TContactMessage {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    language: languageOfId(row.languageId),
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by:
      row.handledById !== null && row.handledByName !== null
        ? { id: row.handledById, name: row.handledByName }
        : null,
  };
}

/** `GET contact-messages`: the staff's inbox of the contact form (the route checks the permission). */
export async function findContactMessages(
  app: TInboxApp,
  query: z.output<typeof ZContactMessageListQuery>,
): Promise<{ data: TContactMessage[]; meta: TPageMeta }> {
  const handled = query.status === 'all' ? undefined : query.status === 'handled';
  const { rows, total } = await listContactMessages(app.db, {
    handled,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(present), meta: pageMeta(query, total) };
}

/** Marks a message answered (or waiting again), audited with who and when. */
export async function markContactMessage(
  app: TInboxApp,
  auth: TAuth,
  id: number,
  handled: boolean,
): Promise<TContactMessage> {
  const before = await findContactMessage(app.db, id);
  if (!before) throw new HttpError(404, 'errors.notFound');
  await app.db.transaction(async (tx) => {
    await setContactMessageHandled(tx, id, handled ? { at: app.now(), by: auth.user.id } : null);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'contact_message.handled',
      subjectType: 'contact_message',
      subjectId: id,
      before: { handled: before.handledAt !== null },
      after: { handled },
    });
  });
  const after = await findContactMessage(app.db, id);
  if (!after) throw new HttpError(404, 'errors.notFound');
  return present(after);
}
