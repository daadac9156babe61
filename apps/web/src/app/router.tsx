import { DEFAULT_LANGUAGE, isLanguage } from '@portal/contracts/common/languages';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { type AppRoute, NOT_FOUND_ROUTE, ROUTES, type RouteDefinition } from '../config/paths.ts';
import { AUDIT_CODE_NAMESPACES } from '../features/staff-accounts/components/audit-code-namespaces.ts';
import { loadNamespaces, type TLazyNamespace } from '../lib/i18n.ts';
import { localizedPath, withDefaultLanguage } from '../lib/language.ts';
import { withChunkTimeout } from '../lib/lazy-chunk.ts';
import { LanguageLayout } from './layouts/language-layout.tsx';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { RouteGuard } from './route-guard.tsx';
import type { RouteHandle } from './route-handle.ts';
import { revalidateOnEveryNavigation, sessionLoader } from './session-loader.ts';

/**
 * Turns the route table (config/paths.ts) into React Router routes. Every page and layout is
 * a lazy module, so each is its own chunk and the landing page loads only what it shows.
 */

type PageModule = { default: ComponentType };
type Importer = () => Promise<PageModule>;
type PageDefinition = AppRoute | typeof NOT_FOUND_ROUTE;

/** A module that needs lazy texts (lib/i18n.ts) loads them together with its chunk. */
function withTexts(importer: Importer, ...namespaces: TLazyNamespace[]): Importer {
  return async () => {
    const [module] = await Promise.all([importer(), loadNamespaces(namespaces)]);
    return module;
  };
}

/**
 * A public page that fetches gets TanStack Query with its chunk (lib/query-provider.tsx): the root
 * has no provider, so the landing page's first load does without it. The app layout has its own.
 */
function withQueries(importer: Importer): Importer {
  return async () => {
    const [module, { QueryProvider }] = await Promise.all([importer(), import('../lib/query-provider.tsx')]);
    const Page = module.default;
    return {
      default: function PageWithQueries() {
        return (
          <QueryProvider>
            <Page />
          </QueryProvider>
        );
      },
    };
  };
}

/** The accountant wizard's pages share their texts: the steps, the forms, the card form. */
const wizardPage = (importer: Importer) => withTexts(importer, 'wizard', 'form', 'validation', 'payments');
/** The office wizard's pages share the accountant wizard's frame and card texts. */
const officeWizardPage = (importer: Importer) =>
  withTexts(importer, 'officeWizard', 'wizard', 'form', 'validation', 'payments');
