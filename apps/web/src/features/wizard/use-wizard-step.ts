import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TAccountInformationKey } from '@portal/contracts/accounts/information-keys';
import { ACCOUNTANT_WIZARD_STEPS, resumeWizardStep } from '@portal/contracts/wizard/wizard-steps';
import { useNavigate } from 'react-router';
import { pathTo } from '../../config/paths.ts';
import {
  informationMap,
  storeAccount,
  storedFromDetail,
  useSaveInformations,
  useSelectedAccount,
} from '../../lib/accounts/accounts.ts';
import { useLanguage } from '../../lib/use-language.ts';

export type TWizardSlug = (typeof ACCOUNTANT_WIZARD_STEPS)[number]['slug'];

export function stepIndex(slug: TWizardSlug): number {
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
 * One step of the accountant wizard: the selected company and its saved answers, and `complete`,
 * which saves the step's answers with the step itself (`step` = this step) in one call and moves
 * on. Going back is a link: nothing typed into a saved step is lost, it is read from the server.
 */
export function useWizardStep(slug: TWizardSlug) {
  const language = useLanguage();
  const navigate = useNavigate();
  const { selected, data: account, isPending, isError, refetch } = useSelectedAccount();
  const save = useSaveInformations(selected?.id ?? 0);
  const index = stepIndex(slug);
  const next = ACCOUNTANT_WIZARD_STEPS[index + 1];
  const previous = ACCOUNTANT_WIZARD_STEPS[index - 1];
  const saved = account ? informationMap(account.informations) : {};

  const pathOf = (target: TWizardSlug) => pathTo(language, `applicationForm:${target}`);

  async function complete(answers: Partial<Record<TAccountInformationKey, string>> = {}) {
    const informations = Object.entries(answers).map(([key, value]) => ({ key, value: value ?? '' }));
    const step = ACCOUNTANT_WIZARD_STEPS[index]?.saved ?? slug;
    await save.mutateAsync([...informations, { key: 'step', value: step }]);
    if (account) storeAccount({ ...storedFromDetail(account), step });
    if (next) navigate(pathOf(next.slug));
  }

  return {
    account,
    selected,
    saved,
    isPending: selected !== null && isPending,
    isError,
    refetch,
    complete,
    saving: save.isPending,
    saveError: save.error,
    previousPath: previous ? pathOf(previous.slug) : null,
    pathOf,
  };
}
