import {
  accountInformationProblem,
  isContextualInformationKey,
  type TAccount,
  type TAccountDetail,
  type TAccountInformation,
  type ZAccountInformationsRequest,
  type ZAccountListQuery,
  type ZAccountScopeQuery,
} from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES, type TAccountStatus } from '@portal/contracts/accounts/account-status';
import { isAccountInformationKey } from '@portal/contracts/accounts/information-keys';
import { canChangeLineStatus, isProductLine, LINE_STATUSES } from '@portal/contracts/accounts/product-lines';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TPageMeta } from '@portal/contracts/common/envelope';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { DEFAULT_LANGUAGE, type TLanguage } from '@portal/contracts/common/languages';
import { normalizeMoneyText } from '@portal/contracts/common/money';
import { companyChangeMode } from '@portal/contracts/company-profile/company-profile';
import type { TAccountAction } from '@portal/contracts/http/route-access';
import { normalizePassportNo } from '@portal/contracts/people/identity';
import { toInternationalPhone } from '@portal/contracts/people/phone';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import {
  DEFAULT_PRODUCT_LINE,
  PRODUCT_LINE_DESCRIPTORS,
  WIZARD_PRODUCT_LINES,
} from '@portal/contracts/product-lines/registry';
import { LINE_STAFF_AREA, type TStaffArea } from '@portal/contracts/staff/staff-areas';
import {
  APPLICATION_MESSAGES,
  businessInfoProblems,
  personalInfoProblems,
  stepMoveProblem,
  touchesSubmittedApplication,
  virtualOfficeUnpaid,
  WIZARD_STEPS_BY_KEY,
} from '@portal/contracts/wizard/application-rules';
import { WIZARD_PROGRESS_KEYS } from '@portal/contracts/wizard/wizard-steps';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TAuth } from '../../plugins/auth/access-tokens.ts';
import { hasPermission } from '../../plugins/auth/authenticate.ts';
import { companyIds, readingShownNames } from '../../plugins/db/company-reads.ts';
import type { TDatabase } from '../../plugins/db/database.ts';
import { pageMeta } from '../../plugins/db/list-queries.ts';
import { HttpError } from '../../plugins/errors.ts';
import { isMessageKey, type TMessageKey } from '../../plugins/i18n/messages.ts';
import { recordAudit } from '../../plugins/record-audit.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';
import {
  actingUserId,
  authorizeAccountAccess,
  authorizeStaffArea,
  membershipOf,
  seesAllAccounts,
} from './account-access-service.ts';
import {
  findAccountantLine,
  findLines,
  moveLine,
  presentLines,
  startLine,
  type TLineRow,
} from './account-lines-service.ts';
import { readAccountPage } from './account-page-read.ts';
import { presentAccount } from './account-presenter.ts';
import { isApplicationDecision, mailApplicationDecision } from './application-decision-mail.ts';
import { presentHeldProduct } from './held-products-service.ts';
import {
  findAccountFor,
  findAccountInformations,
  findAccountRecipients,
  findAccountRow,
  findAccountRowEvenDeleted,
  insertAccount,
  isCustomerUser,
  listAccounts,
  softDeleteAccount,
  type TAccountRow,
  updateAccountName,
  upsertAccountInformations,
} from './repository.ts';

type TAccountsApp = Pick<FastifyInstance, 'db' | 'now'>;
type TAccountScope = z.output<typeof ZAccountScopeQuery>;
type TScope = TAccountScope;

/**
 * The account, once the access rule lets the caller do `action` on it (404/403 otherwise); with
 * an `area`, a staff member also serves the line it belongs to (`authorizeStaffArea`).
 * `staffScope`: the request asked for staff's view (`?all`, `user_id`) or the route is staff's
 * own (payments, invoices). Routes declare their company on their contracts; `buildApp` hands
 * this rule to `routeAccountPlugin` (`plugins/route-account.ts`), which reaches it before the
 * handler, and a stored row's through `accountOfResource`.
 */
