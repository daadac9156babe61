import { ACCOUNT_MESSAGE_KEYS } from '@portal/contracts/accounts/account-schemas';
import { VALIDATION_MESSAGE_KEYS } from '@portal/contracts/validation/message-keys';
import { describe, expect, it } from 'vitest';
import { isMessageKey, MESSAGES, translate } from './messages.ts';

describe('server message catalogues', () => {
  it('have the same keys in Turkish and English', () => {
    expect(Object.keys(MESSAGES.en).sort()).toEqual(Object.keys(MESSAGES.tr).sort());
  });

  it('have a text for every validation message key of the shared schemas', () => {
    for (const key of [...VALIDATION_MESSAGE_KEYS, ...ACCOUNT_MESSAGE_KEYS]) {
      expect(MESSAGES.tr[key], key).toBeTruthy();
      expect(MESSAGES.en[key], key).toBeTruthy();
    }
  });

  it('have no empty or untranslated texts', () => {
    for (const key of Object.keys(MESSAGES.tr).filter(isMessageKey)) {
      expect(MESSAGES.tr[key].trim(), key).not.toBe('');
      expect(MESSAGES.en[key], key).not.toBe(MESSAGES.tr[key]);
    }
  });

  it('use the same {{placeholders}} in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(MESSAGES.tr).filter(isMessageKey)) {
      expect(placeholders(MESSAGES.en[key]), key).toEqual(placeholders(MESSAGES.tr[key]));
    }
  });

  it('fill placeholders from the parameters', () => {
    expect(translate('en', 'verification.smsCodeWrong', { tries: 3 })).toBe(
      'The verification code is wrong. 3 tries left.',
    );
    expect(translate('tr', 'auth.tooManyLoginAttempts', { seconds: 42 })).toContain('42 saniye');
  });
});
