import type { apiTr } from './tr/api.ts';
import type { mailTr } from './tr/mail.ts';
import type { validationTr } from './tr/validation.ts';

/**
 * The shape every language's texts take: Turkish is the reference, so another language has
 * exactly its keys (a missing or extra key is a type error), each with any wording.
 */
type TTextsLike<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? readonly string[]
    : { readonly [K in keyof T]: TTextsLike<T[K]> };

export type TValidationTexts = TTextsLike<typeof validationTr>;
export type TApiTexts = TTextsLike<typeof apiTr>;
export type TMailTexts = TTextsLike<typeof mailTr>;

/** One language's catalogue: validation texts (server and web), the server's own texts, mails. */
export type TMessageCatalogue = {
  validation: TValidationTexts;
  api: TApiTexts;
  mail: TMailTexts;
};

export type TValidationName = keyof typeof validationTr;
export type TApiMessageKey = keyof typeof apiTr;
