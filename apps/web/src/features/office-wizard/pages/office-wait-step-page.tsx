import type { TLineStateName } from '@portal/contracts/accounts/product-lines';
import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import {
  VIRTUAL_OFFICE_REQUIREMENTS,
  VIRTUAL_OFFICE_SOURCES,
  virtualOfficeSource,
} from '@portal/contracts/office/virtual-office-requirements';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { OfficeContractPanel } from '../../../domains/office/components/office-contract-panel.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOfficeLocations } from '../api/office-locations.ts';
import { OfficeWizardFrame } from '../components/office-wizard-frame.tsx';
import { officeLine, type TOfficeWizard, useOfficeWizardStep } from '../use-office-wizard-step.ts';

/**
 * Step 4: the office line's state, what happens next, the lease contract (prepared here once the
 * line is approved, accepted here), the documents a virtual office address needs (with their
 * sources) and the secretary who will serve the company.
 */
export default function OfficeWaitStepPage() {
  const { t } = useTranslation('officeWizard');
  const wizard = useOfficeWizardStep('wait-for-approve');
  return (
    <OfficeWizardFrame wizard={wizard} lead={t('wait.lead')}>
      {wizard.account ? <WaitDetails wizard={wizard} /> : null}
    </OfficeWizardFrame>
  );
}

function WaitDetails({ wizard }: { wizard: TOfficeWizard }) {
  const { t } = useTranslation('officeWizard');
  const language = useLanguage();
  const locations = useOfficeLocations();
  const line = wizard.account ? officeLine(wizard.account) : undefined;
  const location = locations.data?.find((item) => String(item.id) === wizard.saved.virtual_office_id);

  return (
    <div className="space-y-6">
      <LineState wizard={wizard} state={line?.state ?? null} />
      {line ? (
        <p className="text-small text-muted">
          {t('wait.updatedAt', { date: formatIstanbulDateTime(new Date(line.updated_at), language) })}
        </p>
      ) : null}

      <Card>
        <h2 className="text-h3 font-bold text-brand-950">{t('wait.nextTitle')}</h2>
        <ol className="mt-3 list-decimal space-y-2 ps-5 text-body text-ink">
          <li>{t('wait.next1')}</li>
          <li>{t('wait.next2')}</li>
          <li>{t('wait.next3')}</li>
        </ol>
      </Card>

      {wizard.account ? (
        <div className="space-y-3">
          <h2 className="text-h3 font-bold text-brand-950">{t('wait.contractTitle')}</h2>
          <OfficeContractPanel accountId={wizard.account.id} />
        </div>
      ) : null}

      <Card>
        <h2 className="text-h3 font-bold text-brand-950">{t('wait.secretaryTitle')}</h2>
        {location?.secretary ? (
          <p className="mt-2 text-body text-ink">
            {t('wait.secretary', { name: location.secretary.name, office: location.name })}
          </p>
        ) : (
          <p className="mt-2 text-body text-muted">
            {location ? t('wait.noSecretary', { office: location.name }) : t('wait.noSecretaryYet')}
          </p>
        )}
        {location ? (
          <p className="mt-1 text-small text-muted">
            {t('wait.reception', {
              hours: location.reception_hours.replace('-', '–'),
              address: location.address,
            })}
          </p>
        ) : null}
      </Card>

      <Requirements />

      <LinkButton to={pathTo(language, 'customerHome')} variant="secondary">
        {t('wait.toDashboard')}
      </LinkButton>
    </div>
  );
}

/** The office line's state in words, with what the customer can do now. */
function LineState({ wizard, state }: { wizard: TOfficeWizard; state: TLineStateName | null }) {
  const { t } = useTranslation('officeWizard');
  const language = useLanguage();
  if (state === 'active') {
    return (
      <Alert tone="success" title={t('wait.activeTitle')}>
        <p>{t('wait.activeText')}</p>
        <LinkButton to={pathTo(language, 'officeCalls')} size="sm" className="mt-3">
          {t('wait.toCalls')}
        </LinkButton>
      </Alert>
    );
  }
  if (state === 'rejected') {
    return (
      <Alert tone="error" title={t('wait.rejectedTitle')}>
        <p>{t('wait.rejectedText')}</p>
        <LinkButton to={wizard.pathOf('locations')} size="sm" className="mt-3">
          {t('wait.review')}
        </LinkButton>
      </Alert>
    );
  }
  if (state === 'payment_due' || state === 'suspended') {
    return (
      <Alert tone="warning" title={t(state === 'suspended' ? 'wait.suspendedTitle' : 'wait.paymentDueTitle')}>
        {t('wait.paymentDueText')}
      </Alert>
    );
  }
  if (state === 'cancelled') return <Alert tone="info" title={t('wait.cancelledTitle')} />;
  return (
    <Alert tone="info" title={t('wait.reviewTitle')}>
      {t('wait.reviewText')}
    </Alert>
  );
}

/** The documents a virtual office address needs in Turkey, each with the rules it comes from. */
function Requirements() {
  const { t } = useTranslation('officeWizard');
  const language = useLanguage();
  const headingId = useId();
  const sourcesId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('wait.documentsTitle')}
        </h2>
        <p className="mt-1 text-small text-muted">{t('wait.documentsLead')}</p>
        <ul className="mt-4 space-y-4">
          {VIRTUAL_OFFICE_REQUIREMENTS.map((item) => (
            <li key={item.id} className="border-line border-s-4 ps-3">
              <p className="font-semibold text-ink">
                {item.title[language]}
                {item.scope === 'moving' ? (
                  <span className="ms-2 inline-block rounded-full bg-brand-50 px-2 text-caption font-medium text-brand-800">
                    {t('wait.movingOnly')}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-small text-ink">{item.detail[language]}</p>
              <p className="mt-1 text-caption text-muted">
                {t('wait.sourceLabel')}{' '}
                {item.sources.map((id) => virtualOfficeSource(id).title[language]).join('; ')}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={sourcesId} className="mt-6 border-line border-t pt-4">
        <h3 id={sourcesId} className="text-small font-bold text-brand-950">
          {t('wait.sourcesTitle')}
        </h3>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-caption text-muted">
          {VIRTUAL_OFFICE_SOURCES.map((source) => (
            <li key={source.id}>
              {source.url ? (
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline">
                  {source.title[language]}
                  <span className="sr-only"> {t('wait.opensNewTab')}</span>
                </a>
              ) : (
                source.title[language]
              )}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-caption text-muted">{t('wait.disclaimer')}</p>
      </section>
    </Card>
  );
}
