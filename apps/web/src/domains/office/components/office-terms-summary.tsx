import { formatKurus } from '@portal/contracts/common/money';
import type { TOfficeAllowance, TOfficeFeeCode } from '@portal/contracts/office/office-usage';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOfficeTerms } from '../office-terms.ts';

const MONTHLY: readonly (keyof TOfficeAllowance)[] = ['calls', 'scans', 'forwardings', 'room_hours'];

/**
 * An office packet's terms in two compact lines (texts of `officeUsage`): what each month
 * includes, and each action's fee beyond it '+ KDV'. Nothing while the terms load or when the
 * packet has none (it is not an office packet); the packet's own price and features stand anyway.
 * Spans only: it sits inside the packet's choice label on the wizard step.
 */
export function OfficeTermsSummary({ productId, className }: { productId: number; className?: string }) {
  const { t } = useTranslation('officeUsage');
  const language = useLanguage();
  const terms = useOfficeTerms().data?.find((item) => item.product_id === productId);
  if (!terms) return null;
  const money = (kurus: number) => formatKurus(kurus, language);
  const included = [
    ...MONTHLY.filter((column) => terms.allowance[column] > 0).map((column) =>
      t(`terms.allowance.${column}`, { count: terms.allowance[column] }),
    ),
    ...(terms.allowance.storage_days > 0
      ? [t('terms.allowance.storage_days', { count: terms.allowance.storage_days })]
      : []),
  ];
  const fees = terms.fees
    .filter((fee) => fee.unit_price > 0)
    .map((fee) => t(`terms.fees.${fee.code satisfies TOfficeFeeCode}`, { price: money(fee.unit_price) }));
  return (
    <span className={cn('mt-3 block space-y-1 text-small', className)}>
      <span className="block text-ink">
        <span className="font-semibold">{t('terms.includes')}</span>{' '}
        {included.length > 0 ? included.join(' · ') : t('terms.nothingIncluded')}
      </span>
      {fees.length > 0 ? (
        <span className="block text-muted">
          <span className="font-semibold">{t('terms.beyond')}</span> {fees.join(' · ')}
        </span>
      ) : null}
    </span>
  );
}
