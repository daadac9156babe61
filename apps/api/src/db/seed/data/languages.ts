import { LANGUAGE_IDS } from '@portal/contracts/common/languages';
import type { TSeedLanguage } from '../seed-types.ts';

export const SEED_LANGUAGES: readonly TSeedLanguage[] = [
  { id: LANGUAGE_IDS.tr, code: 'tr', name: 'Türkçe' },
  { id: LANGUAGE_IDS.en, code: 'en', name: 'English' },
];
