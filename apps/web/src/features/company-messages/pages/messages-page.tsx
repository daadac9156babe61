import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useCompanyName } from '../../../domains/accounts/accounts.ts';
import { useCompanyTarget } from '../../../domains/session/company-target.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
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
  const stored = useStoredValue('account');
  const accountId = target?.accountId ?? null;
  // Staff read the company's name; its number until it is known.
  const companyName = useCompanyName(isStaff ? target : null);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-h2 font-bold text-brand-950">{t('pages:messages.title')}</h1>
          <p className="mt-1 text-body text-muted">
            {isStaff && accountId !== null
              ? (companyName ?? t('companyStaff', { id: accountId }))
              : (stored?.name ?? t('lead'))}
          </p>
          {isStaff && accountId !== null ? (
            <LinkButton
              variant="ghost"
              size="sm"
              className="mt-2"
              to={pathTo(language, 'accountDetail', { id: accountId })}
            >
              {t('backToCompany')}
            </LinkButton>
          ) : null}
        </div>
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
