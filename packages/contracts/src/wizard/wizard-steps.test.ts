import { describe, expect, it } from 'vitest';
import { ACCOUNTANT_WIZARD_STEPS, OFFICE_WIZARD_STEPS, resumeWizardStep } from './wizard-steps.ts';

describe('resumeWizardStep', () => {
  it('starts a customer with nothing saved at the first step (company status)', () => {
    expect(resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, undefined).slug).toBe('status');
    expect(resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, null).slug).toBe('status');
    expect(resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, '').slug).toBe('status');
  });

  it('starts at the first step when the saved value is unknown', () => {
    expect(resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, 'no-such-step').slug).toBe('status');
  });

  it.each([
    ['status', 'packets'],
    ['packets', 'personal-info'],
    ['personal-info', 'business-info'],
    ['business-info', 'files'],
    ['files', 'payment'],
    ['payment', 'wait-for-approve'],
  ])('sends a customer with a saved "%s" step to "%s"', (saved, expected) => {
    expect(resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, saved).slug).toBe(expected);
  });

  it('keeps a customer on the last step once it is saved', () => {
    expect(resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, 'wait-for-approve').slug).toBe('wait-for-approve');
  });

  it('applies the same rule to the office wizard, whose saved values differ from its slugs', () => {
    expect(resumeWizardStep(OFFICE_WIZARD_STEPS, undefined).slug).toBe('locations');
    expect(resumeWizardStep(OFFICE_WIZARD_STEPS, 'location').slug).toBe('packets');
    expect(resumeWizardStep(OFFICE_WIZARD_STEPS, 'office-packets').slug).toBe('payment');
    expect(resumeWizardStep(OFFICE_WIZARD_STEPS, 'office-payment').slug).toBe('wait-for-approve');
    expect(resumeWizardStep(OFFICE_WIZARD_STEPS, 'office-wait-for-approve').slug).toBe('wait-for-approve');
  });

  it('has seven accountant steps and four office steps', () => {
    expect(ACCOUNTANT_WIZARD_STEPS).toHaveLength(7);
    expect(OFFICE_WIZARD_STEPS).toHaveLength(4);
  });
});
