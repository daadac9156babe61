import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZRegisterRequest } from './auth-schemas.ts';

const valid = {
  language_id: 1,
  name: 'Ayşe Yılmaz',
  phone: '532 123 45 67',
  email: ' Ayse@Example.com ',
  password: 'portal2026',
  password_confirmation: 'portal2026',
};

const fieldErrors = (body: unknown) => {
  const result = ZRegisterRequest.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registration body', () => {
  it('normalises the e-mail and stores the phone with +90', () => {
    const body = ZRegisterRequest.parse(valid);
    expect(body.email).toBe('ayse@example.com');
    expect(body.phone).toBe('+905321234567');
  });

  it('refuses a mismatched confirmation on the confirmation field', () => {
    expect(fieldErrors({ ...valid, password_confirmation: 'portal2027' })).toEqual({
      password_confirmation: 'validation.passwordsDoNotMatch',
    });
  });

  it('refuses a bad e-mail, a landline and a language other than 1', () => {
    expect(fieldErrors({ ...valid, email: 'ayse@', phone: '212 123 45 67', language_id: 2 })).toEqual({
      email: 'validation.invalidEmail',
      phone: 'validation.invalidPhone',
      language_id: expect.any(String),
    });
  });

  it('requires every field', () => {
    expect(Object.keys(fieldErrors({}))).toEqual(
      expect.arrayContaining(['language_id', 'name', 'phone', 'email', 'password', 'password_confirmation']),
    );
  });
});

describe('login body', () => {
  it('defaults remember_me to false', () => {
    expect(ZLoginRequest.parse({ email: 'a@b.co', password: 'x' }).remember_me).toBe(false);
  });
});
