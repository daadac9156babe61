import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import type { TAccountInformationKey } from '@portal/contracts/accounts/information-keys';
import type { ACCOUNTANT_WIZARD_STEPS, OFFICE_WIZARD_STEPS } from '@portal/contracts/wizard/wizard-steps';
import { useNavigate } from 'react-router';
import { informationMap, useSaveInformations, useSelectedAccount } from '../accounts/accounts.ts';
import { clearWizardDraft, wizardDraftKey } from './wizard-draft.tsx';

/** A step of one of the application wizards (its label key is a key of the `pages` texts). */
export type TKnownWizardStep =
  | (typeof ACCOUNTANT_WIZARD_STEPS)[number]
  | (typeof OFFICE_WIZARD_STEPS)[number];

export type TWizardAnswers = Partial<Record<TAccountInformationKey, string>>;

type TWizardProgressOptions<S extends readonly TKnownWizardStep[]> = {
  steps: S;
  slug: S[number]['slug'];
  /** The information key the wizard keeps its progress in (`step`, `office_step`; spec section 4). */
  progressKey: Extract<TAccountInformationKey, 'step' | 'office_step'>;
  /** A step's address in the page's language. */
  pathOf: (slug: S[number]['slug']) => string;
  /** After a step is saved, before the next opens (the accountant wizard keeps its step in storage). */
  onSaved?: (account: TAccountDetail, savedStep: string) => void;
};

/**
 * One step of an application wizard: the selected company and its saved answers, and `complete`,
 * which saves the step's answers with the step itself (`progressKey` = this step) in one
 * `POST accounts/{id}/informations` and opens the next step. Going back is a link: nothing saved
 * is lost, every step reads its answers from the server.
 */
export function useWizardProgress<const S extends readonly TKnownWizardStep[]>({
  steps,
  slug,
  progressKey,
  pathOf,
  onSaved,
}: TWizardProgressOptions<S>) {
  const navigate = useNavigate();
  const { selected, data: account, isPending, isError, refetch } = useSelectedAccount();
  const save = useSaveInformations(selected?.id ?? 0);
  const index = steps.findIndex((step) => step.slug === slug);
  const next = steps[index + 1];
  const previous = steps[index - 1];
  const saved = account ? informationMap(account.informations) : {};

  /**
   * Saves the answers and this step, then opens the next step (with `search`, say `?add_ons=…`,
   * when the next step reads something the customer chose but the server does not keep).
   */
  async function complete(answers: TWizardAnswers = {}, search = '') {
    const informations = Object.entries(answers).map(([key, value]) => ({ key, value: value ?? '' }));
    const step = steps[index]?.saved ?? slug;
    await save.mutateAsync([...informations, { key: progressKey, value: step }]);
    // Saved: the step's draft (unsaved typing kept over a reload) is no longer needed.
    if (selected) clearWizardDraft(wizardDraftKey(selected.id, progressKey, slug));
    if (account) onSaved?.(account, step);
    if (next) navigate(`${pathOf(next.slug)}${search}`);
  }

  return {
    steps,
    slug,
    progressKey,
    account,
    selected,
    saved,
    /** The saved progress (`step` / `office_step`), or null when none is saved. */
    savedStep: saved[progressKey] ?? null,
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
