import type { TPageMeta } from '@portal/contracts/common/envelope';
import { addCalendarDays } from '@portal/contracts/common/istanbul-time';
import { istanbulWallClockToIso } from '@portal/contracts/common/istanbul-wall-clock';
import {
  SECURITY_EVENT_TYPES,
  type TSecurityEvent,
  type ZSecurityEventListQuery,
} from '@portal/contracts/staff/security-events';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { listSecurityEvents, type TSecurityEventRow } from './repository.ts';

type TSecurityEventsApp = Pick<FastifyInstance, 'db'>;

function present(row: TSecurityEventRow): TSecurityEvent {
  const type = SECURITY_EVENT_TYPES.find((known) => known === row.type);
  if (!type) throw new Error(`unknown security event type ${row.type}`);
  return {
    id: row.id,
    type,
    user:
      row.userId !== null && row.userName !== null && row.userEmail !== null
        ? { id: row.userId, name: row.userName, email: row.userEmail }
        : null,
    account_id: row.accountId,
    ip: row.ip,
    detail: row.detail,
    occurred_at: row.occurredAt.toISOString(),
  };
}

/** The start of an Istanbul calendar day as a moment. */
function startOfIstanbulDay(date: string): Date {
  return new Date(istanbulWallClockToIso(`${date}T00:00`) ?? `${date}T00:00:00Z`);
}

/** The log is the admin role's own, like the audit log: it watches over those who hold permissions. */
export async function listAllSecurityEvents(
  app: TSecurityEventsApp,
  auth: TAuth,
  query: z.output<typeof ZSecurityEventListQuery>,
): Promise<{ data: TSecurityEvent[]; meta: TPageMeta }> {
  if (auth.roles[0]?.name !== 'admin') throw new HttpError(403, 'errors.forbidden');
  const { rows, total } = await listSecurityEvents(app.db, {
    type: query.type,
    userId: query.user_id,
    accountId: query.account_id,
    from: query.from === undefined ? undefined : startOfIstanbulDay(query.from),
    until: query.to === undefined ? undefined : startOfIstanbulDay(addCalendarDays(query.to, 1)),
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(present), meta: pageMeta(query, total) };
}
