import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { CompanyPageHeading } from '../../../domains/session/company-page-heading.tsx';
import { useCompanyTarget } from '../../../domains/session/company-target.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { TaxReturnsList } from '../components/tax-returns-list.tsx';

/**
 * `/app/tax-returns`: the company's returns (a customer's selected company; for staff, the company
 * of `?account=ID`, asked for in the staff view when they see every company), as the accountancy
 * page reaches a company. Staff add, change and confirm them; customers read and pay them.
 */
export default function TaxReturnsPage() {
  const { t } = useTranslation(['taxReturns', 'pages']);
  const language = useLanguage();
  const { can } = useSessionView();
  const { target, isStaff } = useCompanyTarget();

  return (
    <div className="space-y-6">
      <CompanyPageHeading
        title={t('pages:taxReturns.title')}
        lead={t('lead')}
        staffFallback={(id) => t('companyStaff', { id })}
        backLabel={t('backToCompany')}
      />
      {target ? (
        <TaxReturnsList
          target={target}
          isStaff={isStaff}
          canDownload={isStaff || can(PERMISSIONS.showFiles)}
        />
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
