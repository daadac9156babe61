import { PERMISSIONS, type TPermission } from '@portal/contracts/auth/permissions';
import type { TLanguage } from '@portal/contracts/common/languages';
import { ACCOUNTANT_WIZARD_STEPS, OFFICE_WIZARD_STEPS } from '@portal/contracts/wizard/wizard-steps';
import type { PathParam } from 'react-router';
import { languageOfPath, localizedPath } from '../lib/language.ts';

/**
 * The route table of spec section 2, declared once. Paths are relative to the language root
 * `/{lang}`. `src/app/router.tsx` turns this table into React Router routes; links are built
 * with `pathTo`, never by hand.
 *
 * - `requires`: 'none' (anyone), 'guest' (signed-out people only) or 'auth' (signed-in only);
 *   read by the single guard in `src/app/route-guard.tsx`.
 * - `chrome`: 'public' pages carry the simple public header; 'app' pages carry the top bar.
 * - `titleKey` / `descriptionKey`: keys of the `pages` namespace for the document title and
 *   the meta description.
 * - `group: 'profile'`: children of the profile layout (general info is its index).
 * - `permission` / `staffOnly`: what a signed-in person needs besides a session (spec sections 2
 *   and 6); without it the guard shows the no-permission page. The menus (contracts
 *   navigation/menus.ts) link only to pages whose permission they check the same way.
 */

export type RouteRequirement = 'none' | 'guest' | 'auth';
type RouteChrome = 'public' | 'app';

export type RouteDefinition<Id extends string = string, Path extends string = string> = {
  id: Id;
  path: Path;
  titleKey: string;
  descriptionKey?: string;
  requires: RouteRequirement;
  chrome: RouteChrome;
  group?: 'profile';
  permission?: TPermission;
  /** Advisors, secretaries and admins only (a role, not a permission). */
  staffOnly?: true;
  /** The admin role only (the logs that watch over those who hold permissions). */
  adminOnly?: true;
};

function route<const Id extends string, const Path extends string>(
  definition: RouteDefinition<Id, Path>,
): RouteDefinition<Id, Path> {
  return definition;
}

/** A signed-in page with the top bar; its title key is `pages:<id>.title`. */
function appRoute<const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  extra: Partial<Pick<RouteDefinition, 'chrome' | 'group' | 'permission' | 'staffOnly' | 'adminOnly'>> = {},
): RouteDefinition<Id, Path> {
  return { id, path, titleKey: `${id}.title`, requires: 'auth', chrome: 'app', ...extra };
}

/** A guest-only page of the sign-in journey: public header, no top bar. */
function guestRoute<const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
): RouteDefinition<Id, Path> {
  return { id, path, titleKey: `${id}.title`, requires: 'guest', chrome: 'public' };
}

/** A page anyone may open: public header, with a meta description. */
function publicRoute<const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
): RouteDefinition<Id, Path> {
  return {
    id,
    path,
    titleKey: `${id}.title`,
    descriptionKey: `${id}.description`,
    requires: 'none',
    chrome: 'public',
  };
}

const P = PERMISSIONS;