export async function reachableAccountInScope(
  app: Pick<FastifyInstance, 'db'>,
  auth: TAuth,
  id: number,
  staffScope: boolean,
  action: TAccountAction,
  area?: TStaffArea,
): Promise<TReachedAccount> {
  const found = await findAccountFor(app.db, id, auth.user.id);
  if (!found) throw new HttpError(404, 'errors.notFound');
  // Switches are a customer member's (issue 16); staff attached to a company are never limited by them.
  const membership = found.member && !isStaffRole(auth.roles[0]?.name) ? membershipOf(found.member) : null;
  authorizeAccountAccess(
    auth,
    { isMember: found.isMember, status: found.account.status, staffScope, membership },
    action,
  );
  const reached = {
    ...found.account,
    isMember: found.isMember,
    staffScope,
    membership,
    staffLines: found.staffLines,
    seesAll: seesAllAccounts(auth, staffScope),
  };
  if (area) authorizeStaffArea(auth, reached, area);
  return reached;
}

/** A new account of the caller, or (staff with `user_id`) of that customer, who is attached. */
export async function createAccount(
  app: TAccountsApp,
  auth: TAuth,
  name: string,
  scope: TScope,
): Promise<TAccount> {
  const memberId = actingUserId(auth, scope.user_id);
  // Staff are never members of a customer's team (they serve its lines): a company is a customer's.
  if (!(await isCustomerUser(app.db, memberId))) {
    if (memberId === auth.user.id) throw new HttpError(403, 'accounts.staffCreatesForCustomer');
    throw new HttpError(404, 'errors.notFound');
  }
  return presentAccount(await insertAccount(app.db, { name, createdBy: auth.user.id, memberId }));
}

/**
 * The caller's accounts; `user_id` a customer's (staff); `all` every account (staff holding
 * 'show accounts all', 403 for anyone else: nothing is hidden by saying so).
 */
export async function findAccounts(
  app: TAccountsApp,
  auth: TAuth,
  query: z.output<typeof ZAccountListQuery>,
): Promise<{ data: TAccount[]; meta: TPageMeta }> {
  const listsAll = query.all !== undefined && query.user_id === undefined;
  if (listsAll && !hasPermission(auth, PERMISSIONS.showAccountsAll)) {
    throw new HttpError(403, 'errors.forbidden');
  }
  const filter = {
    memberId: listsAll ? undefined : actingUserId(auth, query.user_id),
    search: query.search || undefined,
    status: query.status,
    brandId: query.brand,
    sort: query.sort,
    page: query.page,
    perPage: query.per_page,
  };
  // Which companies a page holds, and in which order, depends on no name unless the filter
  // searches names (any company's rename may match it) or sorts by them (then a page holding every
  // company found depends only on theirs).
  const { rows, total } = await readingShownNames(
    () => listAccounts(app.db, filter),
    (listed) => {
      const holdsAll = !listed.total.capped && listed.total.total === listed.rows.length;
      if (filter.search !== undefined || (filter.sort === 'name' && !holdsAll)) return null;
      return companyIds(listed.rows);
    },
  );
  return { data: rows.map(presentAccount), meta: pageMeta(query, total) };
}

export async function getAccount(
  app: TAccountsApp,
  account: TReachedAccount,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<TAccountDetail> {
  const page = await readAccountPage(app.db, account.id, language);
  if (!page) throw new HttpError(404, 'errors.notFound');
  const [latestChange] = page.latestChanges;
  return {
    ...presentAccount(account),
    lines: presentLines(page.lines),
    informations: page.informations,
    products: page.products.map(presentHeldProduct),
    users: page.members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      role_name: m.roleName,
    })),
    status_reason: latestChange?.reason ?? null,
    status_changed_at: latestChange?.createdAt.toISOString() ?? null,
    // What the caller may do here, so the web hides the rest (the routes check it anyway).
    my_role: account.membership?.role ?? null,
    my_permissions: account.membership?.permissions ?? ALL_SWITCHES,
  };
}

