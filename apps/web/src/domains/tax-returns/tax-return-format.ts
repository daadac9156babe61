import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatPeriod } from '@portal/contracts/documents/document-periods';
import type { TTaxReturn, TTaxReturnKind } from '@portal/contracts/tax-returns/tax-returns';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;

/**
 * A return's period as people say it: "Ekim 2026" / "October 2026", "2026 yılı 3. dönem" /
 * "Q3 2026", "2026". Needs the `taxReturns` namespace loaded.
 */
export function useReturnPeriod(): (period: string) => string {
  const { t } = useTranslation('taxReturns');
  const language = useLanguage();
  return (period) => {
    if (MONTH.test(period)) return formatPeriod(period, language);
    const quarter = QUARTER.exec(period);
    if (quarter) return t('period.quarter', { year: quarter[1], quarter: quarter[2] });
    return period;
  };
}

/**
 * A calendar day `YYYY-MM-DD` without its weekday: "26 Kasım 2026", "26 November 2026" (noon UTC
 * is the same day in Istanbul).
 */
export function formatDay(day: string, language: TLanguage): string {
  return formatIstanbulDate(new Date(`${day}T12:00:00Z`), language);
}

/** "KDV beyannamesi, Ekim 2026": a return by its kind's name and its period. */
export function useReturnTitle(): (taxReturn: { kind: TTaxReturnKind; period: string }) => string {
  const { t } = useTranslation('taxReturns');
  const periodOf = useReturnPeriod();
  return ({ kind, period }) => t('title', { name: t(`kinds.${kind}`), period: periodOf(period) });
}

/** The customer has sent the receipt of an accrual; the advisor has not confirmed it yet. */
export const paymentReported = (taxReturn: Pick<TTaxReturn, 'status' | 'paid_at'>) =>
  taxReturn.status === 'accrued' && taxReturn.paid_at !== null;
