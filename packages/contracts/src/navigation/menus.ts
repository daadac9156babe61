import { PERMISSIONS, type TPermission } from '../auth/permissions.ts';
import { isStaffRole } from '../auth/roles.ts';
import {
  DEFAULT_PRODUCT_LINE,
  PRODUCT_LINE_DESCRIPTORS,
  productLineOf,
  type TKnownProductLine,
} from '../product-lines/registry.ts';
import type { TProductType } from '../products/product-types.ts';

/**
 * The menus of spec section 2 and who sees which entry (sections 2, 4 and 6), as one pure rule
 * that the web app renders and the tests pin down.
 *
 * - Each product line has one menu, its descriptor's (product-lines/): the accountant line (1) the
 *   main menu, which the dashboard (4) shares, the office line (2) the office menu, the Endless
 *   network (7) the network menu. The main menu ends with the firm's own pages (HOME_ENTRIES).
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

export type TMenuId = TKnownProductLine['menu']['id'];
export const MENU_IDS: readonly TMenuId[] = PRODUCT_LINE_DESCRIPTORS.map((line) => line.menu.id);

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

/** An entry as a product line's descriptor declares it, with the rule of who sees it. */
export type TMenuDefinition = {
  id: string;
  /** A row of the web app's route table (TMenuEntry's `routeId` once known). */
  routeId: string;
  labelKey: string;
  permission: TPermission | null;
} & TEntryRule;

const P = PERMISSIONS;

/**
 * The firm's own pages, after the accountant line's entries in the main menu: the staff's lists,
 * the roles and permissions, the admin's logs. The dashboard (4) opens this menu too.
 */
const HOME_ENTRIES = [
  // Staff's company list: every company with "show accounts all", else the assigned ones.
  {
    id: 'accounts',
    routeId: 'accounts',
    labelKey: 'menu.accounts',
    permission: P.showAccounts,
    staffOnly: true,
  },
  // The advisor's month-close board (issue 33): the companies of the accountant line they serve.
  {
    id: 'monthClose',
    routeId: 'monthClose',
    labelKey: 'menu.monthClose',
    permission: P.showAccountancy,
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
  // The customers' advisor change requests (issue 33): answered by admins.
  {
    id: 'advisorChanges',
    routeId: 'advisorChanges',
    labelKey: 'menu.advisorChanges',
    permission: null,
    adminOnly: true,
  },
  {
    id: 'securityEvents',
    routeId: 'securityEvents',
    labelKey: 'menu.securityEvents',
    permission: null,
    adminOnly: true,
  },
] as const satisfies readonly TMenuDefinition[];

/** The menu a product that is no line (the dashboard) opens: the first line's. */
const HOME_MENU: TMenuId = DEFAULT_PRODUCT_LINE.menu.id;

/** The entries of a menu, in the order they show: its line's, and the home's after the main menu's. */
function definitionsOf(menu: TMenuId): readonly TMenuRow[] {
  const line = PRODUCT_LINE_DESCRIPTORS.find((candidate) => candidate.menu.id === menu);
  const entries: readonly TMenuRow[] = line?.menu.entries ?? [];
  return menu === HOME_MENU ? [...entries, ...HOME_ENTRIES] : entries;
}

/** The route ids the menus link to. */
export type TMenuRouteId =
  | TKnownProductLine['menu']['entries'][number]['routeId']
  | (typeof HOME_ENTRIES)[number]['routeId'];
type TMenuRow = TMenuDefinition & { routeId: TMenuRouteId };

/** Every entry of a menu, before any rule: for the web app's consistency tests. */
export function menuDefinitions(menu: TMenuId): readonly TMenuEntry[] {
  return definitionsOf(menu).map(toEntry);
}

/** The menu of the active product: its line's, the home's for the dashboard (no line). */
export function menuOfProductType(productType: TProductType): TMenuId {
  return productLineOf(productType)?.menu.id ?? HOME_MENU;
}

/** The active product line's menu with only the entries this person may see, in order. */
export function visibleMenu(input: TMenuInput): TMenu {
  const id = menuOfProductType(input.productType);
  const staff = isStaffRole(input.role);
  const entries = definitionsOf(id)
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
