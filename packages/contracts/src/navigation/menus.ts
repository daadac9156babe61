import { PERMISSIONS, type TPermission } from '../auth/permissions.ts';
import { isStaffRole } from '../auth/roles.ts';
import { PRODUCT_TYPES, type TProductType } from '../products/product-types.ts';

/**
 * The menus of spec section 2 and who sees which entry (sections 2, 4 and 6), as one pure rule
 * that the web app renders and the tests pin down.
 *
 * - Each product line has one menu: the accountant line (1) and the dashboard (4) the main menu,
 *   the office line (2) the office menu, the Endless network (7) the network menu.
 * - An entry with a permission shows only to someone who holds it (checked by name).
 * - "can't buy products" reads as a prohibition but is the customer's buy-package permission;
 *   the buy entry goes once the selected company holds products (section 4).
 * - Office: shipment tracking is kept for a customer with products only with 'show shipment-tracking'
 *   (section 4); staff never see the office additional-services entry (section 6).
 * - The network entries need no permission.
 *
 * `routeId` names a row of the web app's route table (apps/web/src/config/paths.ts); that side
 * checks each id exists, takes no parameter and requires the entry's permission.
 */

export const MENU_IDS = ['main', 'office', 'network'] as const;
export type TMenuId = (typeof MENU_IDS)[number];

export type TMenuEntry = {
  id: string;
  routeId: TMenuRouteId;
  /** A key of the web app's `nav` namespace. */
  labelKey: string;
  /** Null: everyone with the menu sees the entry. */
  permission: TPermission | null;
};

export type TMenuInput = {
  permissions: readonly string[];
  role: string | null;
  /** The selected company holds products. */
  hasPurchasedProducts: boolean;
  /** The active product line (storage 'type'). */
  productType: TProductType;
};

export type TMenu = { id: TMenuId; entries: TMenuEntry[] };

type TEntryRule = {
  /** Gone once the selected company holds products: the buy-package entries. */
  hiddenWithProducts?: true;
  /** Not for advisors, secretaries and admins. */
  hiddenFromStaff?: true;
  /** For the admin role only (a role, not a permission: the security log). */
  adminOnly?: true;
  /** For advisors, secretaries and admins only (customers hold the same permission for other uses). */
  staffOnly?: true;
};

type TMenuDefinition = Omit<TMenuEntry, 'routeId'> & { routeId: string } & TEntryRule;

const P = PERMISSIONS;

