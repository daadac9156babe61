import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZRegisterRequest } from '../auth/auth-schemas.ts';
import { isSingleLineText, singleLine, toSingleLine } from './single-line-text.ts';

const ZName = singleLine(z.string().trim().min(1, 'validation.required'));

describe('isSingleLineText', () => {
  it('accepts a name in any script, with its spaces, dashes and apostrophes', () => {
    for (const text of [
      'Ayşe Yılmaz',
      "O'Neil-Öztürk",
      'İĞÜŞÖÇ ığüşöç',
      '李小龍',
      'Ofis & Co. (Şişli)',
      '',
    ]) {
      expect(isSingleLineText(text), text).toBe(true);
    }
  });

  it('refuses every C0 control (tab, line feed, carriage return among them), DEL, the C1 controls and line separators', () => {
    const refused = [
      ...Array.from({ length: 0x20 }, (_, code) => code),
      0x7f,
      ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
      0x2028,
      0x2029,
    ];
    for (const code of refused) {
      expect(isSingleLineText(`Ayşe${String.fromCharCode(code)}Yılmaz`), code.toString(16)).toBe(false);
    }
  });
});

describe('singleLine', () => {
  it('answers validation.singleLine for a name with a line break inside', () => {
    const result = ZName.safeParse('Ayşe\r\nBcc: someone@example.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.singleLine']);
  });

  it('lets the schema trim the spaces around a name first', () => {
    expect(ZName.parse('  Ayşe Yılmaz\n')).toBe('Ayşe Yılmaz');
  });

  it('is the rule of the registration form’s name', () => {
    const body = {
      language_id: 1,
      name: 'Ayşe\tYılmaz',
      phone: '5321234567',
      email: 'ayse@example.com',
      password: 'a long passphrase 2026',
      password_confirmation: 'a long passphrase 2026',
    };
    const result = ZRegisterRequest.safeParse(body);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'validation.singleLine' }),
    ]);
  });
});

describe('toSingleLine', () => {
  it('makes each run of white space or control characters one space', () => {
    expect(toSingleLine('  Ofis &\r\n   Kırtasiye\tA.Ş.\u0000\u0085 ')).toBe('Ofis & Kırtasiye A.Ş.');
  });
});
