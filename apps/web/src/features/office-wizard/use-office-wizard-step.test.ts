import { describe, expect, it } from 'vitest';
import { officeWizardRedirect } from './use-office-wizard-step.ts';

describe('officeWizardRedirect', () => {
  it('starts a company without an office line on the locations step', () => {
    const progress = { lineState: null, savedStep: null };
    expect(officeWizardRedirect('locations', progress)).toBeNull();
    expect(officeWizardRedirect('packets', progress)).toBe('locations');
    expect(officeWizardRedirect('wait-for-approve', progress)).toBe('locations');
  });

  it('lets a customer stay up to the step after the saved one, and go back', () => {
    const progress = { lineState: 'in_progress' as const, savedStep: 'location' };
    expect(officeWizardRedirect('packets', progress)).toBeNull();
    expect(officeWizardRedirect('locations', progress)).toBeNull();
    expect(officeWizardRedirect('payment', progress)).toBe('packets');
  });

  it('keeps a paid office line on the waiting step, whatever step is saved', () => {
    for (const lineState of ['waiting_for_approval', 'active', 'suspended'] as const) {
      expect(officeWizardRedirect('locations', { lineState, savedStep: 'office-payment' })).toBe(
        'wait-for-approve',
      );
      expect(officeWizardRedirect('wait-for-approve', { lineState, savedStep: null })).toBeNull();
    }
  });

  it('lets a refused first payment (payment due) be paid again', () => {
    expect(
      officeWizardRedirect('payment', { lineState: 'payment_due', savedStep: 'office-packets' }),
    ).toBeNull();
  });
});
