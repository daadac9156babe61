import { isStaffRole } from '@portal/contracts/auth/roles';
import {
  accountIdSourceParts,
  type TAccountAccess,
  type TAccountAction,
  type TAccountIdSource,
  type TAccountRule,
} from '@portal/contracts/http/route-access';
import type { TStaffArea } from '@portal/contracts/staff/staff-areas';
import type { TMemberPermissions, TMemberRole } from '@portal/contracts/team/team-roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TAuth } from './auth/access-tokens.ts';
import { requireAuth } from './auth/authenticate.ts';
import { readingReach } from './db/company-reads.ts';
import { companyRead, tablesRead } from './db/tables-read.ts';

/*
 * The company a route acts on, as every module's routes receive it: its contract names where the
 * company id is (`access`), `contractRoute` reaches it before the handler and keeps it on
 * `request.account`. Whether the caller may reach it is the account rule's, which the accounts
 * module owns: `buildApp` hands it to `routeAccountPlugin` (plugins import no module).
 */

/** A customer member's role on the company and their effective switches. */
export type TMembership = { role: TMemberRole; permissions: TMemberPermissions };

/**
 * An account the caller reached: the account context a route hands its service. It holds what the
 * access rule read (so a further action is checked on it with `authorizeAccountAccess`): their
 * role and switches when they are its customer member, the lines they serve it through (staff),
 * for a check that learns its line later.
 */
export type TReachedAccount = {
  id: number;
  name: string;
  status: number;
  createdAt: Date;
  isMember: boolean;
  /** The request is in the staff view (`?all`, `user_id`, or a route that is staff's own). */
  staffScope: boolean;
  membership: TMembership | null;
  staffLines: number[];
  seesAll: boolean;
};

/** The company of a stored row (a booth, a stage session), reached by the route's declared rule. */
export type TReachAccount = (accountId: number) => Promise<TReachedAccount>;

/**
 * The account rule: the company `accountId`, once `rule` lets the caller reach it (404 for a
 * company they do not reach, 403 for an action they may not take).
 */
type TReachAccountByRule = (
  request: FastifyRequest,
  auth: TAuth,
  accountId: number,
  rule: TAccountRule,
) => Promise<TReachedAccount>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The company the route's contract names (`access.kind === 'account'`), reached before the
     * handler; null on other routes and when an optional company id was not given.
     */
    account: TReachedAccount | null;
  }
  interface FastifyInstance {
    /** The account rule, as a route declares it (`routeAccountPlugin`). */
    reachAccountByRule: TReachAccountByRule;
  }
}

/** A member of the request's params, query or body (already validated by the route's schemas). */
function requestValue(request: FastifyRequest, part: 'params' | 'query' | 'body', name: string): unknown {
  const container: unknown = request[part];
  if (typeof container !== 'object' || container === null) return undefined;
  return Object.getOwnPropertyDescriptor(container, name)?.value;
}

/**
 * The checks of the account rule, the accounts module's (`reachableAccountInScope`): the company
 * `accountId` once the caller may take `action` on it, in staff's view when `staffScope`, and
 * through the line of `area` for staff.
 */
export type TReachableAccount = (
  app: Pick<FastifyInstance, 'db'>,
  auth: TAuth,
  accountId: number,
  staffScope: boolean,
  action: TAccountAction,
  area?: TStaffArea,
) => Promise<TReachedAccount>;

/** The request asked for the staff view: `?all`, or `user_id` to act for a customer. */
const asksStaffView = (request: FastifyRequest) =>
  requestValue(request, 'query', 'all') !== undefined ||
  requestValue(request, 'query', 'user_id') !== undefined;

/**
 * Provides `app.reachAccountByRule`, which `contractRoute` runs for every route whose contract
 * names its company (before the handler, its answer on `request.account`) and `accountOfResource`
 * for the company of a stored row: the route's declared view and action read here, the checks
 * done by `reachable`. Registered before the routes.
 */
export const routeAccountPlugin = fp(
  async (app: FastifyInstance, { reachable }: { reachable: TReachableAccount }) => {
    app.decorateRequest('account', null);
    app.decorate('reachAccountByRule', (request, auth, accountId, rule) => {
      const staffScope =
        rule.staffView === 'implied' || (rule.staffView === 'asked' && asksStaffView(request));
      const action = rule.staffAction && isStaffRole(auth.roles[0]?.name) ? rule.staffAction : rule.action;
      // The check reads whether the company exists, its status and its people: a rename leaves it.
      return readingReach(() => reachable(app, auth, accountId, staffScope, action, rule.area)).then(
        readingName,
      );
    });
  },
  { name: 'route-account', dependencies: ['db', 'authenticate'] },
);

/**
 * The reached company, whose name counts as read from its row (`accounts:id`) when the route uses
 * it: an answer that shows the name is dropped by a rename, one that only needed the company
 * reached is not (the rest of what the check read is `readingReach`'s).
 */
function readingName(reached: TReachedAccount): TReachedAccount {
  const { name } = reached;
  const read = companyRead('accounts', reached.id);
  return Object.defineProperty(reached, 'name', {
    enumerable: true,
    get: () => {
      tablesRead.noteRead(read);
      return name;
    },
  });
}

function accountIdOf(request: FastifyRequest, source: TAccountIdSource): number | undefined {
  const [part, name] = accountIdSourceParts(source);
  const value = requestValue(request, part, name);
  if (value === undefined) return undefined;
  // The contract's schema made it an id; anything else is a contract naming the wrong member.
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new Error(`${source} of ${request.routeOptions.url} is not a company id`);
  }
  return value;
}

/**
 * What `contractRoute` runs before the handler of a route whose contract names its company: the
 * account rule once, per request, its answer on `request.account`.
 */
export async function resolveRouteAccount(
  request: FastifyRequest,
  access: Extract<TAccountAccess, { kind: 'account' }>,
): Promise<void> {
  const accountId = accountIdOf(request, access.account);
  if (accountId === undefined) {
    if (access.optional) return;
    throw new Error(`${request.routeOptions.url} names its company in ${access.account}, which is missing`);
  }
  // A kept answer of this route is dropped by a change to this company's rows, not another's.
  tablesRead.readsOfCompany(accountId);
  request.account = await request.server.reachAccountByRule(request, requireAuth(request), accountId, access);
}

/** The company the route acts on, reached before the handler (a route whose contract names none: a bug). */
export function routeAccount(request: FastifyRequest): TReachedAccount {
  if (!request.account)
    throw new Error(`${request.routeOptions.url} has no company: its contract names none`);
  return request.account;
}

/**
 * How a route whose company is only known from a stored row (`accountOfResource`) reaches it:
 * the service finds the row, then calls this with the row's company, checked by the rule the
 * route's contract declares (its action, area and staff view).
 */
export function accountOfResource(request: FastifyRequest): TReachAccount {
  const access = request.routeOptions.config.contract?.access;
  if (access?.kind !== 'accountOfResource') {
    throw new Error(`${request.routeOptions.url} declares no company of a resource`);
  }
  const auth = requireAuth(request);
  return (accountId) => request.server.reachAccountByRule(request, auth, accountId, access);
}
