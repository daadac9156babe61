import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_NAMES, PERMISSIONS } from './permissions.ts';
import { ROLES } from './roles.ts';

describe('permissions', () => {
  it('names every permission of the spec once', () => {
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_NAMES.length);
    expect(PERMISSION_NAMES).toContain('show calls');
    expect(PERMISSION_NAMES).toContain('show shipment-tracking');
    expect(PERMISSION_NAMES).toContain("can't buy products");
  });

  it('gives every role a default set made only of known names', () => {
    for (const role of ROLES) {
      for (const name of DEFAULT_ROLE_PERMISSIONS[role]) expect(PERMISSION_NAMES).toContain(name);
    }
  });

  it('keeps the buy-package entry ("can\'t buy products") for customers only', () => {
    const holders = ROLES.filter((role) =>
      DEFAULT_ROLE_PERMISSIONS[role].includes(PERMISSIONS.cantBuyProducts),
    );
    expect(holders).toEqual(['customer']);
  });

  it('lets the admin see every staff screen', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.admin).toContain(PERMISSIONS.showPermissions);
    expect(DEFAULT_ROLE_PERMISSIONS.admin).toContain(PERMISSIONS.showRoles);
    expect(DEFAULT_ROLE_PERMISSIONS.admin).toHaveLength(PERMISSION_NAMES.length - 1);
  });
});