export const ROUTES = [
  // Public
  publicRoute('landing', ''),
  publicRoute('privacyPolicy', 'privacy-policy'),
  publicRoute('cookiePolicy', 'cookie-policy'),
  publicRoute('userAgreement', 'user-agreement'),
  // "Politikalar": the three policies in one list; and who we are.
  publicRoute('policies', 'policies'),
  publicRoute('about', 'about'),
  route({
    id: 'noPermission',
    path: 'no-permission',
    titleKey: 'noPermission.title',
    requires: 'none',
    chrome: 'app',
  }),

  // The app: login required unless marked
  appRoute('customerHome', 'app'),
  appRoute('advisorDashboard', 'app/dashboard', { staffOnly: true }),
  appRoute('appointmentList', 'app/appointment-list', { permission: P.showAppointmentRequests }),
  appRoute('contactMessages', 'app/contact-messages', { permission: P.showAppointmentRequests }),
  guestRoute('login', 'app/login'),
  guestRoute('register', 'app/register'),
  guestRoute('forgotPass', 'app/forgot-pass'),
  guestRoute('changePass', 'app/change-pass'),
  // A verification link must work whether or not the person is signed in on this browser.
  route({
    id: 'verifyEmail',
    path: 'app/email/verify/:id/:hash',
    titleKey: 'verifyEmail.title',
    requires: 'none',
    chrome: 'public',
  }),
  // The link mailed to a new address: it works signed in on any browser, or signed out.
  route({
    id: 'confirmEmailChange',
    path: 'app/email/change/:id',
    titleKey: 'confirmEmailChange.title',
    requires: 'none',
    chrome: 'public',
  }),
  // A team invitation's mailed link (issue 16): a new person sets a password signed out, an
  // existing user signs in and joins; so it opens either way.
  route({
    id: 'acceptInvitation',
    path: 'app/invitations/:token',
    titleKey: 'acceptInvitation.title',
    requires: 'none',
    chrome: 'public',
  }),
  appRoute('verifyPhoneNumber', 'app/phone-number/verify', { chrome: 'public' }),
  appRoute('documents', 'app/documents', { permission: P.showFiles }),
  appRoute('packetDetail', 'app/packets/:id'),
  appRoute('accountancy', 'app/accountancy', { permission: P.showAccountancy }),
  // The books' sales side (beside the entries, reached from the accountancy page's tabs): sales
  // invoices (a draft may be `new`), the customers and suppliers with their statements, and the
  // collections and payments with the ageing view; staff as on the accountancy page (`?account=ID`).
  appRoute('salesInvoices', 'app/accountancy/invoices', { permission: P.showAccountancy }),
  appRoute('salesInvoice', 'app/accountancy/invoices/:invoiceId', { permission: P.showAccountancy }),
  appRoute('counterparties', 'app/accountancy/counterparties', { permission: P.showAccountancy }),
  appRoute('counterpartyStatement', 'app/accountancy/counterparties/:counterpartyId', {
    permission: P.showAccountancy,
  }),
  appRoute('collections', 'app/accountancy/collections', { permission: P.showAccountancy }),
  // Bank statements read from the bank's file, and one statement's lines with their matches.
  appRoute('bankStatements', 'app/accountancy/bank-statements', { permission: P.showAccountancy }),
  appRoute('bankStatement', 'app/accountancy/bank-statements/:statementId', {
    permission: P.showAccountancy,
  }),
  // The company's returns and the tax they accrue (issue 33), beside the books: its members and the
  // staff serving it (`?account=ID`) read them; downloads need "show files" (the server decides each).
  appRoute('taxReturns', 'app/tax-returns', { permission: P.showAccountancy }),
  // The company's conversation with its advisor (issue 33): any member of the company and the staff
  // serving its accountant line (`?account=ID`) write in it; the accountant line's permission.
  appRoute('messages', 'app/messages', { permission: P.showAccountancy }),
  // Every company with "show accounts all", the assigned ones without (the server decides).
  appRoute('accounts', 'app/accounts', { permission: P.showAccounts, staffOnly: true }),
  appRoute('accountDetail', 'app/accounts-detail/:id', { permission: P.showAccounts, staffOnly: true }),
  // The month-close board (issue 33): the companies an advisor serves (every one with "show accounts
  // all"), where closing a month stands and what is late; the accountant line's staff permission.
  appRoute('monthClose', 'app/staff/month-close', { permission: P.showAccountancy, staffOnly: true }),
  appRoute('users', 'app/users', { permission: P.showUsersAll }),
  appRoute('advisors', 'app/advisors', { permission: P.showAdvisors }),
  appRoute('secretaries', 'app/secretaries', { permission: P.showSecretaries }),
  appRoute('roles', 'app/roles', { permission: P.showRoles }),
  appRoute('rolesAndPermissions', 'app/roles-and-permissions', { permission: P.showPermissions }),
  appRoute('announcements', 'app/announcements', { permission: P.showAnnouncements }),
  appRoute('securityEvents', 'app/security-events', { adminOnly: true }),
  // The customers' requests for another advisor (issue 33), answered by an admin.
  appRoute('advisorChanges', 'app/staff/advisor-changes', { adminOnly: true }),
  appRoute('jobs', 'app/jobs', { permission: P.showJobs, staffOnly: true }),
  appRoute('additionalServices', 'app/additional-services', { permission: P.showAdditionalServices }),
  appRoute('additionalPayment', 'app/additional-payment', { permission: P.showAdditionalServices }),
  appRoute('officeAdditionalServices', 'app/office/additional-services', {
    permission: P.showAdditionalServices,
  }),
  appRoute('officeAdditionalPayment', 'app/office/additional-payment', {
    permission: P.showAdditionalServices,
  }),
  appRoute('officeCalls', 'app/office/calls', { permission: P.showCalls }),
  appRoute('officeShipmentTracking', 'app/office/shipment-tracking', { permission: P.showShipmentTracking }),
  // The company's standing mail rules, forwarding addresses and authorised recipients (issue 35).
  appRoute('officeMailInstructions', 'app/office/mail-instructions', { permission: P.showShipmentTracking }),
  appRoute('officeMeetingRooms', 'app/office/meeting-rooms', { permission: P.showCalls }),
  // The office lease contract (issue 35): its terms, the acceptance and the two PDFs.
  appRoute('officeContract', 'app/office/contract', { permission: P.showCalls }),
  // The month's usage against the office packet's allowance (issue 35).
  appRoute('officeUsage', 'app/office/usage', { permission: P.showCalls }),

  // Profile and its children
  appRoute('profileGeneral', 'app/profile', { group: 'profile' }),
  appRoute('profileChangePassword', 'app/profile/change-password', { group: 'profile' }),
  appRoute('profileCompanies', 'app/profile/companies', { group: 'profile' }),
  appRoute('profileInvoices', 'app/profile/invoices', { group: 'profile' }),
  appRoute('profileCompanyEdit', 'app/profile/company-edit/:id', { group: 'profile' }),
  appRoute('profileSubscriptions', 'app/profile/subscriptions', {
    group: 'profile',
    permission: P.cantBuyProducts,
  }),
  appRoute('profileTeamMember', 'app/profile/team-member', { group: 'profile' }),
  appRoute('profileAddTeamMember', 'app/profile/add-team-member', { group: 'profile' }),
  appRoute('profileEditTeamMember', 'app/profile/edit-team-member/:id', { group: 'profile' }),

  // Accountant application wizard: the step slugs and labels come from the contracts. Buying a
  // package is what "can't buy products" allows (its name reads the other way round).
  ...ACCOUNTANT_WIZARD_STEPS.map((step) =>
    route({
      id: `applicationForm:${step.slug}`,
      path: `app/application-form/${step.slug}`,
      titleKey: step.labelKey,
      requires: 'auth',
      chrome: 'app',
      permission: P.cantBuyProducts,
    }),
  ),
  appRoute('applicationFormThanks', 'app/application-form/thanks'),
  appRoute('companyFounded', 'app/application-form/company-founded'),

  // Office application wizard
  ...OFFICE_WIZARD_STEPS.map((step) =>
    route({
      id: `officeApplicationForm:${step.slug}`,
      path: `app/office/application-form/${step.slug}`,
      titleKey: step.labelKey,
      requires: 'auth',
      chrome: 'app',
      permission: P.cantBuyProducts,
    }),
  ),

  // Endless network
  appRoute('networkCompanies', 'app/endless-network/companies'),
  appRoute('networkStage', 'app/endless-network/stage/:id'),
  appRoute('networkStand', 'app/endless-network/stand/:id'),
  appRoute('networkAdditionalService', 'app/endless-network/additional-service'),
  appRoute('networkActivityCalendar', 'app/endless-network/activity-calendar'),
  appRoute('networkForMyCompany', 'app/endless-network/for-my-company'),
  appRoute('networkAdditionalPayment', 'app/endless-network/additional-payment'),
  appRoute('networkMyCompanyStage', 'app/endless-network/my-company-stage'),
  appRoute('networkStagePayment', 'app/endless-network/stage-payment'),
] as const;