/** Staff (and anyone the rule let in without a membership) are not limited by switches. */
const ALL_SWITCHES = { pay: true, upload_documents: true, see_office: true, manage_team: true };

export async function renameAccount(
  app: TAccountsApp,
  auth: TAuth,
  { id }: TReachedAccount,
  name: string,
): Promise<TAccount> {
  // After submission a customer's new name is a change request the advisor approves
  // (PUT accounts/{id}/company), the same rule as the company's other details.
  if (
    !isStaffRole(auth.roles[0]?.name) &&
    companyChangeMode(await findAccountantLine(app.db, id)) === 'request'
  ) {
    throw new HttpError(409, APPLICATION_MESSAGES.applicationSubmitted);
  }
  const updated = await updateAccountName(app.db, id, name, app.now());
  if (!updated) throw new HttpError(404, 'errors.notFound');
  return presentAccount(updated);
}

export async function deleteAccount(app: TAccountsApp, { id }: TReachedAccount): Promise<void> {
  await softDeleteAccount(app.db, id, app.now());
}

/**
 * A value as it is stored: a phone in E.164 (a Turkish mobile as +90 and ten digits, as
 * everywhere), a passport number trimmed and upper-case, a country code upper-case, a rent in
 * plain digits with "." before the kuruş.
 */
function storedInformationValue(key: string, value: string): string {
  if (key === 'phone') return toInternationalPhone(value) ?? value;
  if (key === 'passportNo') return normalizePassportNo(value);
  if (key === 'nationality' || key === 'birthCountry') return value.toUpperCase();
  // An amount is kept one way ("25000", "25000.50") however it was typed ("25.000", "25.000,50").
  if (key === 'rental_amount_brut' || key === 'rental_amount_net') return normalizeMoneyText(value) ?? value;
  return value;
}

/**
 * Saves only the listed keys (a key sent twice: the last value wins). A key outside
 * ACCOUNT_INFORMATION_KEYS is refused by name; values were checked per key by the schema, and the
 * identity numbers again by the identity type saved when the save does not send one.
 */
export async function saveAccountInformations(
  app: TAccountsApp,
  auth: TAuth,
  { id }: TReachedAccount,
  body: z.output<typeof ZAccountInformationsRequest>,
  scope: TScope,
): Promise<TAccountInformation[]> {
  const values = new Map<string, string>();
  for (const [index, item] of body.informations.entries()) {
    if (!isAccountInformationKey(item.key)) {
      throw new HttpError(422, 'accounts.unknownInformationKey', {
        params: { key: item.key },
        fields: { [`informations.${index}.key`]: 'accounts.unknownInformationKey' },
      });
    }
    values.set(item.key, storedInformationValue(item.key, item.value));
  }
  const items = [...values].map(([key, value]) => ({ key, value }));
  const staff = isStaffRole(auth.roles[0]?.name);
  const lines = await findLines(app.db, id);
  const lineStatus = (brandId: number) =>
    lines.find((line) => line.brandId === brandId)?.status ?? LINE_STATUSES.inProgress;
  const lineStatuses = Object.fromEntries(
    PRODUCT_LINE_DESCRIPTORS.map((productLine) => [productLine.key, lineStatus(productLine.id)]),
  );
  if (!staff && touchesSubmittedApplication(lineStatuses, [...values.keys()])) {
    throw new HttpError(409, APPLICATION_MESSAGES.applicationSubmitted);
  }
  // Saving a wizard's progress starts its line (in progress), so the company lists it.
  for (const productLine of WIZARD_PRODUCT_LINES) {
    if (values.has(productLine.wizard.progressKey)) await startLine(app.db, id, productLine.id);
  }
  const current = await accountAnswers(app, id);
  checkIdentityAnswers(body, values, current);
  checkApplicationAnswers(values, current, todayInIstanbul(app.now()));
  const actingFor = scope.user_id !== undefined && scope.user_id !== auth.user.id ? scope.user_id : null;
  if (!staff) {
    await upsertAccountInformations(app.db, id, items);
    return findAccountInformations(app.db, id);
  }
  // Staff changing a company's answers (for its customer, or after submission): recorded with
  // the values before and after.
  await app.db.transaction(async (tx) => {
    const previous = new Map((await findAccountInformations(tx, id)).map((item) => [item.key, item.value]));
    await upsertAccountInformations(tx, id, items);
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: 'account.acted_for_customer',
      subjectType: 'account',
      subjectId: id,
      accountId: id,
      actingForUserId: actingFor,
      before: { informations: items.map(({ key }) => ({ key, value: previous.get(key) ?? null })) },
      after: { informations: items },
    });
  });
  return findAccountInformations(app.db, id);
}

