import { PERMISSION_NAMES } from '@portal/contracts/auth/permissions';
import { MENU_IDS, menuDefinitions } from '@portal/contracts/navigation/menus';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteId, routeById } from './paths.ts';

function isRouteId(id: string): id is RouteId {
  return ROUTES.some((route) => route.id === id);
}

/** The office menu's "show enb companies" entry opens a page the network menu shows to everyone. */
const OPEN_PAGES_BEHIND_A_PERMISSION = new Set(['enbCompanies']);

describe('route permissions', () => {
  it('names only known permissions, on signed-in pages', () => {
    for (const route of ROUTES) {
      if (!route.permission) continue;
      expect(PERMISSION_NAMES, route.id).toContain(route.permission);
      expect(route.requires, route.id).toBe('auth');
    }
  });

  it("asks of each menu entry's page the permission the menu checks", () => {
    for (const menu of MENU_IDS) {
      for (const entry of menuDefinitions(menu)) {
        expect(isRouteId(entry.routeId), entry.routeId).toBe(true);
        if (!isRouteId(entry.routeId) || OPEN_PAGES_BEHIND_A_PERMISSION.has(entry.id)) continue;
        expect(routeById(entry.routeId).permission ?? null, entry.id).toBe(entry.permission);
      }
    }
  });

  it('guards the staff pages and keeps the dashboard for staff', () => {
    const permissionOf = (id: RouteId) => routeById(id).permission;
    // Staff's company pages: every company with "show accounts all", the assigned ones without.
    expect(permissionOf('accountDetail')).toBe('show accounts');
    expect(routeById('accountDetail').staffOnly).toBe(true);
    expect(permissionOf('officeCalls')).toBe('show calls');
    expect(permissionOf('applicationForm:payment')).toBe("can't buy products");
    expect(permissionOf('customerHome')).toBeUndefined();
    expect(permissionOf('profileGeneral')).toBeUndefined();
    expect(routeById('advisorDashboard').staffOnly).toBe(true);
  });
});