export type AppRoute = (typeof ROUTES)[number];
export type RouteId = AppRoute['id'];
/** The table row(s) of an id; generated rows (wizard steps) carry a union of ids, hence no `Extract`. */
type RouteOf<Id extends RouteId> = AppRoute extends infer Row
  ? Row extends { id: infer RowId }
    ? Id extends RowId
      ? Row
      : never
    : never
  : never;
type ParamsOf<Id extends RouteId> = { [K in PathParam<RouteOf<Id>['path']>]: string | number };
/** Routes whose path has no parameters: the ones a menu can link to by id alone. */
export type ParamlessRouteId = {
  [Id in RouteId]: PathParam<RouteOf<Id>['path']> extends never ? Id : never;
}[RouteId];

/** The page shown for any path that matches no route. */
export const NOT_FOUND_ROUTE = route({
  id: 'notFound',
  path: '*',
  titleKey: 'notFound.title',
  requires: 'none',
  chrome: 'public',
});

const byId = new Map<string, AppRoute>(ROUTES.map((definition) => [definition.id, definition]));

export function routeById<Id extends RouteId>(id: Id): AppRoute {
  const definition = byId.get(id);
  if (!definition) throw new Error(`Unknown route ${id}`);
  return definition;
}

/**
 * The route table's patterns are plain segments and `:param` segments. Matched and filled here
 * rather than with React Router's helpers, so the table stays out of the router's chunk: the
 * prerendered landing page builds its links from it without loading the router.
 */
