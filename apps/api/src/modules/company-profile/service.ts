import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  CHANGE_REQUEST_STATUSES,
  COMPANY_FIELDS,
  COMPANY_INFORMATION_FIELDS,
  changedCompanyFields,
  companyChangeMode,
  companyEditProblems,
  type TChangeRequestStatus,
  type TCompanyChangeRequest,
  type TCompanyField,
  type TCompanyProfile,
  type TCompanyUpdateResult,
  type TProfileCompany,
  type TProfileCompanyLine,
  type ZChangeRequestDecision,
  type ZCompanyUpdateRequest,
} from '@portal/contracts/company-profile/company-profile';
import { invoiceTotals } from '@portal/contracts/payments/invoice-totals';
import { MEMBER_ROLES, type TMemberRole } from '@portal/contracts/team/team-roles';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { isUniqueViolation } from '../../plugins/db/database-errors.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isMessageKey, type TMessageKey } from '../../plugins/i18n/messages.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { companyChangeDecisionMail } from '../../plugins/mail/templates/company-change-decision.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import { findAccountantLine, presentLines } from '../accounts/account-lines-service.ts';
import { accountRecipients } from '../accounts/service.ts';
import {
  applyCompanyChanges,
  decideChangeRequest,
  findAccountsWithPendingRequest,
  findChangeRequests,
  findCompanyValues,
  findHeldProducts,
  findLinesOf,
  findLiveSubscriptions,
  findMemberCompanies,
  findMemberRole,
  insertChangeRequest,
  type TChangeRequestRow,
  type THeldProductRow,
  type TLiveSubscriptionRow,
} from './repository.ts';

type TProfileApp = Pick<FastifyInstance, 'db' | 'now'>;
type TDecisionApp = TProfileApp & Pick<FastifyInstance, 'mailer' | 'config'>;
type TCompanyValues = Readonly<Record<TCompanyField, string>>;

const isStaff = (auth: TAuth) => isStaffRole(auth.roles[0]?.name);

function memberRoleOf(value: string | null): TMemberRole | null {
  return MEMBER_ROLES.find((role) => role === value) ?? null;
}

/** A customer of the company who is not a viewer may change its details; staff decide on requests. */
function mayEdit(auth: TAuth, role: TMemberRole | null): boolean {
  return !isStaff(auth) && role !== null && role !== 'viewer';
}

// ---- GET profile/companies ----------------------------------------------------------------------

/** The packet held on a line (the latest bought) and the live subscription's next charge. */
function lineExtras(
  accountId: number,
  brandId: number,
  held: readonly THeldProductRow[],
  live: readonly TLiveSubscriptionRow[],
): Pick<TProfileCompanyLine, 'packet' | 'next_charge'> {
  const packets = held.filter(
    (row) => row.accountId === accountId && row.brandId === brandId && row.parentId === null,
  );
  const packet = packets.at(-1);
  const subscription = live.find((row) => row.accountId === accountId && row.brandId === brandId);
  if (!subscription?.nextPaymentAt) {
    return { packet: packet ? { id: packet.productId, name: packet.name } : null, next_charge: null };
  }
  // What the renewal charges (renewals.ts): the packet chosen for the next period alone, at its
  // catalogue price; otherwise the packet and its monthly add-ons at the prices paid. KDV included.
  const prices =
    subscription.nextProductId !== null && subscription.nextProductPrice !== null
      ? [subscription.nextProductPrice]
      : held
          .filter(
            (row) =>
              row.accountId === accountId &&
              row.nextPaymentAt !== null &&
              (row.productId === subscription.productId || row.parentId === subscription.productId),
          )
          .map((row) => row.price);
  const subscribed = packets.find((row) => row.productId === subscription.productId) ?? packet;
  return {
    packet: subscribed ? { id: subscribed.productId, name: subscribed.name } : null,
    next_charge:
      prices.length > 0
        ? {
            at: subscription.nextPaymentAt.toISOString(),
            amount: invoiceTotals(prices.map((price) => ({ unit_price: price, quantity: 1 }))).total,
          }
        : null,
  };
}

/**
 * `GET profile/companies`: the caller's companies, each line's state, packet and next charge. A
 * fixed number of queries whatever the number of companies (no query per company).
 */
export async function listProfileCompanies(
  app: TProfileApp,
  auth: TAuth,
  language: TLanguage,
): Promise<TProfileCompany[]> {
  const companies = await findMemberCompanies(app.db, auth.user.id);
  const ids = companies.map((company) => company.id);
  const [lines, held, live, pending] = await Promise.all([
    findLinesOf(app.db, ids),
    findHeldProducts(app.db, ids, language),
    findLiveSubscriptions(app.db, ids),
    findAccountsWithPendingRequest(app.db, ids),
  ]);
  const staff = isStaff(auth);
  return companies.map((company) => {
    const role = staff ? null : memberRoleOf(company.memberRole);
    const own = lines.filter((line) => line.accountId === company.id);
    return {
      id: company.id,
      name: company.name,
      status: company.status,
      member_role: role,
      can_edit: mayEdit(auth, role),
      lines: presentLines(own).map((line) => ({
        ...line,
        ...lineExtras(company.id, line.type, held, live),
      })),
      has_pending_request: pending.has(company.id),
    };
  });
}

