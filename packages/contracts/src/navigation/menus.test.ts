import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '../auth/permissions.ts';
import { ROLES, type TRole } from '../auth/roles.ts';
import { PRODUCT_TYPE_IDS, PRODUCT_TYPES, type TProductType } from '../products/product-types.ts';
import { MENU_IDS, menuDefinitions, menuOfProductType, type TMenuInput, visibleMenu } from './menus.ts';

function ids(input: TMenuInput): string[] {
  return visibleMenu(input).entries.map((entry) => entry.id);
}

function asRole(
  role: TRole,
  productType: TProductType,
  hasPurchasedProducts: boolean,
  permissions: readonly string[] = DEFAULT_ROLE_PERMISSIONS[role],
): TMenuInput {
  return { role, permissions, productType, hasPurchasedProducts };
}

const { accountant, office, dashboard, network } = PRODUCT_TYPES;

describe('the menu of each product line', () => {
  it('is the main menu for the accountant line and the dashboard, the office and network menus for theirs', () => {
    expect(menuOfProductType(accountant)).toBe('main');
    expect(menuOfProductType(dashboard)).toBe('main');
    expect(menuOfProductType(office)).toBe('office');
    expect(menuOfProductType(network)).toBe('network');
  });

  it('declares each entry id once across the menus', () => {
    const all = MENU_IDS.flatMap((menu) => menuDefinitions(menu).map((entry) => entry.id));
    expect(new Set(all).size).toBe(all.length);
  });

  it('lists the main menu in the order of spec section 2', () => {
    expect(menuDefinitions('main').map((entry) => entry.permission)).toEqual([
      "can't buy products",
      'show files',
      // The returns and tax to pay, the thread with the advisor (issue 33), beyond the spec: customers only.
      'show accountancy',
      'show accountancy',
      'show accountancy',
      'show additional services',
      // Staff's company list: staff only; every company with "show accounts all".
      'show accounts',
      // The month-close board (issue 33): staff of the accountant line.
      'show accountancy',
      'show advisors',
      'show secretaries',
      'show users all',
      'show roles',
      'show appointment requests',
      'show appointment requests',
      'show permissions',
      'show announcements',
      // Not in the spec's list: the background jobs page.
      'show jobs',
      // The advisor change requests (issue 33) and the security log: the admin role's own.
      null,
      null,
    ]);
  });
});

describe('main menu (accountant line and dashboard)', () => {
  it.each([accountant, dashboard])(
    'shows a customer without products (type %i) the buy-package entry first, then their pages',
    (type) => {
      expect(ids(asRole('customer', type, false))).toEqual([
        'buyPackage',
        'documents',
        'taxReturns',
        'messages',
        'accountancy',
        'additionalServices',
      ]);
    },
  );

  it('drops the buy-package entry once the selected company holds products', () => {
    expect(ids(asRole('customer', accountant, true))).toEqual([
      'documents',
      'taxReturns',
      'messages',
      'accountancy',
      'additionalServices',
    ]);
  });

  it('links the buy-package entry to the first step of the accountant application', () => {
    const [buy] = visibleMenu(asRole('customer', accountant, false)).entries;
    expect(buy).toEqual({
      id: 'buyPackage',
      routeId: 'applicationForm:status',
      labelKey: 'menu.buyPackage',
      permission: "can't buy products",
    });
  });

  it.each([false, true])('shows an advisor their pages, with or without products (%s)', (withProducts) => {
    expect(ids(asRole('advisor', accountant, withProducts))).toEqual([
      'documents',
      'accountancy',
      'accounts',
      'monthClose',
      'appointmentRequests',
      'contactMessages',
    ]);
  });

  it.each([false, true])('shows a secretary their pages, with or without products (%s)', (withProducts) => {
    expect(ids(asRole('secretary', dashboard, withProducts))).toEqual([
      'documents',
      'accounts',
      'appointmentRequests',
      'contactMessages',
    ]);
  });

  it.each([false, true])('shows an admin every page but buy-package (products: %s)', (withProducts) => {
    expect(ids(asRole('admin', dashboard, withProducts))).toEqual([
      'documents',
      'accountancy',
      'additionalServices',
      'accounts',
      'monthClose',
      'advisors',
      'secretaries',
      'users',
      'roles',
      'appointmentRequests',
      'contactMessages',
      'permissions',
      'announcements',
      'jobs',
      'advisorChanges',
      'securityEvents',
    ]);
  });

  it('follows the permissions held, not the role: an admin edit takes an entry away or adds one', () => {
    const advisorWithoutFiles = DEFAULT_ROLE_PERMISSIONS.advisor.filter(
      (name) => name !== PERMISSIONS.showFiles,
    );
    expect(ids(asRole('advisor', accountant, false, advisorWithoutFiles))).not.toContain('documents');
    const advisorWithRoles = [...DEFAULT_ROLE_PERMISSIONS.advisor, PERMISSIONS.showRoles];
    expect(ids(asRole('advisor', accountant, false, advisorWithRoles))).toContain('roles');
  });

  it('shows nothing to someone who holds no permission, whatever the role, but the admin their log', () => {
    for (const role of [...ROLES, null]) {
      expect(ids({ role, permissions: [], productType: accountant, hasPurchasedProducts: false })).toEqual(
        role === 'admin' ? ['advisorChanges', 'securityEvents'] : [],
      );
    }
  });

  it('shows the security log to the admin role only, whatever the permissions', () => {
    for (const role of ROLES) {
      const menu = ids(asRole(role, dashboard, false));
      expect(menu.includes('securityEvents'), role).toBe(role === 'admin');
    }
  });
});

