import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { requestCompanyName } from '../../accounts/company-name-request.ts';
import type { TKnownWizardStep } from '../use-wizard-progress.ts';
import { WizardDraftScope, wizardDraftKey } from '../wizard-draft.tsx';
import { WizardStepper } from './wizard-stepper.tsx';

/** What the frame reads of a wizard step (`useWizardProgress`). */
type TFrameWizard = {
  steps: readonly TKnownWizardStep[];
  slug: string;
  selected: { id: number; name: string } | null;
  /** The information key the wizard keeps its progress in: with the company and step, where drafts are kept. */
  progressKey: string;
  account: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type WizardFrameProps = {
  wizard: TFrameWizard;
  lead?: ReactNode;
  /**
   * Where the customer must be instead of this step, once the company has loaded (a step not
   * reached yet, an application already paid), or null to stay. The wizard's own rule says.
   */
  redirectTo?: string | null;
  children: ReactNode;
};

/**
 * The page around every step of an application wizard (the accountant's and the office's): the
 * stepper, the step's title and lead, and the states before the step can show (no company yet,
 * loading, a failed load, a step the customer may not be on).
 */
export function WizardFrame({ wizard, lead, redirectTo = null, children }: WizardFrameProps) {
  const { t } = useTranslation(['pages', 'wizard']);
  const step = wizard.steps.find((candidate) => candidate.slug === wizard.slug);
  const [draftRestored, setDraftRestored] = useState(false);

  let body: ReactNode;
  if (!wizard.selected) {
    body = (
      <Card className="space-y-4 text-center">
        <p className="text-body text-muted">{t('wizard:noCompany')}</p>
        <Button onClick={requestCompanyName}>{t('wizard:nameCompany')}</Button>
      </Card>
    );
  } else if (wizard.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('wizard:loading')} />
      </div>
    );
  } else if (wizard.isError || !wizard.account) {
    body = (
      <Alert tone="error" title={t('wizard:loadFailed')}>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void wizard.refetch()}>
          {t('wizard:retry')}
        </Button>
      </Alert>
    );
  } else {
    if (redirectTo) return <Navigate to={redirectTo} replace />;
    // Every step's form keeps its unsaved typing here until it is saved (useWizardDraft).
    body = (
      <WizardDraftScope
        draftKey={wizardDraftKey(wizard.selected.id, wizard.progressKey, wizard.slug)}
        onRestored={() => setDraftRestored(true)}
      >
        {draftRestored ? (
          <p role="status" className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-small text-brand-900">
            {t('wizard:draftRestored')}
          </p>
        ) : null}
        {children}
      </WizardDraftScope>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <WizardStepper steps={wizard.steps} current={wizard.slug} />
      <div>
        {wizard.selected ? (
          <p className="text-small font-semibold text-brand-700">
            {t('wizard:companyLabel', { name: wizard.selected.name })}
          </p>
        ) : null}
        <h1 className="text-h2 font-bold text-brand-950">{step ? t(`pages:${step.labelKey}`) : null}</h1>
        {lead ? <p className="mt-1 text-body text-muted">{lead}</p> : null}
      </div>
      {body}
    </div>
  );
}

/** The step's buttons: back (a link to the previous step) and continue (submits the step's form). */
export function WizardActions({
  wizard,
  submitLabel,
  disabled,
}: {
  wizard: { previousPath: string | null; saving: boolean };
  submitLabel?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('wizard');
  return (
    <div className="flex flex-col-reverse gap-3 border-line border-t pt-6 sm:flex-row sm:justify-between">
      {wizard.previousPath ? (
        <LinkButton to={wizard.previousPath} variant="secondary">
          {t('back')}
        </LinkButton>
      ) : (
        <span />
      )}
      <Button type="submit" loading={wizard.saving} disabled={disabled}>
        {submitLabel ?? t('continue')}
      </Button>
    </div>
  );
}
