/**
 * Account (company) statuses, stored as numbers. The spec fixes one value: 2 is "payment due"
 * (it opens the payment modal on every route change until a payment succeeds).
 */
export const ACCOUNT_STATUSES = {
  applicationInProgress: 1,
  paymentDue: 2,
  waitingForApproval: 3,
  active: 4,
  rejected: 5,
  closed: 6,
} as const;
export type TAccountStatus = (typeof ACCOUNT_STATUSES)[keyof typeof ACCOUNT_STATUSES];
export const ACCOUNT_STATUS_VALUES = Object.values(ACCOUNT_STATUSES) as TAccountStatus[];

const S = ACCOUNT_STATUSES;

/** Which status may follow which (the server enforces it; closed is final). */
const ACCOUNT_STATUS_TRANSITIONS: Record<TAccountStatus, readonly TAccountStatus[]> = {
  // Paid at the end of the wizard → waiting; a declined card → payment due.
  [S.applicationInProgress]: [S.paymentDue, S.waitingForApproval, S.closed],
  // Paid: a new application waits for approval, an active company whose renewal failed is active again.
  [S.paymentDue]: [S.waitingForApproval, S.active, S.closed],
  [S.waitingForApproval]: [S.active, S.rejected],
  [S.active]: [S.paymentDue, S.closed],
  [S.rejected]: [S.applicationInProgress, S.closed],
  [S.closed]: [],
};

function isAccountStatus(value: unknown): value is TAccountStatus {
  return typeof value === 'number' && (ACCOUNT_STATUS_VALUES as readonly number[]).includes(value);
}

/** True when an account in `from` may be moved to `to` (never to the same status). */
export function canChangeAccountStatus(from: number, to: number): boolean {
  if (!isAccountStatus(from) || !isAccountStatus(to)) return false;
  return ACCOUNT_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * While the customer may change the accountant application's answers and documents: during the
 * application, while a payment is due and after a rejection (to correct it). Once it waits for
 * approval or is active, a change goes through staff. The server enforces it; the web app hides
 * the buttons with the same rule.
 */
const APPLICATION_CUSTOMER_EDITABLE_STATUSES: readonly number[] = [
  ACCOUNT_STATUSES.applicationInProgress,
  ACCOUNT_STATUSES.paymentDue,
  ACCOUNT_STATUSES.rejected,
];

export function customerMayEditApplication(accountStatus: number): boolean {
  return APPLICATION_CUSTOMER_EDITABLE_STATUSES.includes(accountStatus);
}
