import { officeServes } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { addCalendarDays, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { istanbulWallClockToIso } from '@portal/contracts/common/istanbul-wall-clock';
import type { TLanguage } from '@portal/contracts/common/languages';
import { shiftPeriod } from '@portal/contracts/documents/document-periods';
import type {
  TCallDesk,
  TOfficeCall,
  ZCallListQuery,
  ZRecordCallRequest,
  ZUpdateCallRequest,
} from '@portal/contracts/office/office-calls';
import type { TOfficeCompany } from '@portal/contracts/office/office-routes';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { officeCallMail } from '../../plugins/mail/templates/office-call.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { lineStatusOf } from '../accounts/account-lines-service.ts';
import { notifyCompanyCustomers, sendPendingSms, type TPendingSms } from '../notifications/service.ts';
import { callNoticeChoice } from '../office-call-instructions/service.ts';
import { recordOfficeUsage } from '../office-usage/service.ts';
import {
  countCallsByMonth,
  countUnread,
  findCall,
  findCallsBetween,
  findOfficeCompanies as findOfficeCompanyRows,
  insertCall,
  listCalls as listCallRows,
  type TCallRow,
  type TStaffReach,
  updateCall as updateCallRow,
} from './repository.ts';

type TCallsApp = Pick<FastifyInstance, 'db' | 'now' | 'mailer' | 'sms' | 'log' | 'config' | 'rateLimiter'>;
type TReadApp = Pick<FastifyInstance, 'db' | 'now'>;

const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

/** Today's calls on the desk: a busy office answers far fewer in a day. */
const DESK_TODAY_LIMIT = 500;
/** The desk's monthly counts cover this month and the five before it. */
const DESK_MONTHS = 6;
/** The company finder's answers. */
const COMPANY_MATCHES = 20;

/*
 * The one rule for a company's call log, declared on its routes' contracts: a customer needs
 * 'show calls' (403), to be a member and the company's 'see calls and mail' switch (issue 16);
 * staff reach the companies whose office line they serve, or any with `?all` and 'show accounts
 * all' (404 for anyone else, so nobody learns which companies exist). Recording a call is staff's.
 */

/** The companies a staff member's desk covers (its routes are staff's: customers 403 by their contracts). */
function staffReach(auth: TAuth): TStaffReach {
  return { userId: auth.user.id, seesAll: hasPermission(auth, PERMISSIONS.showAccountsAll) };
}

function presentCall(row: TCallRow): TOfficeCall {
  return {
    id: row.id,
    account_id: row.accountId,
    called_at: row.calledAt.toISOString(),
    caller_name: row.callerName,
    caller_phone: row.callerPhone,
    subject: row.subject,
    message: row.message,
    outcome: row.outcome,
    note: row.note,
    read_at: row.readAt?.toISOString() ?? null,
    recorded_by: row.recordedBy,
  };
}

/** The first moment of an Istanbul day (`YYYY-MM-DD`). */
function istanbulDayStart(day: string): Date {
  const iso = istanbulWallClockToIso(`${day}T00:00`);
  if (!iso) throw new Error(`Not a day: ${day}`);
  return new Date(iso);
}

type TCallListQuery = z.output<typeof ZCallListQuery>;

/** `GET accounts/{id}/calls`: the log, newest first; days are Istanbul's, `to` included. */
export async function listCalls(
  app: TReadApp,
  { id: accountId }: TReachedAccount,
  query: TCallListQuery,
): Promise<{ data: TOfficeCall[]; meta: TPageMeta }> {
  const { rows, listed } = await listCallRows(
    app.db,
    {
      accountId,
      outcome: query.outcome,
      unread: query.unread === undefined ? undefined : query.unread === '1',
      from: query.from ? istanbulDayStart(query.from) : undefined,
      to: query.to ? istanbulDayStart(addCalendarDays(query.to, 1)) : undefined,
      q: query.q || undefined,
    },
    { page: query.page, perPage: query.per_page },
  );
  return { data: rows.map(presentCall), meta: pageMeta(query, listed) };
}

async function callOf(app: TReadApp, accountId: number, callId: number): Promise<TOfficeCall> {
  const row = await findCall(app.db, accountId, callId);
  if (!row) throw new HttpError(404, 'errors.notFound');
  return presentCall(row);
}

/**
 * The SMS of an ordinary call, each within its phone's SMS budget (`smsPerPhone`, the one every
 * SMS code counts against): a busy line does not flood a phone or the bill. Spent (or the counters
 * down), that SMS is left out; the customer still has the call in the portal (and by mail if
 * chosen).
 */
async function withinSmsBudget(app: TCallsApp, pending: TPendingSms): Promise<TPendingSms> {
  const allowed: TPendingSms = [];
  for (const sms of pending) {
    try {
      await app.rateLimiter.consume('smsPerPhone', sms.to);
      allowed.push(sms);
    } catch (error) {
      app.log.warn({ err: error }, 'call sms left out: the phone’s sms budget is spent');
    }
  }
  return allowed;
}

/**
 * `POST accounts/{id}/calls`: staff serving the company (or every company) record a call to a
 * running office line; the call, its audit entry, the customers' notifications and mails are
 * one transaction; the SMS leave after the commit. The customers are always told in the portal;
 * of an ordinary call also by mail and SMS as the company's call instructions choose (SMS within
 * the phone's budget); of an urgent call always by both. Customers read the log; they never write
 * it, not even for their own company (403 by the route's contract).
 */
export async function recordCall(
  app: TCallsApp,
  auth: TAuth,
  account: TReachedAccount,
  body: z.output<typeof ZRecordCallRequest>,
): Promise<TOfficeCall> {
  const now = app.now();
  const calledAt = body.called_at ? new Date(body.called_at) : now;
  if (calledAt.getTime() > now.getTime()) {
    throw new HttpError(422, 'errors.validation', { fields: { called_at: 'office.calls.calledAtFuture' } });
  }
  const line = await lineStatusOf(app.db, account.id, OFFICE_LINE.id);
  if (!officeServes(line)) throw new HttpError(409, 'office.lineNotActive');

  const urgent = body.outcome === 'urgent';
  const { id, sms } = await app.db.transaction(async (tx) => {
    const choice = urgent ? { mail: true, sms: true } : await callNoticeChoice(tx, account.id);
    const callId = await insertCall(tx, {
      accountId: account.id,
      calledAt,
      callerName: body.caller_name,
      callerPhone: body.caller_phone,
      subject: body.subject,
      message: body.message,
      outcome: body.outcome,
      recordedBy: auth.user.id,
    });
    // Each answered call counts against the packet's monthly allowance.
    await recordOfficeUsage(tx, {
      accountId: account.id,
      kind: 'call',
      source: `call:${callId}`,
      at: calledAt,
    });
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'office.call_recorded',
      subjectType: 'account',
      subjectId: account.id,
      accountId: account.id,
      after: {
        call_id: callId,
        called_at: calledAt.toISOString(),
        outcome: body.outcome,
        subject: body.subject,
      },
    });
    const pending = await notifyCompanyCustomers(app, tx, {
      accountId: account.id,
      kind: urgent ? 'urgent_call_received' : 'call_received',
      params: {
        company: account.name,
        caller: body.caller_name,
        phone: body.caller_phone,
        subject: body.subject,
      },
      link: 'app/office/calls',
      mail: choice.mail
        ? {
            template: 'office-call',
            render: (language, recipient, url) =>
              officeCallMail(language, {
                name: recipient.name,
                companyName: account.name,
                callerName: body.caller_name,
                callerPhone: body.caller_phone,
                subject: body.subject,
                message: body.message,
                outcome: body.outcome,
                calledAt,
                url,
              }),
          }
        : null,
      sms: urgent ? 'office.calls.urgentSms' : choice.sms ? 'office.calls.callSms' : null,
    });
    return { id: callId, sms: pending };
  });
  await sendPendingSms(app, urgent ? sms : await withinSmsBudget(app, sms));
  return callOf(app, account.id, id);
}