/**
 * The identity numbers sent, read by the identity type the company then has (the one sent, else
 * the one saved): a foreign ID saved as the type and a T.C. Kimlik No sent alone is refused with
 * the foreign ID's message, on the field the schema would name.
 */
function checkIdentityAnswers(
  body: z.output<typeof ZAccountInformationsRequest>,
  values: Map<string, string>,
  current: Readonly<Record<string, string>>,
): void {
  const context = { ...current, ...Object.fromEntries(values) };
  const fields: Record<string, TMessageKey> = {};
  for (const [index, item] of body.informations.entries()) {
    if (!isAccountInformationKey(item.key) || !isContextualInformationKey(item.key)) continue;
    // The last of a key sent twice is the one saved.
    if (body.informations.findLastIndex((other) => other.key === item.key) !== index) continue;
    const problem = accountInformationProblem(item.key, values.get(item.key) ?? '', undefined, context);
    if (problem)
      fields[`informations.${index}.value`] = isMessageKey(problem) ? problem : 'validation.invalidValue';
  }
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'errors.validation', { fields });
}

/**
 * The wizard's rules on a save: each progress key moves back, or forward by one step, never onto
 * a step the payment sets; completing the personal-info step needs its answers valid (the
 * national ID's three messages, an adult founder) with what is saved and what is sent together.
 */
function checkApplicationAnswers(
  values: Map<string, string>,
  current: Readonly<Record<string, string>>,
  today: string,
): void {
  for (const [key, steps] of Object.entries(WIZARD_STEPS_BY_KEY)) {
    const next = values.get(key);
    if (next === undefined) continue;
    const problem = stepMoveProblem(steps, current[key], next);
    if (problem) throw new HttpError(422, problem, { fields: { [key]: problem } });
  }
  const completed = values.get(WIZARD_PROGRESS_KEYS.accountant);
  const answers = { ...current, ...Object.fromEntries(values) };
  // Completing a step with answers of its own: its form's rules, on the fields the form names.
  const problems =
    completed === 'personal-info'
      ? personalInfoProblems(answers, today)
      : completed === 'business-info'
        ? businessInfoProblems(answers)
        : [];
  if (problems.length > 0) {
    const fields: Record<string, TMessageKey> = {};
    for (const { field, message } of problems)
      fields[field] ??= isMessageKey(message) ? message : 'validation.invalidValue';
    throw new HttpError(422, 'errors.validation', { fields });
  }
}

/** A decision on a waiting application is audited as such; any other move as a status change. */
function statusAuditAction(from: number, to: number) {
  if (!isApplicationDecision(from, to)) return 'account.status_changed';
  return to === ACCOUNT_STATUSES.active ? 'account.approved' : 'account.rejected';
}

/**
 * Which line a status change is about: the one named, else the one waiting for approval (the
 * accountant's first), else the first line (the accountant's).
 */
function lineToChange(lines: readonly TLineRow[], named: number | undefined): number {
  if (named !== undefined) return named;
  const waiting = lines.find((line) => line.status === LINE_STATUSES.waitingForApproval);
  return waiting?.brandId ?? DEFAULT_PRODUCT_LINE.id;
}

