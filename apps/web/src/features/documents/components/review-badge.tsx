import type { TReviewStatus } from '@portal/contracts/documents/monthly-documents';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TONES: Record<TReviewStatus, string> = {
  pending: 'bg-sky-100 text-sky-950',
  accepted: 'bg-green-100 text-green-900',
  needs_fix: 'bg-amber-100 text-amber-950',
};

/** The advisor's review of a document, as a badge (its colour only repeats the words). */
export function ReviewBadge({ status }: { status: TReviewStatus }) {
  const { t } = useTranslation('documents');
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-caption font-semibold', TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