// ---- The company's details ----------------------------------------------------------------------

function presentRequest(row: TChangeRequestRow): TCompanyChangeRequest {
  const fields = COMPANY_FIELDS.filter((field) => Object.hasOwn(row.changes, field));
  return {
    id: row.id,
    account_id: row.accountId,
    status: CHANGE_REQUEST_STATUSES.find((status) => status === row.status) ?? 'pending',
    changes: fields.map((field) => ({
      field,
      before: row.before[field] ?? null,
      after: row.changes[field] ?? '',
    })),
    requested_by: row.requestedBy,
    requested_at: row.requestedAt.toISOString(),
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

async function pendingRequest(app: TProfileApp, accountId: number): Promise<TChangeRequestRow | null> {
  const [row] = await findChangeRequests(app.db, accountId, { status: 'pending', limit: 1 });
  return row ?? null;
}

async function companyProfile(app: TProfileApp, auth: TAuth, accountId: number): Promise<TCompanyProfile> {
  const [values, line, role, pending] = await Promise.all([
    findCompanyValues(app.db, accountId),
    findAccountantLine(app.db, accountId),
    findMemberRole(app.db, accountId, auth.user.id),
    pendingRequest(app, accountId),
  ]);
  const informations = Object.fromEntries(
    COMPANY_INFORMATION_FIELDS.map((field) => [field, values[field] ?? null]),
  ) as Record<(typeof COMPANY_INFORMATION_FIELDS)[number], string | null>;
  return {
    id: accountId,
    name: values.name ?? '',
    ...informations,
    mode: companyChangeMode(line),
    can_edit: mayEdit(auth, memberRoleOf(role)),
    pending_request: pending ? presentRequest(pending) : null,
  };
}

/** `GET accounts/{id}/company`: whoever reads the company (its members, the staff who reach it). */
export async function getCompanyProfile(
  app: TProfileApp,
  auth: TAuth,
  account: TReachedAccount,
): Promise<TCompanyProfile> {
  return companyProfile(app, auth, account.id);
}

export type TCompanyUpdateOutcome = {
  result: TCompanyUpdateResult;
  /** 200 saved (or nothing changed), 202 waiting for the advisor. */
  status: 200 | 202;
  message: TMessageKey;
};

/**
 * `PUT accounts/{id}/company`: the company's customers, not its viewers. Before the accountant
 * application is submitted the change is saved at once; after it, it waits for the advisor as a
 * request (one at a time), audited with the values before and after. Staff change a company on
 * its own page: the route is its customers' (its contract; staff approve the requests).
 */
export async function updateCompanyProfile(
  app: TProfileApp,
  auth: TAuth,
  { id: accountId }: TReachedAccount,
  body: z.output<typeof ZCompanyUpdateRequest>,
): Promise<TCompanyUpdateOutcome> {
  const role = memberRoleOf(await findMemberRole(app.db, accountId, auth.user.id));
  if (!mayEdit(auth, role)) throw new HttpError(403, 'companyProfile.viewerReadOnly');

  const [saved, line] = await Promise.all([
    findCompanyValues(app.db, accountId),
    findAccountantLine(app.db, accountId),
  ]);
  const values: TCompanyValues = body;
  const problems = companyEditProblems(values, saved);
  if (Object.keys(problems).length > 0) {
    throw new HttpError(422, 'errors.validation', {
      fields: Object.fromEntries(
        Object.entries(problems).map(([field, message]) => [
          field,
          isMessageKey(message) ? message : 'validation.invalidValue',
        ]),
      ),
    });
  }
  const changed = changedCompanyFields(values, saved);
  const changes = Object.fromEntries(changed.map((field) => [field, values[field]]));
  const before = Object.fromEntries(changed.map((field) => [field, saved[field] ?? null]));

  if (changed.length === 0) {
    return {
      result: { company: await companyProfile(app, auth, accountId), request: null },
      status: 200,
      message: 'companyProfile.nothingChanged',
    };
  }
  if (companyChangeMode(line) === 'direct') {
    await app.db.transaction((tx) => applyCompanyChanges(tx, accountId, changes));
    return {
      result: { company: await companyProfile(app, auth, accountId), request: null },
      status: 200,
      message: 'companyProfile.saved',
    };
  }

  if (await pendingRequest(app, accountId)) throw new HttpError(409, 'companyProfile.requestPending');
  let requestId: number;
  try {
    requestId = await app.db.transaction(async (tx) => {
      const id = await insertChangeRequest(tx, {
        accountId,
        changes,
        before,
        requestedBy: auth.user.id,
        requestedAt: app.now(),
      });
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'account.change_requested',
        subjectType: 'account',
        subjectId: accountId,
        accountId,
        before,
        after: { request_id: id, ...changes },
      });
      return id;
    });
  } catch (error) {
    // Two requests at once: the unique index lets one wait, the other is told as above.
    if (isUniqueViolation(error)) throw new HttpError(409, 'companyProfile.requestPending');
    throw error;
  }
  const company = await companyProfile(app, auth, accountId);
  const [request] = await findChangeRequests(app.db, accountId, { id: requestId, limit: 1 });
  return {
    result: { company, request: request ? presentRequest(request) : company.pending_request },
    status: 202,
    message: 'companyProfile.changeRequested',
  };
}

