import type { TLanguage } from '@portal/contracts/common/languages';

/** The tax calendar's cache keys: the titles come translated, so the language is part of the key. */
export const taxCalendarKeys = {
  all: ['tax-calendar'] as const,
  events: (accountId: number, from: string, to: string, language: TLanguage) =>
    ['tax-calendar', 'events', accountId, from, to, language] as const,
  feed: (accountId: number) => ['tax-calendar', 'feed', accountId] as const,
};
