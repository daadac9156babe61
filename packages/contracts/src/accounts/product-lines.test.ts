import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../products/product-types.ts';
import { ACCOUNT_STATUSES } from './account-status.ts';
import {
  accountStatusOfLines,
  canChangeLineStatus,
  LINE_STATUSES as L,
  lineNeedsApproval,
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

  it('lets the network line go from its application straight to active, never waiting for approval', () => {
    expect(lineNeedsApproval(PRODUCT_TYPES.network)).toBe(false);
    expect(canChangeLineStatus(L.inProgress, L.active, PRODUCT_TYPES.network)).toBe(true);
    expect(canChangeLineStatus(L.paymentDue, L.active, PRODUCT_TYPES.network)).toBe(true);
    expect(canChangeLineStatus(L.inProgress, L.waitingForApproval, PRODUCT_TYPES.network)).toBe(false);
    expect(canChangeLineStatus(L.paymentDue, L.waitingForApproval, PRODUCT_TYPES.network)).toBe(false);
  });

  it('keeps the approval of the accountant and office lines (and of a line not named)', () => {
    for (const line of [PRODUCT_TYPES.accountant, PRODUCT_TYPES.office]) {
      expect(lineNeedsApproval(line)).toBe(true);
      expect(canChangeLineStatus(L.inProgress, L.active, line)).toBe(false);
      expect(canChangeLineStatus(L.inProgress, L.waitingForApproval, line)).toBe(true);
      expect(canChangeLineStatus(L.waitingForApproval, L.active, line)).toBe(true);
    }
    expect(canChangeLineStatus(L.inProgress, L.waitingForApproval)).toBe(true);
  });

  it('names each state for the API', () => {
    expect(lineStateName(L.suspended)).toBe('suspended');
    expect(lineStateName(L.waitingForApproval)).toBe('waiting_for_approval');
  });
});
