import type { TProductLine } from '../accounts/product-lines.ts';
import { PERMISSIONS, type TPermission } from '../auth/permissions.ts';
import type { TRole } from '../auth/roles.ts';
import { PRODUCT_TYPES } from '../products/product-types.ts';

/**
 * What a staff route serves: the product line a staff member must be attached to the company
 * through, and the permission their role needs. An advisor serving a company's accountant line
 * does not reach its office desk, and the office's secretary does not reach its books.
 */
export type TStaffArea = { line: TProductLine; permission: TPermission };

export const STAFF_AREAS = {
  /** Monthly documents, their review, the ledger, the tax calendar. */
  accountancy: { line: PRODUCT_TYPES.accountant, permission: PERMISSIONS.showAccountancy },
  /** The office's calls. */
  officeCalls: { line: PRODUCT_TYPES.office, permission: PERMISSIONS.showCalls },
  /** The office's mail and shipments. */
  officeMail: { line: PRODUCT_TYPES.office, permission: PERMISSIONS.showShipmentTracking },
  /** The network line: booths and stage sessions. */
  network: { line: PRODUCT_TYPES.network, permission: PERMISSIONS.showEnbCompanies },
} as const satisfies Record<string, TStaffArea>;

/** The area of a whole line (its status, its subscription): the permission that serves it. */
export const LINE_STAFF_AREA: Record<TProductLine, TStaffArea> = {
  [PRODUCT_TYPES.accountant]: STAFF_AREAS.accountancy,
  [PRODUCT_TYPES.office]: STAFF_AREAS.officeCalls,
  [PRODUCT_TYPES.network]: STAFF_AREAS.network,
};

/** Refunding a charge of a line: attached through that line, holding 'refund payments'. */
export const refundArea = (line: TProductLine): TStaffArea => ({
  line,
  permission: PERMISSIONS.refundPayments,
});

/** The line each assigned role serves a company through (an admin sees every company instead). */
export const LINE_OF_ASSIGNED_ROLE = {
  advisor: PRODUCT_TYPES.accountant,
  secretary: PRODUCT_TYPES.office,
} as const satisfies Partial<Record<TRole, TProductLine>>;