/** The entries of each menu, in the order they show. */
const MENU_DEFINITIONS = {
  main: [
    {
      id: 'buyPackage',
      routeId: 'applicationForm:status',
      labelKey: 'menu.buyPackage',
      permission: P.cantBuyProducts,
      hiddenWithProducts: true,
    },
    { id: 'documents', routeId: 'documents', labelKey: 'menu.documents', permission: P.showFiles },
    {
      id: 'accountancy',
      routeId: 'accountancy',
      labelKey: 'menu.accountancy',
      permission: P.showAccountancy,
    },
    {
      id: 'additionalServices',
      routeId: 'additionalServices',
      labelKey: 'menu.additionalServices',
      permission: P.showAdditionalServices,
    },
    // Staff's company list: every company with "show accounts all", else the assigned ones.
    {
      id: 'accounts',
      routeId: 'accounts',
      labelKey: 'menu.accounts',
      permission: P.showAccounts,
      staffOnly: true,
    },
    { id: 'advisors', routeId: 'advisors', labelKey: 'menu.advisors', permission: P.showAdvisors },
    {
      id: 'secretaries',
      routeId: 'secretaries',
      labelKey: 'menu.secretaries',
      permission: P.showSecretaries,
    },
    { id: 'users', routeId: 'users', labelKey: 'menu.users', permission: P.showUsersAll },
    { id: 'roles', routeId: 'roles', labelKey: 'menu.roles', permission: P.showRoles },
    {
      id: 'appointmentRequests',
      routeId: 'appointmentList',
      labelKey: 'menu.appointmentRequests',
      permission: P.showAppointmentRequests,
    },
    {
      id: 'contactMessages',
      routeId: 'contactMessages',
      labelKey: 'menu.contactMessages',
      permission: P.showAppointmentRequests,
    },
    {
      id: 'permissions',
      routeId: 'rolesAndPermissions',
      labelKey: 'menu.permissions',
      permission: P.showPermissions,
    },
    {
      id: 'announcements',
      routeId: 'announcements',
      labelKey: 'menu.announcements',
      permission: P.showAnnouncements,
    },
    { id: 'jobs', routeId: 'jobs', labelKey: 'menu.jobs', permission: P.showJobs, staffOnly: true },
    {
      id: 'securityEvents',
      routeId: 'securityEvents',
      labelKey: 'menu.securityEvents',
      permission: null,
      adminOnly: true,
    },
  ],
  office: [
    {
      id: 'officeBuyPackage',
      routeId: 'officeApplicationForm:locations',
      labelKey: 'menu.buyPackage',
      permission: P.cantBuyProducts,
      hiddenWithProducts: true,
    },
    { id: 'officeCalls', routeId: 'officeCalls', labelKey: 'menu.officeCalls', permission: P.showCalls },
    {
      // Section 4 keeps this entry for a customer with products only with the permission; the
      // permission check below covers that and every other case alike.
      id: 'officeShipmentTracking',
      routeId: 'officeShipmentTracking',
      labelKey: 'menu.officeShipmentTracking',
      permission: P.showShipmentTracking,
    },
    {
      id: 'officeAdditionalServices',
      routeId: 'officeAdditionalServices',
      labelKey: 'menu.additionalServices',
      permission: P.showAdditionalServices,
      hiddenFromStaff: true,
    },
    {
      id: 'enbCompanies',
      routeId: 'networkCompanies',
      labelKey: 'menu.enbCompanies',
      permission: P.showEnbCompanies,
    },
  ],
  network: [
    {
      id: 'networkCompanies',
      routeId: 'networkCompanies',
      labelKey: 'menu.networkCompanies',
      permission: null,
    },
    // The seminars stage: its page is `stage/{id}`, so the menu opens the calendar of its events.
    {
      id: 'networkStage',
      routeId: 'networkActivityCalendar',
      labelKey: 'menu.networkStage',
      permission: null,
    },
  ],
} as const satisfies Record<TMenuId, readonly TMenuDefinition[]>;

/** The route ids the menus link to. */
export type TMenuRouteId = (typeof MENU_DEFINITIONS)[TMenuId][number]['routeId'];
type TMenuRow = TMenuDefinition & { routeId: TMenuRouteId };

/** Every entry of a menu, before any rule: for the web app's consistency tests. */
export function menuDefinitions(menu: TMenuId): readonly TMenuEntry[] {
  const definitions: readonly TMenuRow[] = MENU_DEFINITIONS[menu];
  return definitions.map(toEntry);
}

/** The menu of a product line. */
export function menuOfProductType(productType: TProductType): TMenuId {
  if (productType === PRODUCT_TYPES.office) return 'office';
  if (productType === PRODUCT_TYPES.network) return 'network';
  return 'main';
}

/** The active product line's menu with only the entries this person may see, in order. */
export function visibleMenu(input: TMenuInput): TMenu {
  const id = menuOfProductType(input.productType);
  const staff = isStaffRole(input.role);
  const definitions: readonly TMenuRow[] = MENU_DEFINITIONS[id];
  const entries = definitions
    .filter((definition) => {
      if (definition.permission !== null && !input.permissions.includes(definition.permission)) return false;
      if (definition.hiddenWithProducts && input.hasPurchasedProducts) return false;
      if (definition.hiddenFromStaff && staff) return false;
      if (definition.adminOnly && input.role !== 'admin') return false;
      if (definition.staffOnly && !staff) return false;
      return true;
    })
    .map(toEntry);
  return { id, entries };
}

function toEntry(definition: TMenuRow): TMenuEntry {
  return {
    id: definition.id,
    routeId: definition.routeId,
    labelKey: definition.labelKey,
    permission: definition.permission,
  };
}
