import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { ESTABLISHMENT_WORKING_DAYS } from '@portal/contracts/common/limits';
import { toLocalPhone } from '@portal/contracts/people/phone';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { VirtualOfficeNotice } from '../../../domains/office/components/virtual-office-notice.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useWizardStep } from '../use-wizard-step.ts';

/** Step 7: what happens next, the 3-working-day promise, and the advisor's contact once assigned. */
export default function WaitForApproveStepPage() {
  const { t } = useTranslation('wizard');
  const language = useLanguage();
  const wizard = useWizardStep('wait-for-approve');
  const account = wizard.account;
  const advisor = account?.users.find((user) => user.role_name === 'advisor');
  const rejected = account?.status === ACCOUNT_STATUSES.rejected;
  const reason = account && 'status_reason' in account ? (account.status_reason as string | null) : null;

  return (
    <WizardFrame slug="wait-for-approve" wizard={wizard} lead={t('wait.lead')}>
      {account ? (
        <div className="space-y-6">
          {rejected ? (
            <Alert tone="error" title={t('wait.rejectedTitle')}>
              {reason ? <p>{t('wait.rejectedReason', { reason })}</p> : null}
              <p className="mt-2">{t('wait.rejectedNext')}</p>
              <LinkButton to={wizard.pathOf('status')} size="sm" className="mt-3">
                {t('wait.review')}
              </LinkButton>
            </Alert>
          ) : (
            <Alert tone="info" title={t('wait.reviewTitle')}>
              {t('wait.promise', { days: ESTABLISHMENT_WORKING_DAYS })}
            </Alert>
          )}
          {/* At one of our virtual offices: its packet to pay, or where the office stands (issue 36). */}
          <VirtualOfficeNotice account={account} />
          <Card>
            <h2 className="text-h3 font-bold text-brand-950">{t('wait.nextTitle')}</h2>
            <ol className="mt-3 list-decimal space-y-2 ps-5 text-body text-ink">
              <li>{t('wait.next1')}</li>
              <li>{t('wait.next2', { days: ESTABLISHMENT_WORKING_DAYS })}</li>
              <li>{t('wait.next3')}</li>
            </ol>
          </Card>
          <Card>
            <h2 className="text-h3 font-bold text-brand-950">{t('wait.advisorTitle')}</h2>
            {advisor ? (
              <dl className="mt-3 grid gap-1 text-body sm:grid-cols-[auto_1fr] sm:gap-x-6">
                <dt className="text-muted">{t('wait.advisorName')}</dt>
                <dd className="font-medium">{advisor.name}</dd>
                <dt className="text-muted">{t('wait.advisorEmail')}</dt>
                <dd>
                  <a href={`mailto:${advisor.email}`}>{advisor.email}</a>
                </dd>
                {advisor.phone ? (
                  <>
                    <dt className="text-muted">{t('wait.advisorPhone')}</dt>
                    <dd>
                      <a href={`tel:${advisor.phone}`}>{toLocalPhone(advisor.phone)}</a>
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p className="mt-2 text-body text-muted">{t('wait.noAdvisor')}</p>
            )}
          </Card>
          <LinkButton to={pathTo(language, 'customerHome')} variant="secondary">
            {t('wait.toDashboard')}
          </LinkButton>
        </div>
      ) : null}
    </WizardFrame>
  );
}
