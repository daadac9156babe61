import type { TTaxReturn, TTaxReturnStatus } from '@portal/contracts/tax-returns/tax-returns';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { paymentReported } from '../tax-return-format.ts';

const TONES: Record<TTaxReturnStatus | 'reported', string> = {
  preparing: 'bg-brand-50 text-brand-900',
  filed: 'bg-sky-100 text-sky-950',
  accrued: 'bg-amber-100 text-amber-950',
  reported: 'bg-violet-100 text-violet-950',
  paid: 'bg-green-100 text-green-900',
  not_required: 'bg-gray-200 text-gray-900',
};

/** A return's status as a badge; an accrual whose receipt is in says it waits for the advisor. */
export function TaxReturnStatusBadge({
  taxReturn,
  className,
}: {
  taxReturn: Pick<TTaxReturn, 'status' | 'paid_at'>;
  className?: string;
}) {
  const { t } = useTranslation('taxReturns');
  const state = paymentReported(taxReturn) ? 'reported' : taxReturn.status;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-small font-semibold whitespace-nowrap',
        TONES[state],
        className,
      )}
    >
      {t(`status.${state}`)}
    </span>
  );
}