/**
 * `PUT accounts/{id}/calls/{callId}`: the company's customers mark a call read or unread and keep
 * their note; staff who reach the company may change the read state (a call handled on the
 * customer's behalf), not the customer's own note (403).
 */
export async function updateCall(
  app: TReadApp,
  auth: TAuth,
  input: {
    account: TReachedAccount;
    callId: number;
    body: z.output<typeof ZUpdateCallRequest>;
  },
): Promise<TOfficeCall> {
  const { account } = input;
  if (isStaff(auth) && input.body.note !== undefined) throw new HttpError(403, 'errors.forbidden');
  const changed = await updateCallRow(app.db, account.id, input.callId, {
    read: input.body.read,
    note: input.body.note,
    at: app.now(),
  });
  if (!changed) throw new HttpError(404, 'errors.notFound');
  return callOf(app, account.id, input.callId);
}

/** `GET accounts/{id}/calls/unread`: the top bar's count. */
export async function unreadCalls(app: TReadApp, account: TReachedAccount): Promise<{ unread: number }> {
  return { unread: await countUnread(app.db, account.id) };
}

/**
 * `GET office/calls/desk`: today's calls (the Istanbul day of the app's clock) over the
 * companies the staff member serves, and the calls per company per month for the last six.
 */
export async function callDesk(app: TReadApp, auth: TAuth): Promise<TCallDesk> {
  const reach = staffReach(auth);
  const today = todayInIstanbul(app.now());
  const since = istanbulDayStart(`${shiftPeriod(today.slice(0, 7), -(DESK_MONTHS - 1))}-01`);
  const [todays, monthly] = await Promise.all([
    findCallsBetween(
      app.db,
      reach,
      istanbulDayStart(today),
      istanbulDayStart(addCalendarDays(today, 1)),
      DESK_TODAY_LIMIT,
    ),
    countCallsByMonth(app.db, reach, since),
  ]);
  return {
    today: todays.map((row) => ({ ...presentCall(row), account_name: row.accountName })),
    monthly: monthly.map((row) => ({
      account_id: row.accountId,
      account_name: row.accountName,
      month: row.month,
      calls: row.calls,
    })),
  };
}

/** `GET office/companies?q=`: the record form's company finder. */
export async function findOfficeCompanies(
  app: TReadApp,
  auth: TAuth,
  q: string,
  language: TLanguage,
): Promise<TOfficeCompany[]> {
  const reach = staffReach(auth);
  const rows = await findOfficeCompanyRows(app.db, reach, q, language, COMPANY_MATCHES);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    tax_number: row.taxNumber,
    phone: row.phone,
    location: row.location,
  }));
}
