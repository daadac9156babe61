import { LISTED_ROWS_LIMIT } from '../../common/envelope.ts';
import {
  BOOTH_ITEMS_MAX,
  BOOTH_LIMITS,
  NETWORK_CALENDAR_MAX_DAYS,
  STAGE_FIRST_START,
  STAGE_LAST_START,
} from '../../network/network-constants.ts';
import { TAX_CALENDAR_COVERAGE } from '../../tax-calendar/public-holidays.ts';
import { TAX_CALENDAR_MAX_MONTHS } from '../../tax-calendar/tax-calendar-routes.ts';
import type { TValidationTexts } from '../catalogue-types.ts';
import {
  CARD_NUMBER_LENGTH,
  CVC_MAX_LENGTH,
  DOCUMENT_MAX_MB,
  FOUNDER_MIN_AGE,
  NATIONAL_ID_LENGTH,
  PASSPORT_NO_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
} from '../message-limits.ts';

export const validationEn: TValidationTexts = {
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid e-mail address.',
  tooLong: 'The text you entered is too long for this field.',
  singleLine: 'This field must be a single line, without line breaks, tabs or other control characters.',
  invalidPhone: `Please enter a valid mobile number: ${PHONE_DIGITS} digits starting with 5, or a number abroad with its country code (e.g. +49 151 23456789).`,
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
  foreignIdEmpty: 'The foreign identity number cannot be left empty.',
  foreignIdTooShort: `The foreign identity number cannot be shorter than ${NATIONAL_ID_LENGTH} digits.`,
  foreignIdInvalid: `Please enter a valid foreign identity number (${NATIONAL_ID_LENGTH} digits starting with 99).`,
  passportNoInvalid: `A passport number has letters and digits only, ${PASSPORT_NO_LENGTH.min} to ${PASSPORT_NO_LENGTH.max} of them.`,
  countryInvalid: 'Please choose a country from the list.',
  invalidValue: 'Please enter a valid value.',
  pageTooDeep: `A list shows its first ${LISTED_ROWS_LIMIT.toLocaleString('en')} results. Narrow the search or the filters to see the rest.`,
  cardHolderRequired: 'Please enter the name on the card.',
  cardNumberTooShort: `The card number cannot be shorter than ${CARD_NUMBER_LENGTH} digits.`,
  cardNumberInvalid: 'Please enter a valid card number.',
  cardExpiryInvalid: 'Please enter the expiry date as MM/YY.',
  cardExpired: 'The card has expired.',
  cardCvcInvalid: `The security code must have ${CVC_MAX_LENGTH} digits.`,
  salesTermsRequired:
    'Before paying, please read and accept the Pre-Information Form and the Distance Sales Contract.',
  salesTermsChanged:
    'The order has changed: please read the updated Pre-Information Form and Distance Sales Contract and accept them again.',
  documentWrongType: 'You can upload PDF, JPEG or PNG files only.',
  documentTooLarge: `The file may be at most ${DOCUMENT_MAX_MB} MB.`,
  monthlyDocumentWrongType: 'You can upload PDF, JPEG, PNG or e-invoice XML files only.',
  monthlyDocumentXmlNotInvoice:
    "This XML file is not an e-invoice (UBL-TR). Please upload the invoice's XML file or its PDF.",
  documentPeriodInFuture: 'Documents of a month that has not started yet cannot be uploaded.',
  reviewNoteRequired: 'Please write what the customer needs to fix.',
  rejectionReasonRequired:
    'Please write the reason for the rejection; the customer will correct the application accordingly.',
  companyNameRequired: 'You cannot continue without a name for your company.',
  taxNumberInvalid: 'Please enter a valid tax number.',
  companyStatusRequired: "Please choose your company's status.",
  packetRequired: 'Please choose a package.',
  mustBeAdult: `The founder must be ${FOUNDER_MIN_AGE} or older.`,
  addressOptionRequired: "Please choose where the company's address will be.",
  virtualOfficeRequired: 'Please choose one of our virtual offices.',
  identityTypeRequired: 'Please choose how you prove your identity.',
  officeContractMustAccept: 'Please confirm that you have read the contract and accept it.',
  endsBeforeStarts: 'The end date must be after the start date.',
  calendarRangeReversed: 'The end date cannot be before the start date.',
  calendarRangeTooLong: `The tax calendar shows at most ${TAX_CALENDAR_MAX_MONTHS} months at once.`,
  calendarNotCovered: `The tax calendar covers ${TAX_CALENDAR_COVERAGE.first.slice(0, 4)}–${TAX_CALENDAR_COVERAGE.last.slice(0, 4)}; the religious holidays' dates are known for these years.`,
  ledgerTaxNumberInvalid:
    'Please enter a valid tax number (VKN, 10 digits) or national ID (TCKN, 11 digits).',
  ledgerCategoryInvalid: "Please choose a category that fits the entry's kind.",
  ledgerRateNotInForce: "This KDV rate was not in force on the entry's date.",
  ledgerKdvMismatch: 'The KDV amount does not match the net amount and the KDV rate.',
  ledgerAmountInvalid: 'Please enter a valid amount (e.g. 25,000 or 1,234.56).',
  ledgerDateInvalid: 'Please enter a valid date.',
  taxReturnPeriodInvalid:
    'Write the period as the return needs it: monthly 2026-10, quarterly 2026-Q3, yearly 2026.',
  ledgerCounterpartyRequired: "Please enter the counterparty's name.",
  ledgerPeriodRangeInvalid: 'The range of months must be 1 to 24 months long.',
  // The office line's calls (issue 15): a landline or a mobile, any country.
  callerPhoneInvalid: 'Please enter a valid phone number (e.g. 0212 555 44 33 or +90 532 123 45 67).',
  // A company's call instructions (issue 35): business hours in Istanbul time.
  timeOfDayInvalid: 'Please enter the time as HH:MM (e.g. 09:00).',
  closeBeforeOpen: 'The closing time must be after the opening time.',
  // The Endless network (issue 17).
  networkWebsiteInvalid: 'Please enter a valid web address starting with http:// or https://.',
  networkTooManyItems: `A booth can show at most ${BOOTH_ITEMS_MAX} products or services.`,
  networkTooManyTeamMembers: `A booth's team can have at most ${BOOTH_LIMITS.teamMembers} people.`,
  networkHideReasonRequired:
    'Please write why the booth is hidden; the reason is mailed to its representative.',
  networkSlotNotBookable: `Please choose an hour starting on the hour between ${STAGE_FIRST_START} and ${STAGE_LAST_START} (Istanbul time).`,
  networkCalendarRangeTooLong: `The activity calendar shows at most ${NETWORK_CALENDAR_MAX_DAYS} days at once.`,
  // The advisor change request (issue 33).
  advisorRequired: 'To approve, choose the new advisor.',
  // The pre-accounting program (issue 34).
  counterpartyNameRequired: "Please enter the counterparty's name.",
  counterpartyDistrictWithoutCity: 'Choose the province first.',
  invoiceDueBeforeIssue: 'The due date cannot be before the invoice date.',
  invoiceQuantityInvalid: 'Enter a quantity above zero, with at most three decimals.',
  invoiceDiscountInvalid: 'The discount must be between 0 and 100 percent, with at most two decimals.',
  invoiceExemptionRequired: 'A line at 0% KDV must name its exemption reason.',
  invoiceExemptionNotAllowed: 'An exemption reason is only for a line at 0% KDV.',
  invoiceWithholdingWithoutKdv: 'A line without KDV has no KDV to withhold.',
  invoiceExchangeRateRequired: "Enter the exchange rate of the invoice's date.",
  invoiceExchangeRateInvalid: 'Enter the exchange rate as a number with at most four decimals, e.g. 34.5678.',
  invoiceExchangeRateNotAllowed: 'A Turkish lira invoice has no exchange rate.',
  invoiceLinesRequired: 'Add at least one line.',
  invoiceLineNameRequired: 'Enter what this line sells.',
  collectionAmountInvalid: 'Enter an amount above zero.',
  collectionAllocationsExceed: 'The amounts set against invoices are more than the amount itself.',
  collectionAllocationRepeated: 'Each invoice may be chosen only once.',
};
