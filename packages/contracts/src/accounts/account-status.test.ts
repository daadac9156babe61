import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_VALUES, ACCOUNT_STATUSES, canChangeAccountStatus } from './account-status.ts';

const S = ACCOUNT_STATUSES;
const ALLOWED = new Set([
  `${S.applicationInProgress}>${S.paymentDue}`,
  `${S.applicationInProgress}>${S.waitingForApproval}`,
  `${S.applicationInProgress}>${S.closed}`,
  `${S.paymentDue}>${S.waitingForApproval}`,
  `${S.paymentDue}>${S.active}`,
  `${S.paymentDue}>${S.closed}`,
  `${S.waitingForApproval}>${S.active}`,
  `${S.waitingForApproval}>${S.rejected}`,
  `${S.active}>${S.paymentDue}`,
  `${S.active}>${S.closed}`,
  `${S.rejected}>${S.applicationInProgress}`,
  `${S.rejected}>${S.closed}`,
]);

describe('account statuses', () => {
  it('payment due is 2 (the spec opens the payment modal on status 2)', () => {
    expect(S.paymentDue).toBe(2);
    expect(new Set(ACCOUNT_STATUS_VALUES).size).toBe(ACCOUNT_STATUS_VALUES.length);
  });

  for (const from of ACCOUNT_STATUS_VALUES) {
    for (const to of ACCOUNT_STATUS_VALUES) {
      const allowed = ALLOWED.has(`${from}>${to}`);
      it(`${from} → ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
        expect(canChangeAccountStatus(from, to)).toBe(allowed);
      });
    }
  }

  it('refuses unknown statuses', () => {
    expect(canChangeAccountStatus(0, S.paymentDue)).toBe(false);
    expect(canChangeAccountStatus(S.applicationInProgress, 99)).toBe(false);
  });
});
