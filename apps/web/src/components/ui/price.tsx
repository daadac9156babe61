import { formatKurus } from '@portal/contracts/common/money';
import type { TBillingPeriod } from '@portal/contracts/products/product-types';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language.ts';

/*
 * THE way a catalogue price is shown to a customer: the amount before KDV, the period it is
 * charged for, and that KDV is added ("₺2.490 / ay + KDV", "₺150 + KDV, tek seferlik",
 * "₺2,490 / month + VAT"). Every packet, add-on, office packet, booth and stage price goes
 * through here, so none is shown without its "+ KDV"; the words live once, in `common:price`.
 * Totals with KDV in them ("KDV dahil") are another thing and say so themselves.
 */

type TPriceOptions = {
  /** A one-off price says so ("+ KDV, tek seferlik") where nothing around it does. */
  once?: boolean;
};

/** The price's words, for places that need text (a label, a sentence, an option). */
export function usePrice() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  /** What follows the amount: "/ ay + KDV", "/ saat + KDV", "+ KDV" (", tek seferlik" when asked). */
  const suffix = (billing: TBillingPeriod = 'one_off', options: TPriceOptions = {}): string => {
    const vat = t('price.plusVat');
    if (billing === 'monthly') return `${t('price.perMonth')} ${vat}`;
    if (billing === 'hourly') return `${t('price.perHour')} ${vat}`;
    return options.once ? `${vat}, ${t('price.once')}` : vat;
  };
  return {
    amount: (kurus: number) => formatKurus(kurus, language),
    suffix,
    /** The whole price: "₺2.490 / ay + KDV". */
    text: (kurus: number, billing?: TBillingPeriod, options?: TPriceOptions) =>
      `${formatKurus(kurus, language)} ${suffix(billing, options)}`,
  };
}

/**
 * A price on a card: the amount in `amountClassName`, the period and "+ KDV" after it in
 * `suffixClassName` (small and muted unless given).
 */
export function Price({
  kurus,
  billing,
  once,
  className,
  amountClassName,
  suffixClassName,
}: {
  kurus: number;
  billing?: TBillingPeriod;
  once?: boolean;
  className?: string;
  amountClassName?: string;
  suffixClassName?: string;
}) {
  const price = usePrice();
  return (
    <span className={className}>
      <span className={amountClassName}>{price.amount(kurus)}</span>{' '}
      <span className={suffixClassName ?? 'text-small font-medium text-muted'}>
        {price.suffix(billing, once === undefined ? {} : { once })}
      </span>
    </span>
  );
}
