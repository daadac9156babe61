import type { TLanguage } from '../common/languages.ts';
import type { TMessageCatalogue } from './catalogue-types.ts';
import { apiEn } from './en/api.ts';
import { mailEn } from './en/mail.ts';
import { validationEn } from './en/validation.ts';
import { apiTr } from './tr/api.ts';
import { mailTr } from './tr/mail.ts';
import { validationTr } from './tr/validation.ts';

/**
 * One message catalogue per language for validation, error and mail texts. The server
 * translates from it; the web loads its `validation` part as the i18next namespace of that
 * name (the per-section files keep the mails and the server's texts out of the web bundle).
 */
export const MESSAGE_CATALOGUES: Record<TLanguage, TMessageCatalogue> = {
  tr: { validation: validationTr, api: apiTr, mail: mailTr },
  en: { validation: validationEn, api: apiEn, mail: mailEn },
};
