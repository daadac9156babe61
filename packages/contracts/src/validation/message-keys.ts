/**
 * Validation messages travel as keys: the shared schemas name the key, the API and the
 * web app each translate it from their own tr/en catalogues (both test that every key here
 * has a text in both languages).
 */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  tooLong: 'validation.tooLong',
  singleLine: 'validation.singleLine',
  invalidPhone: 'validation.invalidPhone',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  passwordTooCommon: 'validation.passwordTooCommon',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  twoFactorCodeInvalid: 'validation.twoFactorCodeInvalid',
  nationalIdEmpty: 'validation.nationalIdEmpty',
  nationalIdTooShort: 'validation.nationalIdTooShort',
  nationalIdInvalid: 'validation.nationalIdInvalid',
  foreignIdEmpty: 'validation.foreignIdEmpty',
  foreignIdTooShort: 'validation.foreignIdTooShort',
  foreignIdInvalid: 'validation.foreignIdInvalid',
  passportNoInvalid: 'validation.passportNoInvalid',
  countryInvalid: 'validation.countryInvalid',
  invalidValue: 'validation.invalidValue',
  pageTooDeep: 'validation.pageTooDeep',
} as const;
export type TValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
export const VALIDATION_MESSAGE_KEYS = Object.values(VALIDATION_MESSAGES) as TValidationMessageKey[];
