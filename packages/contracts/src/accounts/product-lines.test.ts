import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from './account-status.ts';
import {
  accountStatusOfLines,
  canChangeLineStatus,
  LINE_STATUSES as L,
  lineStateName,
} from './product-lines.ts';

describe('the account status derived from its lines', () => {
  it('is 2 whenever any line owes, whatever the others are', () => {
    expect(accountStatusOfLines([L.active, L.paymentDue])).toBe(ACCOUNT_STATUSES.paymentDue);
    expect(accountStatusOfLines([L.suspended, L.waitingForApproval])).toBe(ACCOUNT_STATUSES.paymentDue);
  });

  it('is active when a line is, though another waits for approval or is in progress', () => {
    expect(accountStatusOfLines([L.active, L.waitingForApproval])).toBe(ACCOUNT_STATUSES.active);
    expect(accountStatusOfLines([L.inProgress, L.active])).toBe(ACCOUNT_STATUSES.active);
  });

  it('follows the one line of a single-line company exactly', () => {
    for (const status of [L.inProgress, L.waitingForApproval, L.active, L.rejected]) {
      expect(accountStatusOfLines([status])).toBe(status);
    }
    expect(accountStatusOfLines([L.cancelled])).toBe(ACCOUNT_STATUSES.closed);
  });

  it('is in progress without lines, rejected over cancelled', () => {
    expect(accountStatusOfLines([])).toBe(ACCOUNT_STATUSES.applicationInProgress);
    expect(accountStatusOfLines([L.rejected, L.cancelled])).toBe(ACCOUNT_STATUSES.rejected);
  });
});

describe('line transitions', () => {
  it('lets an unpaid line be suspended and paid back to active, never leave cancelled', () => {
    expect(canChangeLineStatus(L.paymentDue, L.suspended)).toBe(true);
    expect(canChangeLineStatus(L.suspended, L.active)).toBe(true);
    expect(canChangeLineStatus(L.cancelled, L.active)).toBe(false);
    expect(canChangeLineStatus(L.inProgress, L.active)).toBe(false);
  });

  it('names each state for the API', () => {
    expect(lineStateName(L.suspended)).toBe('suspended');
    expect(lineStateName(L.waitingForApproval)).toBe('waiting_for_approval');
  });
});
