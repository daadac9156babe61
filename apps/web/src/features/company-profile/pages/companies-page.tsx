import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TProfileCompany } from '@portal/contracts/company-profile/company-profile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { ListResults } from '../../../components/data/list-results.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { BuildingIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { selectAccount } from '../../../domains/accounts/accounts.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useProfileCompanies } from '../api/get-profile-companies.ts';
import { CompanyCard } from '../components/company-card.tsx';

/**
 * `/profile/companies`: every company the person belongs to, as cards (they stack on a phone):
 * each product line's state, packet and next charge; switch to one, or open its details.
 */
export default function CompaniesPage() {
  const { t } = useTranslation(['companyProfile', 'pages']);
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSessionView();
  const selected = useStoredValue('account');
  const companies = useProfileCompanies();

  // As the top bar's selector does: the company is stored, and the person lands on its home.
  const onSwitch = (company: TProfileCompany) => {
    selectAccount({ id: company.id, name: company.name, status: company.status });
    navigate(pathTo(language, session.isStaff ? 'advisorDashboard' : 'customerHome'));
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileCompanies.title')}</h1>
        <p className="mt-1 text-body text-muted">
          {session.isStaff ? t('companies.staffLead') : t('companies.lead')}
        </p>
      </div>
      <ListResults
        query={companies}
        errorTitle={t('companies.loadFailed')}
        empty={
          session.isStaff ? (
            // Staff serve companies rather than belong to them: theirs are on the companies list.
            <Card className="flex flex-col items-center gap-4 py-10 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <BuildingIcon className="size-7" />
              </span>
              <p className="mx-auto max-w-md text-body text-muted">{t('companies.staffEmpty')}</p>
              {session.can(PERMISSIONS.showAccounts) ? (
                <LinkButton to={pathTo(language, 'accounts')} variant="secondary">
                  {t('companies.staffList')}
                </LinkButton>
              ) : null}
            </Card>
          ) : (
            <EmptyState icon={<BuildingIcon className="size-7" />}>{t('companies.empty')}</EmptyState>
          )
        }
      >
        {(list) => (
          <div className="grid gap-6 xl:grid-cols-2">
            {list.map((company) => (
              <CompanyCard
                key={company.id}
                company={company}
                selected={selected?.id === company.id}
                onSwitch={onSwitch}
              />
            ))}
          </div>
        )}
      </ListResults>
    </div>
  );
}
