import { INTL_LOCALES } from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';

/** A calendar date `YYYY-MM-DD` as a short date: 14.03.2025, 14/03/2025 (noon UTC is that day anywhere near). */
export function formatEntryDate(date: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** A month `YYYY-MM` by name: "Mart 2025", "March 2025". */
export function formatPeriod(period: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-15T12:00:00Z`));
}

/** A month's short name for a chart's axis: "Mar 25". */
export function formatShortPeriod(period: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${period}-15T12:00:00Z`));
}
