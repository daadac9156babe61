import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGE } from '../common/money.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import {
  ACCOUNT_MESSAGES,
  accountInformationProblem,
  ZAccountInformationsRequest,
  ZCreateAccountRequest,
} from './account-schemas.ts';

const TODAY = '2026-11-23';

describe('ZCreateAccountRequest', () => {
  it('trims the name and asks for one with the company-name message', () => {
    expect(ZCreateAccountRequest.parse({ name: '  Ayşe Ltd ' })).toEqual({ name: 'Ayşe Ltd' });
    for (const body of [{ name: '  ' }, {}]) {
      const result = ZCreateAccountRequest.safeParse(body);
      expect(result.error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.companyNameRequired);
    }
  });

  it('takes at most 60 characters', () => {
    expect(ZCreateAccountRequest.safeParse({ name: 'a'.repeat(60) }).success).toBe(true);
    expect(ZCreateAccountRequest.safeParse({ name: 'a'.repeat(61) }).success).toBe(false);
  });
});

describe('accountInformationProblem', () => {
  it.each([
    ['identityNo', '10000000146'],
    ['tax_number', '1234567890'],
    ['phone', '0532 123 45 67'],
    ['step', 'wait-for-approve'],
    ['office_step', 'office-packets'],
    ['packet_id', '12'],
    ['virtual_office_id', '-'],
    ['virtual_office_id', '3'],
    ['rental_amount_net', '0'],
    ['rental_amount_brut', '25.000'],
    ['rental_amount_brut', '25.000,50'],
    ['rental_amount_net', '1,234.56'],
    ['currency', 'USD'],
    ['birthDate', '2000-02-29'],
    ['street', 'Atatürk Cd.'],
    ['identityNo', '99123456740'],
    ['identityType', 'passport'],
    ['passportNo', 'c01x00t47'],
    ['nationality', 'DE'],
    ['birthCountry', 'DE'],
    ['phone', '+49 151 23456789'],
  ] as const)('accepts %s = %s', (key, value) => {
    expect(accountInformationProblem(key, value, TODAY)).toBeNull();
  });

  it.each([
    ['identityNo', '12345678901', VALIDATION_MESSAGES.nationalIdInvalid],
    ['tax_number', '1234567891', ACCOUNT_MESSAGES.taxNumberInvalid],
    ['phone', '212 123 45 67', VALIDATION_MESSAGES.invalidPhone],
    ['step', 'location', VALIDATION_MESSAGES.invalidValue],
    ['office_step', 'packets', VALIDATION_MESSAGES.invalidValue],
    ['packet_id', '-', VALIDATION_MESSAGES.invalidValue],
    ['office_packet_id', '1.5', VALIDATION_MESSAGES.invalidValue],
    ['rental_amount_brut', '-5', MONEY_MESSAGE],
    ['rental_amount_brut', '25.0000', MONEY_MESSAGE],
    ['currency', 'try', VALIDATION_MESSAGES.invalidValue],
    ['birthDate', '2001-02-29', VALIDATION_MESSAGES.invalidValue],
    ['birthDate', TODAY, VALIDATION_MESSAGES.invalidValue],
    ['city', 'x'.repeat(256), VALIDATION_MESSAGES.tooLong],
    ['identityNo', '99123456741', VALIDATION_MESSAGES.foreignIdInvalid],
    ['identityType', 'alien', VALIDATION_MESSAGES.invalidValue],
    ['passportNo', 'AB', VALIDATION_MESSAGES.passportNoInvalid],
    ['passportNo', '', VALIDATION_MESSAGES.required],
    ['nationality', 'XX', VALIDATION_MESSAGES.countryInvalid],
    ['birthCountry', 'Germany', VALIDATION_MESSAGES.countryInvalid],
    ['phone', '+49 30 1234567', VALIDATION_MESSAGES.invalidPhone],
  ] as const)('refuses %s = %s', (key, value, message) => {
    expect(accountInformationProblem(key, value, TODAY)).toBe(message);
  });
});

describe('ZAccountInformationsRequest', () => {
  it('puts a value problem on informations.N.value and leaves unknown keys to the server', () => {
    const result = ZAccountInformationsRequest.safeParse({
      informations: [
        { key: 'unknown', value: 'x' },
        { key: 'identityNo', value: '1' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['informations.1.value']);
  });

  it('reads the identity numbers by the identity type sent beside them', () => {
    const paths = (informations: { key: string; value: string }[]) =>
      ZAccountInformationsRequest.safeParse({ informations }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]) ?? [];
    // A passport founder clears the ID number and sends no nationality only with a problem.
    expect(
      paths([
        { key: 'identityType', value: 'passport' },
        { key: 'identityNo', value: '' },
        { key: 'passportNo', value: 'C01X00T47' },
        { key: 'nationality', value: '' },
      ]),
    ).toEqual([['informations.3.value', VALIDATION_MESSAGES.required]]);
    // A T.C. Kimlik No is no foreign ID; a Turkish citizen sends no passport.
    expect(
      paths([
        { key: 'identityType', value: 'foreign_id' },
        { key: 'identityNo', value: '10000000146' },
      ]),
    ).toEqual([['informations.1.value', VALIDATION_MESSAGES.foreignIdInvalid]]);
    expect(
      paths([
        { key: 'identityType', value: 'tckn' },
        { key: 'identityNo', value: '10000000146' },
        { key: 'passportNo', value: '' },
        { key: 'nationality', value: '' },
      ]),
    ).toEqual([]);
  });
});
