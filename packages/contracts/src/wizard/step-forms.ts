import { z } from 'zod';
import {
  ACCOUNT_CURRENCIES,
  ACCOUNT_MESSAGES,
  accountInformationProblem,
} from '../accounts/account-schemas.ts';
import { NO_VIRTUAL_OFFICE } from '../accounts/information-keys.ts';
import { isValidTaxNumber } from '../accounts/tax-number.ts';
import { nationalIdProblem } from '../people/national-id.ts';
import { parseTurkishMobile } from '../people/phone.ts';
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
} as const;
export const WIZARD_MESSAGE_KEYS = Object.values(WIZARD_MESSAGES);

const MAX_TEXT = 255;
const requiredText = (max = MAX_TEXT) =>
  singleLine(z.string().trim().min(1, VALIDATION_MESSAGES.required).max(max, VALIDATION_MESSAGES.tooLong));

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

export function makePersonalInfoForm(today: string = new Date().toISOString().slice(0, 10)) {
  return z
    .object({
      identityNo: z.string().trim(),
      birthCity: requiredText(),
      birthDist: requiredText(),
      birthDate: z.string().trim(),
      phone: z.string().trim(),
    })
    .superRefine((form, ctx) => {
      const idProblem = nationalIdProblem(form.identityNo);
      if (idProblem) ctx.addIssue({ code: 'custom', path: ['identityNo'], message: idProblem });
      if (form.birthDate === '') {
        ctx.addIssue({ code: 'custom', path: ['birthDate'], message: VALIDATION_MESSAGES.required });
      } else if (accountInformationProblem('birthDate', form.birthDate, today)) {
        ctx.addIssue({ code: 'custom', path: ['birthDate'], message: VALIDATION_MESSAGES.invalidValue });
      } else if (!isAdultOn(form.birthDate, today)) {
        ctx.addIssue({ code: 'custom', path: ['birthDate'], message: WIZARD_MESSAGES.mustBeAdult });
      }
      if (!parseTurkishMobile(form.phone)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: VALIDATION_MESSAGES.invalidPhone });
      }
    });
}
export const ZPersonalInfoForm = makePersonalInfoForm();
export type TPersonalInfoForm = z.input<typeof ZPersonalInfoForm>;

/** Where the company's registered address is: the customer's own premises or one of our virtual offices. */
export const ADDRESS_OPTIONS = ['own', 'virtual_office'] as const;
export const RENTAL_PERIODS = ['monthly', 'yearly'] as const;
const amount = /^\d{1,12}(\.\d{1,2})?$/;

export const ZBusinessInfoForm = z
  .object({
    city: requiredText(),
    district: requiredText(),
    neighbourhood: requiredText(),
    street: requiredText(),
    buildingNo: requiredText(20),
    doorNo: requiredText(20),
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
    for (const key of ['rental_amount_brut', 'rental_amount_net'] as const) {
      const value = form[key].replace(',', '.');
      if (value === '') ctx.addIssue({ code: 'custom', path: [key], message: VALIDATION_MESSAGES.required });
      else if (!amount.test(value)) {
        ctx.addIssue({ code: 'custom', path: [key], message: VALIDATION_MESSAGES.invalidValue });
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