/**
 * Staff move one product line along LINE_STATUS_TRANSITIONS (409 otherwise); the company's status
 * follows its lines; the history keeps who and why (a rejection's reason is required by the
 * schema). Approving or rejecting a waiting application mails its customers.
 */
export async function setAccountStatus(
  app: TAccountsApp & Pick<FastifyInstance, 'mailer' | 'config' | 'log'>,
  auth: TAuth,
  account: TReachedAccount,
  change: { status: TAccountStatus; reason?: string | null | undefined; type?: number | undefined },
): Promise<TAccount> {
  const { id } = account;
  const { status } = change;
  const reason = change.reason || null;
  const lines = await findLines(app.db, id);
  const brandId = lineToChange(lines, change.type);
  // Staff move only the line they serve (an admin in the staff view, any).
  if (isProductLine(brandId)) authorizeStaffArea(auth, account, LINE_STAFF_AREA[brandId]);
  const from = lines.find((line) => line.brandId === brandId)?.status ?? LINE_STATUSES.inProgress;
  if (!canChangeLineStatus(from, status)) throw new HttpError(409, 'accounts.statusChangeNotAllowed');
  // A company founded at one of our virtual offices is approved once the office's packet is paid.
  if (
    brandId === ACCOUNTANT_LINE.id &&
    isApplicationDecision(from, status) &&
    status === LINE_STATUSES.active
  ) {
    const office = lines.find((line) => line.brandId === OFFICE_LINE.id)?.status ?? null;
    if (virtualOfficeUnpaid(await accountAnswers(app, id), office)) {
      throw new HttpError(409, APPLICATION_MESSAGES.virtualOfficeUnpaid);
    }
  }
  const changed = await app.db.transaction(async (tx) => {
    const moved = await moveLine(tx, id, { brandId, from, to: status, changedBy: auth.user.id, reason });
    if (!moved) return null;
    await recordAudit(tx, {
      actorId: auth.user.id,
      action: statusAuditAction(from, status),
      subjectType: 'account',
      subjectId: id,
      accountId: id,
      // The line's state before and after (the company's overall status follows it).
      before: { status: from, line: brandId },
      after: { status, reason, line: brandId },
    });
    return findAccountRow(tx, id);
  });
  // Another change got in first: the transition was checked against a state that is gone.
  if (!changed) throw new HttpError(409, 'accounts.statusChangeNotAllowed');
  await mailApplicationDecision(app, {
    accountId: id,
    companyName: changed.name,
    brandId,
    from,
    to: status,
    reason,
  });
  return presentAccount(changed);
}

/** A company's saved answers by key (the payment checks the application with them). */
export async function accountAnswers(
  app: Pick<FastifyInstance, 'db'>,
  accountId: number,
): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await findAccountInformations(app.db, accountId)).map((item) => [item.key, item.value]),
  );
}

/** The active people of a company (its customers and its staff), each with their language: who a company's mails go to. */
export function accountRecipients(db: TDatabase, accountId: number) {
  return findAccountRecipients(db, accountId);
}

/**
 * The company as stored, soft-deleted or not: a payment or renewal begun before a deletion is
 * still answered, settled and invoiced against it (the payments module).
 */
export function findAccountEvenDeleted(db: TDatabase, id: number): Promise<TAccountRow | null> {
  return findAccountRowEvenDeleted(db, id);
}

/** The company as the accounts list shows it; null once deleted (the team an invitation joins). */
export async function findLiveAccount(db: TDatabase, id: number): Promise<TAccount | null> {
  const row = await findAccountRow(db, id);
  return row && presentAccount(row);
}

/** Saves one answer of the company (a payment's wizard progress), in the caller's transaction. */
export function saveAccountInformation(
  db: TDatabase,
  accountId: number,
  item: { key: string; value: string },
) {
  return upsertAccountInformations(db, accountId, [item]);
}
