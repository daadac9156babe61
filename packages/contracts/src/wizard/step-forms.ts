import { z } from 'zod';
import {
  ACCOUNT_CURRENCIES,
  ACCOUNT_MESSAGES,
  accountInformationProblem,
} from '../accounts/account-schemas.ts';
import { NO_VIRTUAL_OFFICE } from '../accounts/information-keys.ts';
import { isValidTaxNumber } from '../accounts/tax-number.ts';
import { MONEY_MESSAGE, parseMoney } from '../common/money.ts';
import { HOME_COUNTRY, isCountryCode } from '../people/countries.ts';
import {
  DEFAULT_IDENTITY_TYPE,
  identityNoProblem,
  isForeignIdentity,
  isIdentityType,
  passportNoProblem,
} from '../people/identity.ts';
import { isValidPhone } from '../people/phone.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { singleLine } from '../validation/single-line-text.ts';

/**
 * The forms of the accountant wizard's steps. Each field is one account information key (spec
 * section 3); the server checks every value again with `accountInformationProblem`.
 *
 * The company status step keeps its choice in `packet_type`: the packet category it leads to
 * (found a new company → 'company-founding' packets, move one to us → 'company-transfer').
 */
export const COMPANY_STATUS_CHOICES = ['company-founding', 'company-transfer'] as const;

export const WIZARD_MESSAGES = {
  companyStatusRequired: 'validation.companyStatusRequired',
  packetRequired: 'validation.packetRequired',
  mustBeAdult: 'validation.mustBeAdult',
  addressOptionRequired: 'validation.addressOptionRequired',
  virtualOfficeRequired: 'validation.virtualOfficeRequired',
  identityTypeRequired: 'validation.identityTypeRequired',
} as const;
export const WIZARD_MESSAGE_KEYS = Object.values(WIZARD_MESSAGES);

const MAX_TEXT = 255;

export const ZCompanyStatusForm = z
  .object({
    packet_type: z.enum(COMPANY_STATUS_CHOICES, { error: WIZARD_MESSAGES.companyStatusRequired }),
    tax_office: singleLine(z.string().trim().max(MAX_TEXT, VALIDATION_MESSAGES.tooLong)),
    tax_number: z.string().trim(),
  })
  .superRefine((form, ctx) => {
    if (form.packet_type !== 'company-transfer') return;
    if (form.tax_office === '') {
      ctx.addIssue({ code: 'custom', path: ['tax_office'], message: VALIDATION_MESSAGES.required });
    }
    if (form.tax_number === '') {
      ctx.addIssue({ code: 'custom', path: ['tax_number'], message: VALIDATION_MESSAGES.required });
    } else if (!isValidTaxNumber(form.tax_number)) {
      ctx.addIssue({ code: 'custom', path: ['tax_number'], message: ACCOUNT_MESSAGES.taxNumberInvalid });
    }
  });
export type TCompanyStatusForm = z.input<typeof ZCompanyStatusForm>;

export const ZPacketsForm = z.object({
  packet_id: z.string().regex(/^[1-9]\d*$/, WIZARD_MESSAGES.packetRequired),
  /** The chosen add-ons' ids; saved as `additional_services`, comma-separated. */
  additional_services: z.array(z.string().regex(/^[1-9]\d*$/)),
});
export type TPacketsForm = z.input<typeof ZPacketsForm>;

/** A company's founder must be at least this old. */
export const FOUNDER_MIN_AGE = 18;

/** The founder must be FOUNDER_MIN_AGE or older on `today` (YYYY-MM-DD). */
export function isAdultOn(birthDate: string, today: string): boolean {
  const [year, month, day] = birthDate.split('-').map(Number);
  const [nowYear, nowMonth, nowDay] = today.split('-').map(Number);
  if (!year || !month || !day || !nowYear || !nowMonth || !nowDay) return false;
  const age = nowYear - year - (nowMonth < month || (nowMonth === month && nowDay < day) ? 1 : 0);
  return age >= FOUNDER_MIN_AGE;
}

const optionalText = () => singleLine(z.string().trim().max(MAX_TEXT, VALIDATION_MESSAGES.tooLong));

/**
 * The founder (issue 36): first how they prove who they are (`identityType`), then by it the
 * T.C. Kimlik No (the spec's messages), the foreign ID (YKN, 99…) or the passport number, and for
 * a foreigner the nationality; the country of birth (Türkiye unless chosen otherwise) with, in
 * Türkiye, the province and district, abroad the city alone; the date of birth (an adult); a
 * mobile phone, Turkish or written with its country code.
 */