/** The people pages' forms use the shared field and validation texts. */
const peoplePage = (importer: Importer) => withTexts(importer, 'people', 'form', 'validation');
/** Pages that exist. Every other route shows the shared "coming soon" panel. */
const pages: Partial<Record<PageDefinition['id'], Importer>> = {
  'applicationForm:status': wizardPage(() => import('../features/wizard/pages/status-step-page.tsx')),
  'applicationForm:packets': wizardPage(() => import('../features/wizard/pages/packets-step-page.tsx')),
  'applicationForm:personal-info': wizardPage(
    () => import('../features/wizard/pages/personal-info-step-page.tsx'),
  ),
  'applicationForm:business-info': wizardPage(
    () => import('../features/wizard/pages/business-info-step-page.tsx'),
  ),
  'applicationForm:files': wizardPage(() => import('../features/wizard/pages/files-step-page.tsx')),
  'applicationForm:payment': wizardPage(() => import('../features/wizard/pages/payment-step-page.tsx')),
  'applicationForm:wait-for-approve': wizardPage(
    () => import('../features/wizard/pages/wait-for-approve-step-page.tsx'),
  ),
  applicationFormThanks: wizardPage(() => import('../features/wizard/pages/thanks-page.tsx')),
  companyFounded: wizardPage(() => import('../features/wizard/pages/company-founded-page.tsx')),
  landing: () => import('./routes/landing.tsx'),
  privacyPolicy: withTexts(() => import('../features/legal/pages/privacy-policy-page.tsx'), 'privacy'),
  cookiePolicy: withTexts(() => import('../features/legal/pages/cookie-policy-page.tsx'), 'cookies'),
  userAgreement: withTexts(() => import('../features/legal/pages/user-agreement-page.tsx'), 'agreement'),
  policies: withTexts(() => import('../features/legal/pages/policies-page.tsx'), 'about'),
  about: withTexts(() => import('../features/legal/pages/about-page.tsx'), 'about'),
  noPermission: () => import('./routes/no-permission.tsx'),
  notFound: () => import('./routes/not-found.tsx'),
  login: withQueries(
    withTexts(() => import('../features/auth/pages/login-page.tsx'), 'auth', 'form', 'validation'),
  ),
  register: withQueries(
    withTexts(() => import('../features/auth/pages/register-page.tsx'), 'auth', 'form', 'validation'),
  ),
  forgotPass: withQueries(
    withTexts(() => import('../features/auth/pages/forgot-password-page.tsx'), 'auth', 'form', 'validation'),
  ),
  changePass: withQueries(
    withTexts(() => import('../features/auth/pages/reset-password-page.tsx'), 'auth', 'form', 'validation'),
  ),
  confirmEmailChange: withQueries(
    withTexts(() => import('../features/auth/pages/confirm-email-change-page.tsx'), 'auth'),
  ),
  verifyEmail: withQueries(withTexts(() => import('../features/auth/pages/verify-email-page.tsx'), 'auth')),
  verifyPhoneNumber: withQueries(
    withTexts(() => import('../features/auth/pages/verify-phone-page.tsx'), 'auth', 'form', 'validation'),
  ),
  // The general information and, below it, the person's own data (issue 16).
  profileGeneral: withTexts(
    () => import('./routes/profile-general-page.tsx'),
    'profile',
    'myData',
    'form',
    'validation',
  ),
  profileChangePassword: withTexts(
    () => import('../features/profile/pages/change-password-page.tsx'),
    'profile',
    'form',
    'validation',
    'auth',
  ),
  profileInvoices: withTexts(() => import('../features/payments/pages/invoices-page.tsx'), 'payments'),
  profileSubscriptions: withTexts(
    () => import('../features/payments/pages/subscriptions-page.tsx'),
    'payments',
    'validation',
  ),
  // The person's companies and a company's details (issue 16); the address fields use 'form'.
  profileCompanies: withTexts(
    () => import('../features/company-profile/pages/companies-page.tsx'),
    'companyProfile',
  ),
  profileCompanyEdit: withTexts(
    () => import('../features/company-profile/pages/company-edit-page.tsx'),
    'companyProfile',
    'form',
    'validation',
  ),
  // A company's team (issue 16): its members and invitations, and the mailed invitation's page.
  profileTeamMember: withTexts(() => import('../features/team/pages/team-members-page.tsx'), 'team'),
  profileAddTeamMember: withTexts(
    () => import('../features/team/pages/add-team-member-page.tsx'),
    'team',
    'form',
    'validation',
  ),
  profileEditTeamMember: withTexts(() => import('../features/team/pages/edit-team-member-page.tsx'), 'team'),
  acceptInvitation: withQueries(
    withTexts(
      () => import('../features/team/pages/accept-invitation-page.tsx'),
      'team',
      'form',
      'validation',
    ),
  ),
  // After approval (issue 14): add-ons paid once, a packet's page with its upgrade.
  additionalServices: withTexts(
    () => import('../features/add-ons/pages/additional-services-page.tsx'),
    'payments',
  ),
  additionalPayment: withTexts(
    () => import('../features/add-ons/pages/additional-payment-page.tsx'),
    'payments',
    'form',
    'validation',
  ),
  packetDetail: withTexts(() => import('../features/add-ons/pages/packet-page.tsx'), 'payments'),
  customerHome: withTexts(
    () => import('../features/dashboard/pages/customer-dashboard-page.tsx'),
    'dashboard',
    'taxCalendar',
    'taxReturns',
    'validation',
  ),
  // The staff's home (issue 6): their dashboard, announcements and the demo bookings.
  advisorDashboard: withTexts(
    () => import('../features/staff-dashboard/pages/staff-dashboard-page.tsx'),
    'staffHome',
    'staff',
  ),
  announcements: withTexts(
    () => import('../features/announcements/pages/announcements-page.tsx'),
    'staffHome',
    'form',
    'validation',
  ),
  contactMessages: withTexts(
    () => import('../features/contact-inbox/pages/contact-messages-page.tsx'),
    'staffHome',
  ),
  appointmentList: withTexts(
    () => import('../features/appointments/pages/appointment-list-page.tsx'),
    'staffHome',
    'form',
    'validation',
  ),
  // People and access (issue 6): the people lists, the roles and the permission matrix.
  users: peoplePage(() => import('../features/people/pages/users-page.tsx')),
  advisors: peoplePage(() => import('../features/people/pages/advisors-page.tsx')),
  secretaries: peoplePage(() => import('../features/people/pages/secretaries-page.tsx')),
  roles: peoplePage(() => import('../features/people/pages/roles-page.tsx')),
  rolesAndPermissions: withTexts(
    () => import('../features/people/pages/roles-and-permissions-page.tsx'),
    'people',
  ),
  // Monthly documents (issue 14): the customer's month, or the staff's review queue; the firm's
  // documents and requests of a company (issue 33), whose staff dialogs use 'form'.
  documents: withTexts(
    () => import('../features/documents/pages/documents-page.tsx'),
    'documents',
    'form',
    'validation',
    // The month's close and its "this month is complete" action (domains/month-close).
    'monthClose',
  ),
  accounts: withTexts(() => import('../features/staff-accounts/pages/accounts-page.tsx'), 'staff'),
  securityEvents: withTexts(() => import('../features/security-log/pages/security-events-page.tsx'), 'staff'),
  jobs: withTexts(() => import('../features/jobs/pages/jobs-page.tsx'), 'staff'),
  accountDetail: withTexts(
    () => import('../features/staff-accounts/pages/account-detail-page.tsx'),
    'staff',
    'form',
    'validation',
    // The subscriptions section shows the customer's subscription cards, which speak from
    // `payments`; the audit log reads stored codes with their features' labels.
    ...AUDIT_CODE_NAMESPACES,
  ),
  accountancy: withTexts(
    () => import('../features/accountancy/pages/accountancy-page.tsx'),
    'accountancy',
    'form',
    'validation',
  ),
  // The books' sales side: invoices, counterparties and collections (one namespace).
  salesInvoices: withTexts(
    () => import('../features/invoicing/pages/sales-invoices-page.tsx'),
    'invoicing',
    'form',
    'validation',
  ),
  salesInvoice: withTexts(
    () => import('../features/invoicing/pages/sales-invoice-page.tsx'),
    'invoicing',
    'form',
    'validation',
  ),
  counterparties: withTexts(
    () => import('../features/invoicing/pages/counterparties-page.tsx'),
    'invoicing',
    'form',
    'validation',
  ),
  counterpartyStatement: withTexts(
    () => import('../features/invoicing/pages/counterparty-statement-page.tsx'),
    'invoicing',
    'form',
    'validation',
  ),
  collections: withTexts(
    () => import('../features/invoicing/pages/collections-page.tsx'),
    'invoicing',
    'form',
    'validation',
  ),
  bankStatements: withTexts(
    () => import('../features/invoicing/pages/bank-statements-page.tsx'),
    'invoicing',
    'form',
    'validation',
  ),
  bankStatement: withTexts(
    () => import('../features/invoicing/pages/bank-statement-page.tsx'),
    'invoicing',
    'form',
    'validation',
  ),
  taxReturns: withTexts(
    () => import('../features/tax-returns/pages/tax-returns-page.tsx'),
    'taxReturns',
    'form',
    'validation',
  ),
  // The company's thread with its advisor and the advisor change (issue 33); the admins' answers.
  messages: withTexts(
    () => import('../features/company-messages/pages/messages-page.tsx'),
    'messages',
    'form',
    'validation',
  ),
  advisorChanges: withTexts(
    () => import('../features/staff-accounts/pages/advisor-changes-page.tsx'),
    'messages',
    'form',
    'validation',
  ),
  // The advisor's month-close board (issue 33).
  monthClose: withTexts(() => import('../features/month-close/pages/month-close-page.tsx'), 'monthClose'),
  // The office line (issue 15): its wizard, add-ons, calls, and mail and parcels.
  'officeApplicationForm:locations': officeWizardPage(
    () => import('../features/office-wizard/pages/locations-step-page.tsx'),
  ),
  // Each packet shows its monthly allowance and the price list beyond it (issue 35: officeUsage).
  'officeApplicationForm:packets': withTexts(
    () => import('../features/office-wizard/pages/office-packets-step-page.tsx'),
    'officeWizard',
    'wizard',
    'form',
    'validation',
    'payments',
    'officeUsage',
  ),
  'officeApplicationForm:payment': officeWizardPage(
    () => import('../features/office-wizard/pages/office-payment-step-page.tsx'),
  ),
  // The last step shows the lease contract too (issue 35).
  'officeApplicationForm:wait-for-approve': withTexts(
    () => import('../features/office-wizard/pages/office-wait-step-page.tsx'),
    'officeWizard',
    'wizard',
    'form',
    'validation',
    'payments',
    'officeContract',
  ),
  officeAdditionalServices: withTexts(
    () => import('../features/add-ons/pages/office-additional-services-page.tsx'),
    'payments',
    'officeUsage',
  ),
  officeAdditionalPayment: withTexts(
    () => import('../features/add-ons/pages/office-additional-payment-page.tsx'),
    'payments',
    'form',
    'validation',
  ),
  officeCalls: withTexts(
    () => import('../features/office-calls/pages/calls-page.tsx'),
    'officeCalls',
    'form',
    'validation',
  ),
  officeShipmentTracking: withTexts(
    () => import('../features/office-mail/pages/shipment-tracking-page.tsx'),
    'officeMail',
    'form',
    'validation',
  ),
  officeMeetingRooms: withTexts(
    () => import('../features/office-rooms/pages/meeting-rooms-page.tsx'),
    'officeRooms',
    'form',
    'validation',
  ),
  officeContract: withTexts(
    () => import('../features/office-contract/pages/office-contract-page.tsx'),
    'officeContract',
    'validation',
  ),
  // The standing mail rules, forwarding addresses and authorised recipients (issue 35).
  officeMailInstructions: withTexts(
    () => import('../features/office-mail/pages/mail-instructions-page.tsx'),
    'officeMail',
    'form',
    'validation',
  ),
  // The month's usage against the office packet's allowance (issue 35).
  officeUsage: withTexts(() => import('../features/office-usage/pages/office-usage-page.tsx'), 'officeUsage'),
  // The Endless network's booths (issue 17): the directory, a booth with its contact form, the
  // company's membership and booth (the card form speaks from `payments`), and the add-ons.
  networkCompanies: withTexts(
    () => import('../features/network-booths/pages/companies-page.tsx'),
    'networkBooths',
  ),
  networkStand: withTexts(
    () => import('../features/network-booths/pages/stand-page.tsx'),
    'networkBooths',
    'form',
    'validation',
  ),
  networkForMyCompany: withTexts(
    () => import('../features/network-booths/pages/for-my-company-page.tsx'),
    'networkBooths',
    'payments',
    'form',
    'validation',
  ),
  networkAdditionalService: withTexts(
    () => import('../features/add-ons/pages/network-additional-services-page.tsx'),
    'payments',
  ),
  networkAdditionalPayment: withTexts(
    () => import('../features/add-ons/pages/network-additional-payment-page.tsx'),
    'payments',
    'form',
    'validation',
  ),
  // The Endless network's stages (issue 17): the activity calendar, a stage and its sessions, a
  // company's stage booking and its payment (the card form speaks from `payments`; the sector
  // names are the booths').
  networkActivityCalendar: withTexts(
    () => import('../features/network-stages/pages/activity-calendar-page.tsx'),
    'networkStages',
    'networkBooths',
  ),
  networkStage: withTexts(
    () => import('../features/network-stages/pages/stage-page.tsx'),
    'networkStages',
    'networkBooths',
    'form',
    'validation',
  ),
  networkMyCompanyStage: withTexts(
    () => import('../features/network-stages/pages/my-company-stage-page.tsx'),
    'networkStages',
    'networkBooths',
    'form',
    'validation',
  ),
  networkStagePayment: withTexts(
    () => import('../features/network-stages/pages/stage-payment-page.tsx'),
    'networkStages',
    'networkBooths',
    'payments',
    'form',
    'validation',
  ),
};
const comingSoon: Importer = () => import('./routes/coming-soon.tsx');

