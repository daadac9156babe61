import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/data/list-results.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAccountStatusHistory } from '../api/get-account-status-history.ts';
import { formatMoment } from '../formatting.ts';
import { useAccountStatusLabel } from './account-status-badge.tsx';

/** How the company's status moved, newest first: from what to what, who did it, when and why. */
export function StatusHistory({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const statusLabel = useAccountStatusLabel();
  const history = useAccountStatusHistory(accountId);
  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('history.title')}</h2>
      <div className="mt-4">
        <ListResults compact query={history} errorTitle={t('history.loadFailed')} empty={t('history.empty')}>
          {(changes) => (
            <ol className="divide-y divide-line">
              {changes.map((change) => (
                <li key={`${change.created_at}-${change.to_status}`} className="py-3 first:pt-0 last:pb-0">
                  <p className="text-small font-semibold text-ink">
                    {t('history.change', {
                      from: statusLabel(change.from_status),
                      to: statusLabel(change.to_status),
                    })}
                  </p>
                  <p className="text-xs text-muted">
                    {t('history.by', {
                      name: change.changed_by?.name ?? t('history.system'),
                      date: formatMoment(change.created_at, language),
                    })}
                  </p>
                  {change.reason?.trim() ? (
                    <p className="mt-1 text-small whitespace-pre-line text-ink">
                      {t('history.reason', { reason: change.reason.trim() })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </ListResults>
      </div>
    </Card>
  );
}
