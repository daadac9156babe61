import type { TPermission } from '../auth/permissions.ts';
import type { TApiMessageKey } from '../messages/catalogue-types.ts';
import type { TStaffArea } from '../staff/staff-areas.ts';

/**
 * What a caller wants to do on a company (account): the access rule's actions (the API's
 * `accounts/account-access-service.ts`). Beside reading and writing, the actions a company's team
 * switches guard: `pay` (payments, the card, cancelling), `uploadDocuments` (upload, replace,
 * delete), `seeOffice` (the calls and the mail), `manageTeam` (the team routes).
 */
const ACCOUNT_ACTIONS = [
  'read',
  'write',
  'delete',
  'changeStatus',
  'editDocuments',
  'pay',
  'uploadDocuments',
  'seeOffice',
  'manageTeam',
] as const;
export type TAccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Where a route reads the company's id once its input is validated: `params.id`, `body.account_id`, … */
export type TAccountIdSource = `${'params' | 'query' | 'body'}.${string}`;

/**
 * Whether the staff view applies (staff holding 'show accounts all' reach every company):
 * `asked` when the request says so (`?all`, or `user_id` to act for a customer); `implied` on a
 * route that is itself the staff view (naming a company in `GET invoices?account_id`); `none` on
 * a member's own call (the dashboard's announcements: staff reach only the companies they serve).
 */
type TStaffView = 'asked' | 'implied' | 'none';

/** The rule on the company a route acts on. Checked in this order, before the handler runs. */
export type TAccountRule = {
  /** Only staff, or only customers, call the route: anyone else 403 before the company is looked up. */
  readonly callers?: 'staff' | 'customers';
  /** The message of that 403 (`errors.forbidden` unless said). */
  readonly refusal?: TApiMessageKey;
  /** The customer's menu permission the route needs (403 before the company is looked up); staff pass. */
  readonly customerPermission?: TPermission;
  readonly staffView: TStaffView;
  readonly action: TAccountAction;
  /** What staff need instead (a customer pays for a subscription; staff change its status). */
  readonly staffAction?: TAccountAction;
  /** A staff route of one product line: staff serve the company through it, holding its permission (403). */
  readonly area?: TStaffArea;
};

/**
 * Who may call a route, declared on its contract and enforced by the server from there:
 * - `public`: anyone (the contract's `auth` is `none` or `optional`);
 * - `signedIn`: anyone signed in, on their own data or on what the service narrows to them;
 * - `staff`: staff only, 403 for a customer (the service may narrow further by role or permission);
 * - `permission`: whoever holds the permission, 403 before the input is read;
 * - `account`: the company a parameter names (`optional`: only when it is given), reached by the
 *   rule before the handler: 404 for a company the caller does not reach, 403 for an action they
 *   may not take; the handler gets the reached company;
 * - `accountOfResource`: the company is only known from a stored row (a booth, an invoice, a stage
 *   session): the service finds the row, then reaches its company by this rule.
 */
export type TRouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'staff' }
  | { readonly kind: 'permission'; readonly permission: TPermission }
  | (TAccountRule & {
      readonly kind: 'account';
      readonly account: TAccountIdSource;
      readonly optional?: true;
    })
  | (TAccountRule & { readonly kind: 'accountOfResource' });

/** The access of a route that acts on one company: by a parameter, or through a stored row. */
export type TAccountAccess = Extract<TRouteAccess, { kind: 'account' | 'accountOfResource' }>;

export const actsOnAccount = (access: TRouteAccess): access is TAccountAccess =>
  access.kind === 'account' || access.kind === 'accountOfResource';

/** The part and the name of an id source: `body.account_id` → `['body', 'account_id']`. */
export function accountIdSourceParts(source: TAccountIdSource): ['params' | 'query' | 'body', string] {
  const dot = source.indexOf('.');
  const part = source.slice(0, dot);
  const name = source.slice(dot + 1);
  if (part === 'params' || part === 'query' || part === 'body') return [part, name];
  throw new Error(`Not an account id source: ${source}`);
}