const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** A pattern filled with its parameters, each URL-encoded (as React Router's `generatePath`). */
function fillPattern(pattern: string, values: Record<string, string>): string {
  return segmentsOf(pattern)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.slice(1)];
      if (value === undefined) throw new Error(`Missing "${segment}" param of ${pattern}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

/** Whether a path (relative to the language root) is the pattern's page, case-insensitively, trailing slash allowed. */
function matchesPattern(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  if (wanted.at(-1) === '*') wanted.pop();
  else if (wanted.length !== given.length) return false;
  return (
    given.length >= wanted.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? true : segment.toLowerCase() === given[index]?.toLowerCase(),
    )
  );
}

/**
 * The documents page's section of the advisor's requests (`/tr/app/documents#document-requests`):
 * "needs your action" links a request there, and the page gives the section this id.
 */
export const DOCUMENT_REQUESTS_SECTION = 'document-requests';

/**
 * The URL of a route in a language: `pathTo('en', 'accountDetail', { id: 7 })` →
 * `/en/app/accounts-detail/7`. Routes with parameters require them.
 */
export function pathTo<Id extends RouteId>(
  language: TLanguage,
  id: Id,
  ...[params]: keyof ParamsOf<Id> extends never ? [] : [ParamsOf<Id>]
): string {
  const pattern = routeById(id).path;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) values[key] = String(value);
  return localizedPath(language, fillPattern(pattern, values));
}

/** The route table row of a full path (`/en/app/accounts-detail/7` → accountDetail), or null. */
export function routeForPath(pathname: string): AppRoute | null {
  const language = languageOfPath(pathname);
  if (!language) return null;
  const rest = pathname.replace(/^\/+/, '').slice(language.length);
  return ROUTES.find((definition) => matchesPattern(definition.path, rest)) ?? null;
}
