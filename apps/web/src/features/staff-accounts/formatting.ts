import {
  formatIstanbulDate,
  formatIstanbulDateTime,
  INTL_LOCALES,
} from '@portal/contracts/common/istanbul-time';
import type { TLanguage } from '@portal/contracts/common/languages';

/** Shown where a value is missing; the same in both languages, so not a text of the locale files. */
export const MISSING = '—';

/** An ISO moment from the API in Istanbul time; '—' when missing or unreadable. */
export function formatMoment(iso: string | null | undefined, language: TLanguage): string {
  if (!iso) return MISSING;
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? MISSING : formatIstanbulDateTime(moment, language);
}

/** A calendar date (`YYYY-MM-DD`): "17 Mayıs 1990"; the text as it came when it is not a date. */
export function formatDay(date: string, language: TLanguage): string {
  // Noon UTC is the same calendar day in Istanbul.
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : formatIstanbulDate(day, language);
}

/** A file's size for people: "820 kB", "2,4 MB". */
export function formatFileSize(bytes: number, language: TLanguage): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}
