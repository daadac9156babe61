import { ACCOUNT_STATUS_VALUES, ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';

export type TAccountStatusName = keyof typeof ACCOUNT_STATUSES;

function isStatusName(name: string): name is TAccountStatusName {
  return Object.hasOwn(ACCOUNT_STATUSES, name);
}

const NAMES = new Map<number, TAccountStatusName>();
for (const name of Object.keys(ACCOUNT_STATUSES)) {
  if (isStatusName(name)) NAMES.set(ACCOUNT_STATUSES[name], name);
}

/** The contracts' name of a status (`3` → `waitingForApproval`): the key of its label in `staff:statuses`. */
export function accountStatusName(status: number): TAccountStatusName | null {
  return NAMES.get(status) ?? null;
}

/** Every status in order, for the filter. */
export const STATUS_OPTIONS = ACCOUNT_STATUS_VALUES;
