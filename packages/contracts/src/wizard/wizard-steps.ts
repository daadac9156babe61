/**
 * The two application wizards (spec sections 2 and 4). `slug` is the route segment,
 * `saved` the value kept in the account information (`step` or `office_step`),
 * `labelKey` the translation key of the stepper label.
 */
export type TWizardStep = { slug: string; saved: string; labelKey: string };

export const ACCOUNTANT_WIZARD_STEPS = [
  { slug: 'status', saved: 'status', labelKey: 'wizard.steps.status' },
  { slug: 'packets', saved: 'packets', labelKey: 'wizard.steps.packets' },
  { slug: 'personal-info', saved: 'personal-info', labelKey: 'wizard.steps.personalInfo' },
  { slug: 'business-info', saved: 'business-info', labelKey: 'wizard.steps.businessInfo' },
  { slug: 'files', saved: 'files', labelKey: 'wizard.steps.files' },
  { slug: 'payment', saved: 'payment', labelKey: 'wizard.steps.payment' },
  { slug: 'wait-for-approve', saved: 'wait-for-approve', labelKey: 'wizard.steps.waitForApprove' },
] as const satisfies readonly TWizardStep[];

export const OFFICE_WIZARD_STEPS = [
  { slug: 'locations', saved: 'location', labelKey: 'officeWizard.steps.locations' },
  { slug: 'packets', saved: 'office-packets', labelKey: 'officeWizard.steps.packets' },
  { slug: 'payment', saved: 'office-payment', labelKey: 'officeWizard.steps.payment' },
  {
    slug: 'wait-for-approve',
    saved: 'office-wait-for-approve',
    labelKey: 'officeWizard.steps.waitForApprove',
  },
] as const satisfies readonly TWizardStep[];

export const WIZARD_PROGRESS_KEYS = { accountant: 'step', office: 'office_step' } as const;

/**
 * Where a customer resumes the wizard: the step after the saved one; the last step
 * if the saved one is the last; the first step when nothing (or something unknown) is saved.
 */
export function resumeWizardStep<const S extends readonly TWizardStep[]>(
  steps: S,
  saved: string | null | undefined,
): S[number] {
  const first = steps[0];
  if (!first) throw new Error('A wizard needs at least one step');
  const index = steps.findIndex((step) => step.saved === saved);
  if (index === -1) return first;
  return steps[Math.min(index + 1, steps.length - 1)] ?? first;
}
