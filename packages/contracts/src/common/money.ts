import { CURRENCY } from './limits.ts';

/** Money is integer kuruş everywhere; this is the one place that turns it into text. */
export function formatKurus(kurus: number, locale: 'tr' | 'en' = 'tr'): string {
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: kurus % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
}
