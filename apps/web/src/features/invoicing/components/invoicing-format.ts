import { INTL_LOCALES } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';
import { formatKurus } from '@portal/contracts/common/money';
import type { TInvoiceCurrency } from '@portal/contracts/sales-invoices/invoice-codes';

/** A calendar date `YYYY-MM-DD` as a short date: 14.03.2025 (noon UTC is that day anywhere near). */
export function formatDay(date: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** An amount in the currency's smallest unit (kuruş, cent) as money of that currency. */
export function formatMoney(amount: number, currency: TInvoiceCurrency, language: TLanguage): string {
  if (currency === 'TRY') return formatKurus(amount, language);
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: amount % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);
}

/** A number as the person's language writes it ("2,5", "12.5"), up to three decimals. */
export function formatNumber(value: number, language: TLanguage): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 3 }).format(value);
}

/**
 * A decimal number as typed ("2,5" or "2.5"; no grouping), or null. Quantities and discount rates
 * are small figures a person writes without thousands separators.
 */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A number back into the field's text in the person's language ("2,5" in Turkish). */
export function decimalInput(value: number, language: TLanguage): string {
  const text = String(value);
  return language === 'tr' ? text.replace('.', ',') : text;
}
