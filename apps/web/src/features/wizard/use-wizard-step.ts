import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { ACCOUNTANT_WIZARD_STEPS, resumeWizardStep } from '@portal/contracts/wizard/wizard-steps';
import { pathTo } from '../../config/paths.ts';
import { storeAccount, storedFromDetail } from '../../domains/accounts/accounts.ts';
import { useWizardProgress } from '../../domains/wizard/use-wizard-progress.ts';
import { useLanguage } from '../../lib/use-language.ts';

export type TWizardSlug = (typeof ACCOUNTANT_WIZARD_STEPS)[number]['slug'];

function stepIndex(slug: TWizardSlug): number {
  return ACCOUNTANT_WIZARD_STEPS.findIndex((step) => step.slug === slug);
}

/**
 * Where a customer on `slug` must be instead, or null to stay: a paid application waits for
 * approval (or is founded); nobody skips ahead of the step the saved progress allows.
 */
export function wizardRedirect(
  slug: TWizardSlug,
  account: { status: number; savedStep: string | null },
): TWizardSlug | 'company-founded' | null {
  if (account.status === ACCOUNT_STATUSES.active) return 'company-founded';
  if (account.status === ACCOUNT_STATUSES.waitingForApproval) {
    return slug === 'wait-for-approve' ? null : 'wait-for-approve';
  }
  const allowed = resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, account.savedStep).slug;
  return stepIndex(slug) > stepIndex(allowed) ? allowed : null;
}

/**
 * One step of the accountant wizard (`useWizardProgress` with its seven steps, kept in `step`):
 * the saved step is also written to storage, where sign-in and the guest pages read it.
 */
export function useWizardStep(slug: TWizardSlug) {
  const language = useLanguage();
  return useWizardProgress({
    steps: ACCOUNTANT_WIZARD_STEPS,
    slug,
    progressKey: 'step',
    pathOf: (target: TWizardSlug) => pathTo(language, `applicationForm:${target}`),
    onSaved: (account, step) => storeAccount({ ...storedFromDetail(account), step }),
  });
}
