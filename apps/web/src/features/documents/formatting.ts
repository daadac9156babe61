import { formatIstanbulDate, INTL_LOCALES } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';

/** A file's size as people read it: "820 KB", "1,4 MB". */
export function formatSize(bytes: number, language: TLanguage): string {
  const megabytes = bytes / (1024 * 1024);
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'unit',
      unit,
      maximumFractionDigits: 1,
    }).format(value);
  return megabytes >= 1 ? format(megabytes, 'megabyte') : format(Math.max(bytes / 1024, 0.1), 'kilobyte');
}

/**
 * A calendar day `YYYY-MM-DD` without its weekday: "26 Kasım 2026", "26 November 2026" (noon UTC
 * is the same day in Istanbul).
 */
export function formatDay(day: string, language: TLanguage): string {
  return formatIstanbulDate(new Date(`${day}T12:00:00Z`), language);
}