export function makePersonalInfoForm(today: string = new Date().toISOString().slice(0, 10)) {
  return z
    .object({
      identityType: z.string(),
      identityNo: z.string().trim(),
      passportNo: z.string().trim(),
      nationality: z.string().trim(),
      birthCountry: z.string().trim(),
      birthCity: optionalText(),
      birthDist: optionalText(),
      birthDate: z.string().trim(),
      phone: z.string().trim(),
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const type = isIdentityType(form.identityType) ? form.identityType : null;
      if (!type) issue('identityType', WIZARD_MESSAGES.identityTypeRequired);
      else if (type === 'passport') {
        const problem = passportNoProblem(form.passportNo);
        if (problem) issue('passportNo', problem);
      } else {
        const problem = identityNoProblem(type, form.identityNo);
        if (problem) issue('identityNo', problem);
      }
      if (type && isForeignIdentity(type)) {
        if (form.nationality === '') issue('nationality', VALIDATION_MESSAGES.required);
        else if (!isCountryCode(form.nationality)) issue('nationality', VALIDATION_MESSAGES.countryInvalid);
      }
      if (form.birthCountry === '') issue('birthCountry', VALIDATION_MESSAGES.required);
      else if (!isCountryCode(form.birthCountry)) issue('birthCountry', VALIDATION_MESSAGES.countryInvalid);
      if (form.birthCity === '') issue('birthCity', VALIDATION_MESSAGES.required);
      // A Turkish birth place is a province and its district; abroad the city is enough.
      if (form.birthCountry === HOME_COUNTRY && form.birthDist === '') {
        issue('birthDist', VALIDATION_MESSAGES.required);
      }
      if (form.birthDate === '') {
        issue('birthDate', VALIDATION_MESSAGES.required);
      } else if (accountInformationProblem('birthDate', form.birthDate, today)) {
        issue('birthDate', VALIDATION_MESSAGES.invalidValue);
      } else if (!isAdultOn(form.birthDate, today)) {
        issue('birthDate', WIZARD_MESSAGES.mustBeAdult);
      }
      if (!isValidPhone(form.phone)) issue('phone', VALIDATION_MESSAGES.invalidPhone);
    });
}

/** A personal-info answer saved before issue 36 has no identity type or country of birth. */
export const PERSONAL_INFO_DEFAULTS = {
  identityType: DEFAULT_IDENTITY_TYPE,
  birthCountry: HOME_COUNTRY,
} as const;
export const ZPersonalInfoForm = makePersonalInfoForm();
export type TPersonalInfoForm = z.input<typeof ZPersonalInfoForm>;

/** Where the company's registered address is: the customer's own premises or one of our virtual offices. */
export const ADDRESS_OPTIONS = ['own', 'virtual_office'] as const;
export const RENTAL_PERIODS = ['monthly', 'yearly'] as const;

/** The company's own address: asked only when it is at the customer's own premises (issue 36). */
export const OWN_ADDRESS_KEYS = [
  'city',
  'district',
  'neighbourhood',
  'street',
  'buildingNo',
  'doorNo',
] as const;

/**
 * The business-info step asks where first (`address_option`), then only what that choice needs:
 * the own address and its rent, or which of our virtual offices. Answers of the other choice
 * are not checked (the web sends them empty).
 */
export const ZBusinessInfoForm = z
  .object({
    city: optionalText(),
    district: optionalText(),
    neighbourhood: optionalText(),
    street: optionalText(),
    buildingNo: singleLine(z.string().trim().max(20, VALIDATION_MESSAGES.tooLong)),
    doorNo: singleLine(z.string().trim().max(20, VALIDATION_MESSAGES.tooLong)),
    address_option: z.enum(ADDRESS_OPTIONS, { error: WIZARD_MESSAGES.addressOptionRequired }),
    rental_amount_brut: z.string().trim(),
    rental_amount_net: z.string().trim(),
    rental_period: z.string(),
    currency: z.string(),
    virtual_office_id: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.address_option === 'virtual_office') {
      if (form.virtual_office_id === '' || form.virtual_office_id === NO_VIRTUAL_OFFICE) {
        ctx.addIssue({
          code: 'custom',
          path: ['virtual_office_id'],
          message: WIZARD_MESSAGES.virtualOfficeRequired,
        });
      }
      return;
    }
    for (const key of OWN_ADDRESS_KEYS) {
      if (form[key] === '')
        ctx.addIssue({ code: 'custom', path: [key], message: VALIDATION_MESSAGES.required });
    }
    for (const key of ['rental_amount_brut', 'rental_amount_net'] as const) {
      const value = form[key];
      if (value === '') ctx.addIssue({ code: 'custom', path: [key], message: VALIDATION_MESSAGES.required });
      // The portal's one money rule ("25.000", "25.000,50", "1,234.56"), as the server reads it.
      else if (parseMoney(value) === null) {
        ctx.addIssue({ code: 'custom', path: [key], message: MONEY_MESSAGE });
      }
    }
    if (!(RENTAL_PERIODS as readonly string[]).includes(form.rental_period)) {
      ctx.addIssue({ code: 'custom', path: ['rental_period'], message: VALIDATION_MESSAGES.required });
    }
    if (!(ACCOUNT_CURRENCIES as readonly string[]).includes(form.currency)) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: VALIDATION_MESSAGES.required });
    }
  });
export type TBusinessInfoForm = z.input<typeof ZBusinessInfoForm>;