const layouts = {
  public: () => import('./layouts/public-layout.tsx'),
  // The e-mail banner under the top bar speaks from the `auth` texts, the bell from `notifications`,
  // the closing banner from `myData`.
  app: withTexts(() => import('./layouts/app-layout.tsx'), 'auth', 'notifications', 'myData'),
  profile: () => import('./layouts/profile-layout.tsx'),
} satisfies Record<string, Importer>;

function lazyComponent(importer: Importer) {
  return async () => {
    const module = await withChunkTimeout(importer());
    return { Component: module.default };
  };
}

function pageRoute(definition: PageDefinition, path: string): RouteObject {
  const handle: RouteHandle = { route: definition };
  const lazy = lazyComponent(pages[definition.id] ?? comingSoon);
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** The profile's children hang under its layout, with paths relative to `app/profile`. */
function profileRoutes(definitions: readonly AppRoute[]): RouteObject {
  const base = 'app/profile';
  return {
    path: base,
    lazy: lazyComponent(layouts.profile),
    children: definitions.map((definition) => pageRoute(definition, definition.path.slice(base.length + 1))),
  };
}

function chromeRoutes(chrome: RouteDefinition['chrome']): RouteObject[] {
  const mine = ROUTES.filter((definition) => definition.chrome === chrome);
  const profile = mine.filter((definition) => 'group' in definition && definition.group === 'profile');
  const flat = mine.filter((definition) => !profile.includes(definition));
  return [
    ...flat.map((definition) => pageRoute(definition, definition.path)),
    ...(profile.length > 0 ? [profileRoutes(profile)] : []),
  ];
}

/** `/de/app` or `/app/login`: not a language, so the Turkish version of the path. */
function requireLanguage({ request, params }: LoaderFunctionArgs) {
  if (isLanguage(params.lang)) return null;
  const url = new URL(request.url);
  return redirect(withDefaultLanguage(url));
}

export const routes: RouteObject[] = [
  { path: '/', loader: () => redirect(localizedPath(DEFAULT_LANGUAGE)) },
  {
    id: 'language',
    path: ':lang',
    loader: requireLanguage,
    Component: LanguageLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      {
        id: 'session',
        loader: sessionLoader,
        shouldRevalidate: revalidateOnEveryNavigation,
        Component: RouteGuard,
        children: [
          {
            lazy: lazyComponent(layouts.public),
            children: [...chromeRoutes('public'), pageRoute(NOT_FOUND_ROUTE, NOT_FOUND_ROUTE.path)],
          },
          { lazy: lazyComponent(layouts.app), children: chromeRoutes('app') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/** Loads the lazy modules of every route a location matches, so its first render waits on no chunk. */
export async function loadRouteModules(location: string | Partial<Location>) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * The router for a prerendered page: the page's lazy modules are loaded first, so the first
 * render draws what the server drew, and the loaders count as answered as the server answered
 * them (a signed-out visitor); main.tsx revalidates once the page has hydrated.
 */
export async function createHydratingRouter() {
  await loadRouteModules(window.location);
  return createBrowserRouter(routes, { hydrationData: { loaderData: { language: null, session: null } } });
}
