import type { TAccountDetail, TAccountLine } from '@portal/contracts/accounts/account-schemas';
import type { TLineStateName } from '@portal/contracts/accounts/product-lines';
import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { OFFICE_WIZARD_STEPS, resumeWizardStep } from '@portal/contracts/wizard/wizard-steps';
import { pathTo } from '../../config/paths.ts';
import { storeAccount, storedFromDetail } from '../../domains/accounts/accounts.ts';
import { useWizardProgress } from '../../domains/wizard/use-wizard-progress.ts';
import { useLanguage } from '../../lib/use-language.ts';

export type TOfficeSlug = (typeof OFFICE_WIZARD_STEPS)[number]['slug'];

function officeStepIndex(slug: TOfficeSlug): number {
  return OFFICE_WIZARD_STEPS.findIndex((step) => step.slug === slug);
}

/** The company's office line (type 2), or undefined while it has none. */
export function officeLine(account: Pick<TAccountDetail, 'lines'>): TAccountLine | undefined {
  return account.lines.find((line) => line.type === OFFICE_LINE.id);
}

/** A paid office line (under review, approved, or suspended after a refused renewal). */
const PAID_STATES: readonly TLineStateName[] = ['waiting_for_approval', 'active', 'suspended'];

/**
 * Where a customer on `slug` must be instead, or null to stay (spec section 4): a paid office
 * line always shows its waiting step; otherwise nobody skips ahead of the step after the saved
 * `office_step` (`resumeWizardStep`). Going back to an earlier step is allowed.
 */
export function officeWizardRedirect(
  slug: TOfficeSlug,
  progress: { lineState: TLineStateName | null; savedStep: string | null },
): TOfficeSlug | null {
  if (progress.lineState && PAID_STATES.includes(progress.lineState)) {
    return slug === 'wait-for-approve' ? null : 'wait-for-approve';
  }
  const allowed = resumeWizardStep(OFFICE_WIZARD_STEPS, progress.savedStep).slug;
  return officeStepIndex(slug) > officeStepIndex(allowed) ? allowed : null;
}

/**
 * One step of the office wizard: its four steps, progress kept in `office_step` (also written to
 * storage, where sign-in and the guest pages read where the customer resumes).
 */
export function useOfficeWizardStep(slug: TOfficeSlug) {
  const language = useLanguage();
  return useWizardProgress({
    steps: OFFICE_WIZARD_STEPS,
    slug,
    progressKey: 'office_step',
    pathOf: (target: TOfficeSlug) => pathTo(language, `officeApplicationForm:${target}`),
    onSaved: (account, step) => storeAccount({ ...storedFromDetail(account), office_step: step }),
  });
}

export type TOfficeWizard = ReturnType<typeof useOfficeWizardStep>;
