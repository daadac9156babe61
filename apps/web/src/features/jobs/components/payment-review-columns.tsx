import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TPaymentToReview } from '@portal/contracts/staff/jobs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TColumn } from '../../../components/data/data-table.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const MISSING = '—';

/**
 * The payments waiting for a person: the payment and its company (linked to the company's page),
 * the amount, the provider's reference to look it up by in the provider's own panel, and since when.
 */
export function usePaymentReviewColumns(): TColumn<TPaymentToReview>[] {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const when = (iso: string) => formatIstanbulDateTime(new Date(iso), language);
  return [
    {
      key: 'payment',
      header: t('jobs.review.columns.payment'),
      rowHeader: true,
      cell: (payment) => (
        <>
          {t('jobs.review.payment', { id: payment.id })}
          <Link
            to={pathTo(language, 'accountDetail', { id: payment.account.id })}
            className="block text-small font-normal text-brand-900 underline-offset-2 hover:underline"
          >
            {payment.account.name}
          </Link>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('jobs.review.columns.amount'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (payment) => formatKurus(payment.amount, language),
    },
    {
      key: 'provider',
      header: t('jobs.review.columns.provider'),
      className: 'break-words',
      cell: (payment) => (
        <>
          {payment.provider}
          <span className="block font-mono text-xs text-muted">{payment.provider_ref ?? MISSING}</span>
        </>
      ),
    },
    {
      key: 'created',
      header: t('jobs.review.columns.created'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (payment) => when(payment.created_at),
    },
    {
      key: 'flagged',
      header: t('jobs.review.columns.flagged'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (payment) => (
        <>
          {when(payment.needs_review_at)}
          <span className="block text-xs text-muted">
            {t('jobs.review.lookups', { count: payment.unanswered_lookups })}
          </span>
        </>
      ),
    },
  ];
}
