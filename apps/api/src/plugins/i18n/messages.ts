import type { TLanguage } from '@portal/contracts/common/languages';
import { MESSAGE_CATALOGUES } from '@portal/contracts/messages/catalogue';
import type { TApiMessageKey, TValidationName } from '@portal/contracts/messages/catalogue-types';
import { fillPlaceholders, type TPlaceholderValues } from '@portal/contracts/messages/fill-placeholders';

/**
 * The server's texts come from the shared catalogue (packages/contracts/src/messages): its own
 * texts by key, and the validation texts by the `validation.<name>` keys the shared schemas use.
 */
export type TMessageKey = TApiMessageKey | `validation.${TValidationName}`;
export type TMessageParams = TPlaceholderValues;

function flatten(language: TLanguage): Record<TMessageKey, string> {
  const { api, validation } = MESSAGE_CATALOGUES[language];
  const validationByKey = Object.fromEntries(
    Object.entries(validation).map(([name, text]) => [`validation.${name}`, text]),
  ) as Record<`validation.${TValidationName}`, string>;
  return { ...api, ...validationByKey };
}

export const MESSAGES: Record<TLanguage, Record<TMessageKey, string>> = {
  tr: flatten('tr'),
  en: flatten('en'),
};

export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(MESSAGES.tr, value);
}

/** The text of a key; `{{name}}` placeholders are filled from `params` (unknown ones stay as they are). */
export function translate(language: TLanguage, key: TMessageKey, params: TMessageParams = {}): string {
  return fillPlaceholders(MESSAGES[language][key], params);
}
