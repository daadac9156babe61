import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { DATA_EXPORT_LINK_HOURS } from '@portal/contracts/privacy/privacy-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDataExport } from '../api/get-data-export.ts';
import { useRequestDataExport } from '../api/request-data-export.ts';

/**
 * "Download my data": the button while no copy is pending or ready, otherwise the copy's state
 * (being prepared; ready, its link mailed and working until a time; failed).
 */
export function DataExportSection() {
  const { t } = useTranslation(['myData', 'common']);
  const language = useLanguage();
  const headingId = useId();
  const state = useDataExport();
  const request = useRequestDataExport();
  const time = (iso: string | null) => (iso ? formatIstanbulDateTime(new Date(iso), language) : '');

  const ask = async () => {
    try {
      const { message } = await request.mutateAsync();
      if (message) notify({ type: 'success', title: t('common:success'), description: message });
    } catch {
      // The API client has shown the failure (409: one is already under way; 429).
    }
  };

  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('export.title')}
        </h2>
        <p className="text-body text-ink">{t('export.lead', { hours: DATA_EXPORT_LINK_HOURS })}</p>
        <QueryState query={state} size="section" errorTitle={t('export.loadFailed')}>
          {(current) => (
            <div className="space-y-4">
              {current.status === 'pending' ? (
                <Alert tone="info">{t('export.pending', { time: time(current.requested_at) })}</Alert>
              ) : null}
              {current.status === 'ready' ? (
                <Alert tone="success">{t('export.ready', { time: time(current.expires_at) })}</Alert>
              ) : null}
              {current.status === 'failed' ? <Alert tone="warning">{t('export.failed')}</Alert> : null}
              {current.status === 'none' || current.status === 'failed' ? (
                <Button onClick={ask} loading={request.isPending} className="w-full sm:w-auto">
                  {t('export.request')}
                </Button>
              ) : null}
            </div>
          )}
        </QueryState>
      </section>
    </Card>
  );
}