// ---- Change requests ----------------------------------------------------------------------------

/** `GET accounts/{id}/change-requests`: the company's members and the staff who reach it. */
export async function listChangeRequests(
  app: TProfileApp,
  account: TReachedAccount,
): Promise<TCompanyChangeRequest[]> {
  return (await findChangeRequests(app.db, account.id)).map(presentRequest);
}

/**
 * `PUT accounts/{id}/change-requests/{requestId}`: the company's advisor, or staff who see every
 * company (its contract names the accountancy area). Approving applies the asked values in the
 * same transaction as the decision and its audit entry (before: the values the approval
 * replaced); the customers' mail is queued with it.
 */
export async function decideCompanyChange(
  app: TDecisionApp,
  auth: TAuth,
  input: {
    account: TReachedAccount;
    requestId: number;
    body: z.output<typeof ZChangeRequestDecision>;
  },
): Promise<{ request: TCompanyChangeRequest; message: TMessageKey }> {
  const { account, requestId, body } = input;
  const accountId = account.id;
  const [found] = await findChangeRequests(app.db, accountId, { id: requestId, limit: 1 });
  if (!found) throw new HttpError(404, 'errors.notFound');
  if (found.status !== 'pending') throw new HttpError(409, 'companyProfile.requestDecided');

  const decision: Exclude<TChangeRequestStatus, 'pending'> = body.decision;
  const reason = decision === 'rejected' ? (body.reason ?? null) : null;
  const requested = presentRequest(found);
  await app.db.transaction(async (tx) => {
    const decided = await decideChangeRequest(tx, {
      accountId,
      requestId,
      status: decision,
      decidedBy: auth.user.id,
      decidedAt: app.now(),
      reason,
    });
    if (!decided) throw new HttpError(409, 'companyProfile.requestDecided');
    // Only the fields the contracts know (presentRequest): the stored JSON is read, not trusted blindly.
    const changes = Object.fromEntries(requested.changes.map((change) => [change.field, change.after]));
    if (decision === 'approved') {
      const current = await findCompanyValues(tx, accountId);
      const before = Object.fromEntries(
        requested.changes.map(({ field }) => [field, current[field] ?? null]),
      );
      await applyCompanyChanges(tx, accountId, changes);
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'account.change_approved',
        subjectType: 'account',
        subjectId: accountId,
        accountId,
        before,
        after: { request_id: requestId, ...changes },
      });
    } else {
      await recordAudit(tx, {
        actorId: auth.user.id,
        action: 'account.change_rejected',
        subjectType: 'account',
        subjectId: accountId,
        accountId,
        before: found.before,
        after: { request_id: requestId, requested: changes, reason },
      });
    }
    const companyName = decision === 'approved' ? (changes.name ?? account.name) : account.name;
    await mailDecision(app, tx, {
      accountId,
      companyName,
      decision,
      changes: requested.changes,
      reason,
    });
  });
  const [after] = await findChangeRequests(app.db, accountId, { id: requestId, limit: 1 });
  return {
    request: after ? presentRequest(after) : requested,
    message: decision === 'approved' ? 'companyProfile.approved' : 'companyProfile.rejected',
  };
}

/**
 * The decision to each active customer of the company, in their language, queued with the
 * decision's transaction (a rolled-back decision tells no one).
 */
async function mailDecision(
  app: TDecisionApp,
  tx: Parameters<typeof accountRecipients>[0],
  decision: {
    accountId: number;
    companyName: string;
    decision: 'approved' | 'rejected';
    changes: TCompanyChangeRequest['changes'];
    reason: string | null;
  },
): Promise<void> {
  const recipients = await accountRecipients(tx, decision.accountId);
  for (const customer of recipients.filter((person) => !isStaffRole(person.roleName))) {
    const language = languageOfId(customer.languageId);
    const content = companyChangeDecisionMail(language, {
      name: customer.name,
      companyName: decision.companyName,
      decision: decision.decision,
      changes: decision.changes,
      reason: decision.reason,
      url: `${app.config.appUrl}/${language}/app/profile/company-edit/${decision.accountId}`,
    });
    await app.mailer.send(
      { to: customer.email, template: 'company-change-decision', ...content },
      { within: tx },
    );
  }
}
