import { describe, expect, it } from 'vitest';
import { ACCOUNT_INFORMATION_KEYS } from '../accounts/information-keys.ts';
import { PRODUCT_LINES } from '../accounts/product-lines.ts';
import { PERMISSION_NAMES } from '../auth/permissions.ts';
import { STAFF_ROLES } from '../auth/roles.ts';
import { BRAND_FILTERS, DEFAULT_PRODUCT_TYPE, PRODUCT_TYPES } from '../products/product-types.ts';
import { LINE_OF_ASSIGNED_ROLE, LINE_STAFF_AREA } from '../staff/staff-areas.ts';
import { NETWORK_LINE } from './network.ts';
import { OFFICE_LINE } from './office.ts';
import type { TProductLineDescriptor } from './product-line-descriptor.ts';
import {
  DEFAULT_PRODUCT_LINE,
  PRODUCT_LINE_DESCRIPTORS,
  productLineOf,
  WIZARD_PRODUCT_LINES,
} from './registry.ts';

/** Every field of a descriptor; the compiler fails here when the type gains one the list lacks. */
const FIELDS = {
  id: true,
  key: true,
  nameKey: true,
  wizard: true,
  application: true,
  approval: true,
  afterPayment: true,
  addOns: true,
  staffPermission: true,
  assignedRole: true,
  menu: true,
} satisfies Record<keyof TProductLineDescriptor, true>;

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
const informationKeys: readonly string[] = ACCOUNT_INFORMATION_KEYS;

describe('the product line descriptors', () => {
  it('state every field, none left undefined', () => {
    for (const line of PRODUCT_LINE_DESCRIPTORS) {
      expect(Object.keys(line).sort(), line.key).toEqual(Object.keys(FIELDS).sort());
      for (const [field, value] of Object.entries(line)) {
        expect(value, `${line.key}.${field}`).not.toBeUndefined();
      }
    }
  });

  it('keep the existing numbers (1, 2, 7) and give each line its own id, key, menu and name', () => {
    expect(PRODUCT_LINE_DESCRIPTORS.map((line) => line.id)).toEqual([
      PRODUCT_TYPES.accountant,
      PRODUCT_TYPES.office,
      PRODUCT_TYPES.network,
    ]);
    expect(PRODUCT_LINES).toEqual([1, 2, 7]);
    expect(PRODUCT_LINE_DESCRIPTORS.map((line) => line.key)).toEqual(['accountant', 'office', 'network']);
    for (const field of ['id', 'key', 'nameKey'] as const) {
      expect(unique(PRODUCT_LINE_DESCRIPTORS.map((line) => line[field])), field).toBe(true);
    }
    expect(unique(PRODUCT_LINE_DESCRIPTORS.map((line) => line.menu.id))).toBe(true);
    for (const line of PRODUCT_LINE_DESCRIPTORS) expect(line.nameKey).toBe(`products.${line.key}`);
  });

  it('finds a line by its number, and none for the dashboard', () => {
    expect(productLineOf(PRODUCT_TYPES.office)).toBe(OFFICE_LINE);
    expect(productLineOf(PRODUCT_TYPES.network)).toBe(NETWORK_LINE);
    expect(productLineOf(PRODUCT_TYPES.dashboard)).toBeUndefined();
    expect(productLineOf(null)).toBeUndefined();
  });

  it('start with the accountant line, the default product of the top bar', () => {
    expect(PRODUCT_LINE_DESCRIPTORS[0]).toBe(DEFAULT_PRODUCT_LINE);
    expect(DEFAULT_PRODUCT_LINE.id).toBe(DEFAULT_PRODUCT_TYPE);
    expect(DEFAULT_PRODUCT_LINE.wizard).not.toBeNull();
  });

  it('give each wizard its steps, a progress key and a route group of its own', () => {
    expect(WIZARD_PRODUCT_LINES.map((line) => line.key)).toEqual(['accountant', 'office']);
    // The landing and the wizards ask for the packets of the lines sold through a wizard.
    expect(WIZARD_PRODUCT_LINES.map((line) => line.id)).toEqual(Object.values(BRAND_FILTERS));
    for (const { key, wizard } of WIZARD_PRODUCT_LINES) {
      expect(wizard.steps.length, key).toBeGreaterThan(0);
      expect(unique(wizard.steps.map((step) => step.slug)), key).toBe(true);
      expect(informationKeys, key).toContain(wizard.progressKey);
      expect(wizard.routeGroup, key).not.toBe('');
    }
    for (const field of ['progressKey', 'purchasedFlag', 'routeGroup'] as const) {
      expect(unique(WIZARD_PRODUCT_LINES.map((line) => line.wizard[field])), field).toBe(true);
    }
  });

  it("give each application a saved packet, and each information key one line's application", () => {
    const listed: string[] = [];
    let others = 0;
    for (const { key, application } of PRODUCT_LINE_DESCRIPTORS) {
      if (!application) continue;
      expect(informationKeys, key).toContain(application.packetKey);
      if (application.addOnsKey !== null) expect(informationKeys, key).toContain(application.addOnsKey);
      if (application.informationKeys === 'others') others += 1;
      else listed.push(...application.informationKeys);
    }
    expect(others).toBe(1);
    expect(unique(listed)).toBe(true);
    for (const key of listed) expect(informationKeys).toContain(key);
  });

  it('need approval for the founding and the office, not for the network, with the pages the decision mails link to', () => {
    expect(PRODUCT_LINE_DESCRIPTORS.filter((line) => line.approval).map((line) => line.key)).toEqual([
      'accountant',
      'office',
    ]);
    for (const { key, approval } of PRODUCT_LINE_DESCRIPTORS) {
      if (!approval) continue;
      for (const path of [approval.approvedPath, approval.rejectedPath]) {
        expect(path, key).toMatch(/^app\/[a-z/-]+$/);
      }
    }
  });

  it('name their add-on pages, their menu and a staff permission that exists', () => {
    for (const line of PRODUCT_LINE_DESCRIPTORS) {
      for (const value of Object.values(line.addOns)) expect(value, line.key).not.toBe('');
      expect(line.menu.entries.length, line.key).toBeGreaterThan(0);
      expect(line.menu.opens, line.key).not.toBe('');
      expect(PERMISSION_NAMES, line.key).toContain(line.staffPermission);
      if (line.menu.permission) expect(PERMISSION_NAMES, line.key).toContain(line.menu.permission);
    }
  });

  it('serve each whole line in its staff area, each assigned role through one line', () => {
    for (const line of PRODUCT_LINE_DESCRIPTORS) {
      expect(LINE_STAFF_AREA[line.id]).toEqual({ line: line.id, permission: line.staffPermission });
    }
    const roles = PRODUCT_LINE_DESCRIPTORS.flatMap((line) => (line.assignedRole ? [line.assignedRole] : []));
    expect(unique(roles)).toBe(true);
    for (const role of roles) expect(STAFF_ROLES).toContain(role);
    expect(LINE_OF_ASSIGNED_ROLE).toEqual({
      advisor: PRODUCT_TYPES.accountant,
      secretary: PRODUCT_TYPES.office,
    });
  });
});
