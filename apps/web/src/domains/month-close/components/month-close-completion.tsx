import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { currentPeriod, formatPeriod } from '@portal/contracts/documents/document-periods';
import type { TMonthClose } from '@portal/contracts/month-close/month-close';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCompleteMonthClose } from '../complete-month-close.ts';
import { useMonthClose } from '../get-month-close.ts';
import { MonthCloseStateBadge } from './month-close-state-badge.tsx';

const systemNow = () => new Date();

type MonthCloseCompletionProps = {
  accountId: number;
  /** The month shown (`YYYY-MM`). */
  period: string;
  /** The caller may say the month is complete: a member who may upload documents, of an active company. */
  mayComplete: boolean;
  now?: () => Date;
};

/**
 * A month's close on the customer's documents page (issue 33): once the month has ended, where it
 * stands (`GET month-close`) and, while its documents are pending, "this month is complete" (`POST
 * …/complete`) after a confirmation. Nothing for a month still running. Needs `monthClose`.
 */
export function MonthCloseCompletion({
  accountId,
  period,
  mayComplete,
  now = systemNow,
}: MonthCloseCompletionProps) {
  const { t } = useTranslation('monthClose');
  const language = useLanguage();
  const headingId = useId();
  // `YYYY-MM` strings order as the months do.
  const ended = period < currentPeriod(now());
  const monthClose = useMonthClose(accountId, period, ended);
  if (!ended) return null;
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="font-semibold text-brand-950">
          {t('customer.title', { month: formatPeriod(period, language) })}
        </h2>
        <QueryState query={monthClose} errorTitle={t('customer.loadFailed')} size="section">
          {(close) => <Completion close={close} accountId={accountId} mayComplete={mayComplete} />}
        </QueryState>
      </section>
    </Card>
  );
}

function Completion({
  close,
  accountId,
  mayComplete,
}: {
  close: TMonthClose;
  accountId: number;
  mayComplete: boolean;
}) {
  const { t } = useTranslation('monthClose');
  const language = useLanguage();
  const complete = useCompleteMonthClose(accountId, close.period);
  const [confirming, setConfirming] = useState(false);
  const month = formatPeriod(close.period, language);
  const pending = close.state === 'documents_pending';
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-small text-ink">
        <span className="font-semibold">{t('customer.state')}:</span>
        <MonthCloseStateBadge state={close.state} />
      </p>
      {close.completed_by_customer_at ? (
        <p className="text-small text-muted">
          {t('customer.completedAt', {
            date: formatIstanbulDate(new Date(close.completed_by_customer_at), language),
          })}
        </p>
      ) : null}
      {pending && mayComplete ? (
        <div className="space-y-3">
          <p className="text-small text-muted">{t('customer.pendingHint')}</p>
          <Button
            variant="secondary"
            icon={<CheckIcon className="size-5" />}
            className="max-sm:w-full"
            onClick={() => setConfirming(true)}
          >
            {t('customer.complete')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('customer.confirmTitle', { month })}
            description={t('customer.confirmText', { month })}
            confirmLabel={t('customer.complete')}
            onCancel={() => setConfirming(false)}
            onConfirm={async () => {
              await complete.mutateAsync();
              // The server's "completed" message is the notification.
              setConfirming(false);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