describe('office menu', () => {
  it('shows a customer without products: buy, calls, shipment tracking, mail instructions, meeting rooms, contract, usage, additional services, network companies', () => {
    expect(ids(asRole('customer', office, false))).toEqual([
      'officeBuyPackage',
      'officeCalls',
      'officeShipmentTracking',
      'officeMailInstructions',
      'officeMeetingRooms',
      'officeContract',
      'officeUsage',
      'officeAdditionalServices',
      'enbCompanies',
    ]);
    const [buy] = visibleMenu(asRole('customer', office, false)).entries;
    expect(buy?.routeId).toBe('officeApplicationForm:locations');
  });

  it('drops buy-package for a customer with products and keeps shipment tracking with its permission', () => {
    expect(ids(asRole('customer', office, true))).toEqual([
      'officeCalls',
      'officeShipmentTracking',
      'officeMailInstructions',
      'officeMeetingRooms',
      'officeContract',
      'officeUsage',
      'officeAdditionalServices',
      'enbCompanies',
    ]);
  });

  it("removes shipment tracking from a customer with products who lacks 'show shipment-tracking'", () => {
    const withoutShipment = DEFAULT_ROLE_PERMISSIONS.customer.filter(
      (name) => name !== PERMISSIONS.showShipmentTracking,
    );
    expect(ids(asRole('customer', office, true, withoutShipment))).not.toContain('officeShipmentTracking');
    // The mail instructions are part of the mail: they go with it.
    expect(ids(asRole('customer', office, true, withoutShipment))).not.toContain('officeMailInstructions');
  });

  it.each(['advisor', 'secretary', 'admin'] as const)(
    'never shows the office additional services to %s, even with the permission',
    (role) => {
      const permissions = [...DEFAULT_ROLE_PERMISSIONS[role], PERMISSIONS.showAdditionalServices];
      for (const withProducts of [false, true]) {
        expect(ids(asRole(role, office, withProducts, permissions))).toEqual([
          'officeCalls',
          'officeShipmentTracking',
          'officeMeetingRooms',
          'enbCompanies',
        ]);
      }
    },
  );
});

describe('network menu', () => {
  it.each([...ROLES, null])('shows %s the companies and the seminars stage, no permission needed', (role) => {
    for (const withProducts of [false, true]) {
      expect(
        ids({ role, permissions: [], productType: network, hasPurchasedProducts: withProducts }),
      ).toEqual(['networkCompanies', 'networkStage']);
    }
  });
});

describe('every role on every product line', () => {
  const cases = ROLES.flatMap((role) =>
    PRODUCT_TYPE_IDS.flatMap((productType) =>
      [false, true].map((hasPurchasedProducts) => ({ role, productType, hasPurchasedProducts })),
    ),
  );

  it.each(cases)(
    'shows $role on line $productType (products: $hasPurchasedProducts) only permitted entries',
    ({ role, productType, hasPurchasedProducts }) => {
      const { entries } = visibleMenu(asRole(role, productType, hasPurchasedProducts));
      const needed = entries.flatMap((entry) => (entry.permission ? [entry.permission] : []));
      for (const permission of needed) expect(DEFAULT_ROLE_PERMISSIONS[role]).toContain(permission);
      if (hasPurchasedProducts) expect(needed).not.toContain(PERMISSIONS.cantBuyProducts);
    },
  );
});
