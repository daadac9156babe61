import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { CompanyPageHeading } from '../../../domains/session/company-page-heading.tsx';
import { useCompanyTarget } from '../../../domains/session/company-target.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { AdvisorChangeButton } from '../components/advisor-change-dialog.tsx';
import { MessageComposer } from '../components/message-composer.tsx';
import { MessageThread } from '../components/message-thread.tsx';

/**
 * `/app/messages`: the company's conversation with its advisor (issue 33): a customer's selected
 * company; for staff, the company of `?account=ID` (from the company's page or list), asked for in
 * the staff view when they see every company. A customer may also ask for another advisor.
 */
export default function MessagesPage() {
  const { t } = useTranslation(['messages', 'pages']);
  const language = useLanguage();
  const { target, isStaff } = useCompanyTarget();

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <CompanyPageHeading
          title={t('pages:messages.title')}
          lead={t('lead')}
          staffFallback={(id) => t('companyStaff', { id })}
          backLabel={t('backToCompany')}
          className="min-w-0"
        />
        {target && !isStaff ? (
          <AdvisorChangeButton key={target.accountId} accountId={target.accountId} />
        ) : null}
      </div>
      {target ? (
        <>
          <MessageThread key={`thread-${target.accountId}`} target={target} isStaff={isStaff} />
          <MessageComposer key={`composer-${target.accountId}`} target={target} />
        </>
      ) : isStaff ? (
        <Alert tone="info">
          <p>{t('noCompanyStaff')}</p>
          <LinkButton to={pathTo(language, 'accounts')} variant="secondary" size="sm" className="mt-3">
            {t('pages:accounts.title')}
          </LinkButton>
        </Alert>
      ) : (
        <Alert tone="info">{t('noCompany')}</Alert>
      )}
    </div>
  );
}
