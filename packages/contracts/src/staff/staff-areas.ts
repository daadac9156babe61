import { PERMISSIONS, type TPermission } from '../auth/permissions.ts';
import { ACCOUNTANT_LINE } from '../product-lines/accountant.ts';
import { NETWORK_LINE } from '../product-lines/network.ts';
import { OFFICE_LINE } from '../product-lines/office.ts';
import {
  byProductLine,
  PRODUCT_LINE_DESCRIPTORS,
  type TKnownProductLine,
  type TProductLine,
} from '../product-lines/registry.ts';

/**
 * What a staff route serves: the product line a staff member must be attached to the company
 * through, and the permission their role needs. An advisor serving a company's accountant line
 * does not reach its office desk, and the office's secretary does not reach its books.
 */
export type TStaffArea = { line: TProductLine; permission: TPermission };

/** The area of a whole line (its status, its subscription): the line's `staffPermission`. */
const lineStaffArea = (line: TKnownProductLine): TStaffArea => ({
  line: line.id,
  permission: line.staffPermission,
});

/** The areas of each line's own pages (its module names the one it serves). */
export const STAFF_AREAS = {
  /** Monthly documents, their review, the ledger, the tax calendar. */
  accountancy: lineStaffArea(ACCOUNTANT_LINE),
  /** The office's calls. */
  officeCalls: lineStaffArea(OFFICE_LINE),
  /** The office's mail and shipments. */
  officeMail: { line: OFFICE_LINE.id, permission: PERMISSIONS.showShipmentTracking },
  /** The network line: booths and stage sessions. */
  network: lineStaffArea(NETWORK_LINE),
} as const satisfies Record<string, TStaffArea>;

/** The area of each whole line, by its number. */
export const LINE_STAFF_AREA: Readonly<Record<TProductLine, TStaffArea>> = byProductLine(lineStaffArea);

/** Refunding a charge of a line: attached through that line, holding 'refund payments'. */
export const refundArea = (line: TProductLine): TStaffArea => ({
  line,
  permission: PERMISSIONS.refundPayments,
});

/** A role staff are assigned to companies in (an admin sees every company instead). */
export type TAssignedRole = NonNullable<TKnownProductLine['assignedRole']>;

/** The line whose descriptor names the role: the one an assigned member serves a company through. */
function lineServedBy(role: TAssignedRole): TProductLine {
  const line = PRODUCT_LINE_DESCRIPTORS.find((candidate) => candidate.assignedRole === role);
  if (!line) throw new Error(`No product line is served by the ${role} role`);
  return line.id;
}

/** The line each assigned role serves a company through. */
export const LINE_OF_ASSIGNED_ROLE: Readonly<Record<TAssignedRole, TProductLine>> = {
  advisor: lineServedBy('advisor'),
  secretary: lineServedBy('secretary'),
};
