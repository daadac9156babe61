import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStages } from '../api/get-stages.ts';
import { MyBookings } from '../components/my-bookings.tsx';
import { StageBookingForm } from '../components/stage-booking-form.tsx';
import { isNetworkMember } from '../network-line.ts';

/**
 * `endless-network/my-company-stage`: the selected company books an hour of a stage (a member
 * of the network only: otherwise the page says the membership is needed and where to get it),
 * and sees its holds and sessions.
 */
export default function MyCompanyStagePage() {
  const { t } = useTranslation('networkStages');
  const { selected, ...account } = useSelectedAccount();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-h2 font-bold text-brand-950">{t('myStage.title')}</h1>
        {selected ? (
          <p className="text-body text-muted">{t('myStage.lead', { company: selected.name })}</p>
        ) : null}
      </header>
      {selected ? (
        <QueryState query={account} errorTitle={t('myStage.loadFailed')}>
          {(detail) => <CompanyStage account={detail} />}
        </QueryState>
      ) : (
        <EmptyState>{t('myStage.noCompany')}</EmptyState>
      )}
    </div>
  );
}

function CompanyStage({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  const stages = useStages();
  if (!isNetworkMember(account)) {
    return (
      <div className="space-y-4">
        <Alert tone="info" title={t('myStage.membershipTitle')}>
          {t('myStage.membershipNeeded', { company: account.name })}
        </Alert>
        <LinkButton to={pathTo(language, 'networkForMyCompany')}>{t('myStage.toMembership')}</LinkButton>
      </div>
    );
  }
  return (
    <>
      <QueryState query={stages} errorTitle={t('stages.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('stages.empty')}</EmptyState>
          ) : (
            <StageBookingForm accountId={account.id} stages={list} />
          )
        }
      </QueryState>
      <MyBookings accountId={account.id} />
    </>
  );
}
