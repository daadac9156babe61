import type { TRole } from './roles.ts';

/**
 * Every permission name of the spec (section 2 menus, section 6). Permissions are data in
 * the database; these are the names the code checks, and the seed creates them all.
 */
export const PERMISSIONS = {
  cantBuyProducts: "can't buy products",
  showFiles: 'show files',
  showAccountancy: 'show accountancy',
  showAdditionalServices: 'show additional services',
  showAccountsAll: 'show accounts all',
  showAdvisors: 'show advisors',
  showSecretaries: 'show secretaries',
  showUsersAll: 'show users all',
  showRoles: 'show roles',
  showAppointmentRequests: 'show appointment requests',
  showPermissions: 'show permissions',
  showAnnouncements: 'show announcements',
  showCalls: 'show calls',
  showShipmentTracking: 'show shipment-tracking',
  showEnbCompanies: 'show enb companies',
  showAccounts: 'show accounts',
  storeAccounts: 'store accounts',
  /** The background jobs page: failed and waiting jobs, and retrying one. Not in the spec's list. */
  showJobs: 'show jobs',
  /** Refunding a paid charge with a credit note (the advisor's, not the office desk's). Not in the spec's list. */
  refundPayments: 'refund payments',
} as const;
export type TPermission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const PERMISSION_NAMES = Object.values(PERMISSIONS) as TPermission[];

const P = PERMISSIONS;

/**
 * The default permission set of each role, written down once. The seed gives a role these
 * only when it is first created, so an admin's later edits survive restarts.
 * "can't buy products" has an inverse meaning: it shows the buy-package entry, so only
 * customers hold it.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  customer: [
    P.cantBuyProducts,
    P.showFiles,
    P.showAccountancy,
    P.showAdditionalServices,
    P.showCalls,
    P.showShipmentTracking,
    P.showEnbCompanies,
    P.showAccounts,
    P.storeAccounts,
  ],
  // Advisors and secretaries reach the companies they are assigned to; "show accounts all"
  // (every company) is the admin's unless an admin grants it.
  advisor: [
    P.showFiles,
    P.showAccountancy,
    P.showAppointmentRequests,
    P.showCalls,
    P.showShipmentTracking,
    P.showEnbCompanies,
    P.showAccounts,
    P.refundPayments,
  ],
  secretary: [
    P.showFiles,
    P.showAppointmentRequests,
    P.showCalls,
    P.showShipmentTracking,
    P.showEnbCompanies,
    P.showAccounts,
  ],
  admin: PERMISSION_NAMES.filter((name) => name !== P.cantBuyProducts),
};
