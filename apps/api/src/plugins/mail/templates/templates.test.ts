import { LANGUAGES } from '@portal/contracts/common/languages';
import { describe, expect, it } from 'vitest';
import { BRAND } from './layout.ts';
import { resetPasswordMail } from './reset-password.ts';
import { verifyEmailMail } from './verify-email.ts';

const TEMPLATES = { verifyEmailMail, resetPasswordMail };
const url = 'https://portal.example.com/tr/app/email/verify/1/abc?expires=1&signature=def';

describe('mail templates', () => {
  for (const [name, template] of Object.entries(TEMPLATES)) {
    for (const language of LANGUAGES) {
      it(`${name} (${language}): HTML and text with the brand, a button and the raw link`, () => {
        const mail = template(language, { name: 'Ayşe', url });
        expect(mail.subject).toContain(BRAND.name);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).toContain(BRAND.navy);
        expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
        expect(mail.text).toContain(url);
        expect(mail.text).toContain('Ayşe');
      });
    }
  }

  it('writes Turkish and English texts', () => {
    expect(verifyEmailMail('tr', { name: 'A', url }).text).toContain('Merhaba A,');
    expect(verifyEmailMail('en', { name: 'A', url }).text).toContain('Hello A,');
    expect(resetPasswordMail('tr', { name: 'A', url }).subject).toBe('Şifrenizi sıfırlayın – Firmaport');
  });

  it('escapes what people typed, so a name cannot add HTML', () => {
    const mail = verifyEmailMail('en', { name: '<img src=x onerror=alert(1)>', url });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
