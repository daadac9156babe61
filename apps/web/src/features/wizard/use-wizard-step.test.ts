import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { describe, expect, it } from 'vitest';
import { wizardRedirect } from './use-wizard-step.ts';

const S = ACCOUNT_STATUSES;

describe('wizardRedirect', () => {
  it('lets a customer stay on any step up to the one after the saved one', () => {
    const progress = { status: S.applicationInProgress, savedStep: 'packets' };
    expect(wizardRedirect('status', progress)).toBeNull();
    expect(wizardRedirect('packets', progress)).toBeNull();
    expect(wizardRedirect('personal-info', progress)).toBeNull();
  });

  it('sends someone who skips ahead back to the step they may fill in', () => {
    expect(wizardRedirect('payment', { status: S.applicationInProgress, savedStep: 'packets' })).toBe(
      'personal-info',
    );
    expect(wizardRedirect('files', { status: S.applicationInProgress, savedStep: null })).toBe('status');
  });

  it('keeps a paid application on the waiting step and a founded company on its page', () => {
    expect(wizardRedirect('packets', { status: S.waitingForApproval, savedStep: 'payment' })).toBe(
      'wait-for-approve',
    );
    expect(
      wizardRedirect('wait-for-approve', { status: S.waitingForApproval, savedStep: 'payment' }),
    ).toBeNull();
    expect(wizardRedirect('status', { status: S.active, savedStep: 'payment' })).toBe('company-founded');
  });

  it('lets a declined payment (payment due) be paid again on the payment step', () => {
    expect(wizardRedirect('payment', { status: S.paymentDue, savedStep: 'files' })).toBeNull();
  });
});
