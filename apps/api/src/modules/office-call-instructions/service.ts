import {
  defaultCallInstructions,
  isOpenAt,
  type TCallInstructions,
  type TCallInstructionsFields,
} from '@portal/contracts/office/call-instructions';
import type { FastifyInstance } from 'fastify';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { requireMemberSwitch } from '../accounts/account-access-service.ts';
import { findInstructions, findNoticeChoice, saveInstructions, type TInstructionsRow } from './repository.ts';

type TReadApp = Pick<FastifyInstance, 'db' | 'now'>;

/** The saved row as the request's fields (what the audit entry keeps before and after). */
function fieldsOf(row: TInstructionsRow): TCallInstructionsFields {
  return {
    greeting: row.greeting,
    business_hours: row.businessHours,
    put_through: row.putThrough,
    outside_hours: { action: row.outsideHoursAction, note: row.outsideHoursNote },
    refused_callers: row.refusedCallers,
    notify_by_mail: row.notifyByMail,
    notify_by_sms: row.notifyBySms,
  };
}

/**
 * `GET accounts/{id}/call-instructions`: the saved instructions, or the defaults (a greeting with
 * the company's name, weekdays 09:00–18:00, a message outside hours, mail on, SMS off), and
 * whether the company is open at the app's present moment in Istanbul.
 */
export async function getCallInstructions(
  app: TReadApp,
  account: TReachedAccount,
): Promise<TCallInstructions> {
  const row = await findInstructions(app.db, account.id);
  const fields = row ? fieldsOf(row) : defaultCallInstructions(account.name);
  return {
    ...fields,
    open_now: isOpenAt(fields.business_hours, app.now()),
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedByName ?? null,
  };
}

/**
 * `PUT accounts/{id}/call-instructions`: a customer of the company (staff 403 by the contract; a
 * viewer only reads, 403) saves them whole; the change and its audit entry in one transaction.
 */
export async function updateCallInstructions(
  app: TReadApp,
  auth: TAuth,
  account: TReachedAccount,
  body: TCallInstructionsFields,
): Promise<TCallInstructions> {
  requireMemberSwitch(auth, account, 'write');
  await app.db.transaction(async (tx) => {
    const before = await findInstructions(tx, account.id);
    await saveInstructions(tx, {
      accountId: account.id,
      greeting: body.greeting,
      businessHours: body.business_hours,
      putThrough: body.put_through,
      outsideHoursAction: body.outside_hours.action,
      outsideHoursNote: body.outside_hours.note,
      refusedCallers: body.refused_callers,
      notifyByMail: body.notify_by_mail,
      notifyBySms: body.notify_by_sms,
      updatedAt: app.now(),
      updatedBy: auth.user.id,
    });
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'office.call_instructions_changed',
      subjectType: 'account',
      subjectId: account.id,
      accountId: account.id,
      before: before ? fieldsOf(before) : null,
      after: body,
    });
  });
  return getCallInstructions(app, account);
}

/**
 * How the company's customers are told of an ordinary call besides the portal: their saved
 * choice, or the defaults' (mail, no SMS). Read inside the call's transaction.
 */
export async function callNoticeChoice(
  db: TDatabase,
  accountId: number,
): Promise<{ mail: boolean; sms: boolean }> {
  const saved = await findNoticeChoice(db, accountId);
  const defaults = defaultCallInstructions('');
  return saved ?? { mail: defaults.notify_by_mail, sms: defaults.notify_by_sms };
}
