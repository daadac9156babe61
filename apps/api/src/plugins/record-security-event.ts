import type { TSecurityEventDetail, TSecurityEventType } from '@portal/contracts/staff/security-events';
import type { FastifyInstance } from 'fastify';
import { securityEvents } from '../db/schema/staff.ts';

// Plumbing, not the security-events module's: every module records here (one table, no module imported).

export type TSecurityEventRecord = {
  type: TSecurityEventType;
  userId?: number | null;
  accountId?: number | null;
  ip?: string | null;
  /** Small facts, never a secret: no password, code, token or card number. */
  detail?: TSecurityEventDetail;
};

type TRecorderApp = Pick<FastifyInstance, 'db' | 'now' | 'log'>;

/**
 * Writes one security event. It never fails the request it describes (a sign-in must not break
 * because the log could not be written): a write error is logged and the request goes on.
 */
export async function recordSecurityEvent(app: TRecorderApp, event: TSecurityEventRecord): Promise<void> {
  try {
    await app.db.insert(securityEvents).values({
      type: event.type,
      userId: event.userId ?? null,
      accountId: event.accountId ?? null,
      ip: event.ip ?? null,
      detail: event.detail ?? {},
      occurredAt: app.now(),
    });
  } catch (error) {
    app.log.error({ err: error, securityEvent: event.type }, 'could not record a security event');
  }
}
