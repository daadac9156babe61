import { PRODUCT_LINE_DESCRIPTORS, productLineOf, type TProductLine } from '../product-lines/registry.ts';
import { ACCOUNT_STATUSES, type TAccountStatus } from './account-status.ts';

/**
 * One company, several product lines (issue 15): each line it holds (accountant, office, network)
 * has its own state, stored with the account status codes plus `suspended`. The spec's account
 * `status` is the company's overall answer, derived from its lines by `accountStatusOfLines`.
 */
export const LINE_STATUSES = {
  inProgress: ACCOUNT_STATUSES.applicationInProgress,
  paymentDue: ACCOUNT_STATUSES.paymentDue,
  waitingForApproval: ACCOUNT_STATUSES.waitingForApproval,
  active: ACCOUNT_STATUSES.active,
  rejected: ACCOUNT_STATUSES.rejected,
  cancelled: ACCOUNT_STATUSES.closed,
  /** Still unpaid 14 days after a refused renewal: the service stops until it is paid. */
  suspended: 7,
} as const;
export type TLineStatus = (typeof LINE_STATUSES)[keyof typeof LINE_STATUSES];
const LINE_STATUS_VALUES = Object.values(LINE_STATUSES) as TLineStatus[];

/** The names the API answers a line's state with. */
export const LINE_STATE_NAMES = [
  'in_progress',
  'payment_due',
  'waiting_for_approval',
  'active',
  'suspended',
  'rejected',
  'cancelled',
] as const;
export type TLineStateName = (typeof LINE_STATE_NAMES)[number];

const NAME_OF: Record<TLineStatus, TLineStateName> = {
  [LINE_STATUSES.inProgress]: 'in_progress',
  [LINE_STATUSES.paymentDue]: 'payment_due',
  [LINE_STATUSES.waitingForApproval]: 'waiting_for_approval',
  [LINE_STATUSES.active]: 'active',
  [LINE_STATUSES.suspended]: 'suspended',
  [LINE_STATUSES.rejected]: 'rejected',
  [LINE_STATUSES.cancelled]: 'cancelled',
};

function isLineStatus(value: unknown): value is TLineStatus {
  return typeof value === 'number' && (LINE_STATUS_VALUES as readonly number[]).includes(value);
}

export function lineStateName(status: number): TLineStateName {
  return isLineStatus(status) ? NAME_OF[status] : 'in_progress';
}

/** The lines a company may hold (the dashboard, type 4, is not one): the descriptors' numbers. */
export const PRODUCT_LINES: readonly TProductLine[] = PRODUCT_LINE_DESCRIPTORS.map((line) => line.id);

export function isProductLine(value: unknown): value is TProductLine {
  return typeof value === 'number' && (PRODUCT_LINES as readonly number[]).includes(value);
}

const L = LINE_STATUSES;

/**
 * Whether staff approve a line's new application before it runs (the company's founding, the
 * office's contract): its descriptor's `approval`. The network's membership (issue 17)
 * needs no one's approval: paid, it runs.
 */
export function lineNeedsApproval(productLine: number): boolean {
  return Boolean(productLineOf(productLine)?.approval);
}

/**
 * Which state may follow which on one line (the server enforces it; cancelled is final). In
 * progress → active and → waiting for approval depend on the line (`canChangeLineStatus`).
 */
const LINE_STATUS_TRANSITIONS: Record<TLineStatus, readonly TLineStatus[]> = {
  [L.inProgress]: [L.paymentDue, L.waitingForApproval, L.active, L.cancelled],
  [L.paymentDue]: [L.waitingForApproval, L.active, L.suspended, L.cancelled],
  [L.waitingForApproval]: [L.active, L.rejected],
  [L.active]: [L.paymentDue, L.cancelled],
  [L.suspended]: [L.active, L.cancelled],
  [L.rejected]: [L.inProgress, L.cancelled],
  [L.cancelled]: [],
};

/**
 * Whether one line may go from `from` to `to`, along LINE_STATUS_TRANSITIONS. A line that needs
 * approval never skips it (in progress → active is refused); a line that needs none goes from its
 * application straight to active and never waits for approval. Without `brandId` (a caller that
 * does not name the line) the stricter rule, the approval's, holds.
 */
export function canChangeLineStatus(from: number, to: number, brandId?: number): boolean {
  if (!isLineStatus(from) || !isLineStatus(to)) return false;
  if (!LINE_STATUS_TRANSITIONS[from].includes(to)) return false;
  const needsApproval = brandId === undefined || lineNeedsApproval(brandId);
  if (from === L.inProgress && to === L.active) return !needsApproval;
  if (to === L.waitingForApproval) return needsApproval;
  return true;
}

/** A line that owes money: its renewal was refused (payment due) or it stayed unpaid (suspended). */
export function lineOwes(status: number): boolean {
  return status === L.paymentDue || status === L.suspended;
}

/**
 * The spec's account `status`, for old clients and the status-2 card modal: 2 whenever any line
 * owes (payment due or suspended); otherwise active when any line is, then waiting for approval,
 * in progress, rejected; closed once every line is cancelled; in progress without any line.
 */
export function accountStatusOfLines(lines: readonly number[]): TAccountStatus {
  const has = (...statuses: number[]) => lines.some((line) => statuses.includes(line));
  if (lines.some(lineOwes)) return ACCOUNT_STATUSES.paymentDue;
  if (has(L.active)) return ACCOUNT_STATUSES.active;
  if (has(L.waitingForApproval)) return ACCOUNT_STATUSES.waitingForApproval;
  if (lines.length === 0 || has(L.inProgress)) return ACCOUNT_STATUSES.applicationInProgress;
  if (has(L.rejected)) return ACCOUNT_STATUSES.rejected;
  return ACCOUNT_STATUSES.closed;
}

/**
 * One line's state among a company's lines (`GET accounts/{id}`'s `lines`), or `fallback` (the
 * company's status, for a company that lists no lines) when it has not started that line.
 */
export function lineStatusIn(
  lines: readonly { type: number; status: number }[] | undefined,
  brandId: number,
  fallback: number,
): number {
  if (!lines || lines.length === 0) return fallback;
  return lines.find((line) => line.type === brandId)?.status ?? LINE_STATUSES.inProgress;
}

/**
 * The office line's states in which the office answers the company's line and receives its mail:
 * once approved, and while a renewal is owed (the service resumes when it is paid).
 */
const OFFICE_SERVING_STATUSES: readonly number[] = [L.active, L.paymentDue, L.suspended];

export function officeServes(lineStatus: number | null | undefined): boolean {
  return lineStatus !== null && lineStatus !== undefined && OFFICE_SERVING_STATUSES.includes(lineStatus);
}

/**
 * The office line's states once its packet is paid: under review, approved, or owing a renewal
 * since (issue 36: a company founded at one of our virtual offices is approved only then).
 */
const OFFICE_PAID_STATUSES: readonly number[] = [L.waitingForApproval, L.active, L.paymentDue, L.suspended];

export function officeLinePaid(lineStatus: number | null | undefined): boolean {
  return lineStatus !== null && lineStatus !== undefined && OFFICE_PAID_STATUSES.includes(lineStatus);
}
