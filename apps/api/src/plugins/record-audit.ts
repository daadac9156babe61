import { isDeepStrictEqual } from 'node:util';
import type { TAuditAction, TAuditSubjectType } from '@portal/contracts/staff/audit';
import { auditLogs } from '../db/schema/staff.ts';
import type { TDatabase } from './db/database.ts';

// Plumbing, not the audit module's: every module records its changes here (one table, no module imported).

/** One staff action, as the code that performs it describes it. */
export type TAuditRecord = {
  /** Who did it: the signed-in caller (`auth.user.id`). */
  actorId: number | null;
  action: TAuditAction;
  subjectType: TAuditSubjectType;
  subjectId?: number | null;
  /** The company concerned, so that its page shows the entry. */
  accountId?: number | null;
  /** The customer the staff member acted for with `user_id`. */
  actingForUserId?: number | null;
  /** The record before and after the change (JSON); leave out what did not exist. */
  before?: unknown;
  after?: unknown;
};

/**
 * Writes an audit entry. Pass the transaction that makes the change, so the entry and the change
 * are committed (or rolled back) together: a change is never left unrecorded. A save that changed
 * nothing (the same record before and after: the same staff, role or permissions saved again)
 * is no change, and writes no entry; an event (`after` alone) always does.
 */
export async function recordAudit(tx: TDatabase, entry: TAuditRecord): Promise<void> {
  if (entry.before != null && entry.after != null && isDeepStrictEqual(entry.before, entry.after)) return;
  await tx.insert(auditLogs).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    accountId: entry.accountId ?? null,
    actingForUserId: entry.actingForUserId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
