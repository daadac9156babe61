import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECT, ZContactRequest } from './contact-schemas.ts';

const valid = {
  subject: CONTACT_SUBJECT,
  full_name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '532 123 45 67',
  message: 'Limited şirket kuruluşu hakkında bilgi almak istiyorum.',
  honeypot_time: 'signed',
};

describe('contact message', () => {
  it('accepts a complete message with a masked mobile number', () => {
    expect(ZContactRequest.safeParse(valid).success).toBe(true);
    expect(ZContactRequest.safeParse({ ...valid, phone: '05321234567' }).success).toBe(true);
  });

  it('refuses empty fields, a landline and another subject', () => {
    const result = ZContactRequest.safeParse({
      ...valid,
      full_name: ' ',
      message: '',
      phone: '212 123 45 67',
      subject: 'x',
    });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['full_name', 'message', 'phone', 'subject']));
  });
});
