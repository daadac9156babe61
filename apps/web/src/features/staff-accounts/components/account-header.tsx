import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatMoment } from '../formatting.ts';
import { AccountStatusBadge } from './account-status-badge.tsx';

type AccountHeaderProps = {
  account: Pick<TAccountDetail, 'id' | 'name' | 'status' | 'created_at'> &
    // Read loosely: a server that predates them leaves them out.
    Partial<Pick<TAccountDetail, 'status_reason' | 'status_changed_at'>>;
};

/** The company's name, number, status and when it applied; the reason of the last status change. */
export function AccountHeader({ account }: AccountHeaderProps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const reason = account.status_reason?.trim() ?? '';
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-h2 font-bold break-words text-brand-950">{account.name}</h1>
          <p className="mt-1 text-small text-muted">{t('detail.number', { id: account.id })}</p>
        </div>
        <AccountStatusBadge status={account.status} className="text-small" />
      </div>
      <dl className="mt-4 grid gap-3 text-small sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('detail.createdAt')}</dt>
          <dd className="font-medium text-ink">{formatMoment(account.created_at, language)}</dd>
        </div>
        {account.status_changed_at ? (
          <div>
            <dt className="text-muted">{t('detail.statusChangedAt')}</dt>
            <dd className="font-medium text-ink">{formatMoment(account.status_changed_at, language)}</dd>
          </div>
        ) : null}
      </dl>
      {reason !== '' ? (
        <Alert
          tone={account.status === ACCOUNT_STATUSES.rejected ? 'warning' : 'info'}
          title={
            account.status === ACCOUNT_STATUSES.rejected
              ? t('detail.rejectionReason')
              : t('detail.statusReason')
          }
          className="mt-4"
        >
          <p className="whitespace-pre-line">{reason}</p>
        </Alert>
      ) : null}
    </Card>
  );
}
