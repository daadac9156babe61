import { ACCOUNTANT_WIZARD_STEPS } from '@portal/contracts/wizard/wizard-steps';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import { requestCompanyName } from '../../../lib/accounts/company-name-request.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { stepIndex, type TWizardSlug, type useWizardStep, wizardRedirect } from '../use-wizard-step.ts';
import { WizardStepper } from './wizard-stepper.tsx';

type WizardFrameProps = {
  slug: TWizardSlug;
  wizard: ReturnType<typeof useWizardStep>;
  lead?: ReactNode;
  /** Set once the step has sent the customer on (the payment step after a payment): no redirect then. */
  leaving?: boolean;
  children: ReactNode;
};

/**
 * The page around every step: the stepper, the step's title and lead, and the states before the
 * step can show (no company yet, loading, a failed load, a step not reached yet).
 */
export function WizardFrame({ slug, wizard, lead, leaving = false, children }: WizardFrameProps) {
  const { t } = useTranslation(['pages', 'wizard']);
  const language = useLanguage();
  const step = ACCOUNTANT_WIZARD_STEPS[stepIndex(slug)];

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
    const progress = { status: wizard.account.status, savedStep: wizard.saved.step ?? null };
    const target = leaving ? null : wizardRedirect(slug, progress);
    if (target === 'company-founded') return <Navigate to={pathTo(language, 'companyFounded')} replace />;
    if (target) return <Navigate to={wizard.pathOf(target)} replace />;
    body = children;
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <WizardStepper current={slug} />
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
  wizard: ReturnType<typeof useWizardStep>;
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
