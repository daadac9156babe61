/** Languages of the portal. The id is the database id of the `languages` table. */
export const LANGUAGES = ['tr', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** Turkish is the default and the fallback for anything unknown. */
export const DEFAULT_LANGUAGE: TLanguage = 'tr';

export const LANGUAGE_IDS = { tr: 1, en: 2 } as const satisfies Record<TLanguage, number>;

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language from an Accept-Language header or a path segment; tr when unknown. */
export function resolveLanguage(value: string | null | undefined): TLanguage {
  if (!value) return DEFAULT_LANGUAGE;
  for (const part of value.split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
