import { LISTED_ROWS_LIMIT } from '../../common/envelope.ts';
import type { TValidationTexts } from '../catalogue-types.ts';
import {
  CARD_NUMBER_LENGTH,
  CVC_MAX_LENGTH,
  DOCUMENT_MAX_MB,
  FOUNDER_MIN_AGE,
  NATIONAL_ID_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
} from '../message-limits.ts';

export const validationEn: TValidationTexts = {
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid e-mail address.',
  tooLong: 'The text you entered is too long for this field.',
  invalidPhone: `Please enter a ${PHONE_DIGITS}-digit mobile number starting with 5.`,
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `The password may be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordTooCommon:
    'This password is among the most commonly used ones and easy to guess. Please choose another, for example a few words in a row.',
  twoFactorCodeInvalid:
    'Please enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  passwordsDoNotMatch: 'The passwords do not match.',
  nationalIdEmpty: 'The national ID number cannot be left empty.',
  nationalIdTooShort: `The national ID number cannot be shorter than ${NATIONAL_ID_LENGTH} digits.`,
  nationalIdInvalid: 'Please enter a valid national ID number.',
  invalidValue: 'Please enter a valid value.',
  pageTooDeep: `A list shows its first ${LISTED_ROWS_LIMIT.toLocaleString('en')} results. Narrow the search or the filters to see the rest.`,
  cardHolderRequired: 'Please enter the name on the card.',
  cardNumberTooShort: `The card number cannot be shorter than ${CARD_NUMBER_LENGTH} digits.`,
  cardNumberInvalid: 'Please enter a valid card number.',
  cardExpiryInvalid: 'Please enter the expiry date as MM/YY.',
  cardExpired: 'The card has expired.',
  cardCvcInvalid: `The security code must have ${CVC_MAX_LENGTH} digits.`,
  documentWrongType: 'You can upload PDF, JPEG or PNG files only.',
  documentTooLarge: `The file may be at most ${DOCUMENT_MAX_MB} MB.`,
  rejectionReasonRequired:
    'Please write the reason for the rejection; the customer will correct the application accordingly.',
  companyNameRequired: 'You cannot continue without a name for your company.',
  taxNumberInvalid: 'Please enter a valid tax number.',
  companyStatusRequired: "Please choose your company's status.",
  packetRequired: 'Please choose a packet.',
  mustBeAdult: `The founder must be ${FOUNDER_MIN_AGE} or older.`,
  addressOptionRequired: "Please choose where the company's address will be.",
  virtualOfficeRequired: 'Please choose one of our virtual offices.',
  endsBeforeStarts: 'The end date must be after the start date.',
};
