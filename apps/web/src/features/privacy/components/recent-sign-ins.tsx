import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type { TSignIn } from '@portal/contracts/privacy/privacy-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSignIns } from '../api/get-sign-ins.ts';
import { maskIp } from '../mask-ip.ts';

/** The profile's "Recent sign-ins": the latest 20, newest first, failures marked. */
export function RecentSignIns() {
  const { t } = useTranslation('myData');
  const headingId = useId();
  const signIns = useSignIns();
  const columns = useSignInColumns();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('signIns.title')}
        </h2>
        <p className="mt-1 text-small text-muted">{t('signIns.lead')}</p>
      </div>
      <DataTable
        caption={t('signIns.list')}
        query={signIns}
        columns={columns}
        rowKey={(signIn) => signIn.id}
        compact
        errorTitle={t('signIns.loadFailed')}
        empty={t('signIns.empty')}
      />
    </section>
  );
}

function useSignInColumns(): TColumn<TSignIn>[] {
  const { t } = useTranslation('myData');
  const language = useLanguage();
  return [
    {
      key: 'time',
      header: t('signIns.time'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (signIn) => formatIstanbulDateTime(new Date(signIn.occurred_at), language),
    },
    {
      key: 'result',
      header: t('signIns.result'),
      cell: (signIn) => (
        <>
          <span className={cn('font-semibold', signIn.succeeded ? 'text-success' : 'text-danger')}>
            {signIn.failure
              ? t(`signIns.failure.${signIn.failure}`)
              : signIn.second_factor
                ? t('signIns.succeededSecondFactor')
                : t('signIns.succeeded')}
          </span>
          {signIn.user_agent ? (
            <span className="block text-xs break-words text-muted">
              {t('signIns.device', { device: signIn.user_agent })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'ip',
      header: t('signIns.ip'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (signIn) =>
        signIn.ip ? (
          <>
            <span className="sr-only">{t('signIns.ipMasked', { ip: maskIp(signIn.ip) })}</span>
            <span aria-hidden="true">{maskIp(signIn.ip)}</span>
          </>
        ) : (
          t('signIns.unknownIp')
        ),
    },
  ];
}
