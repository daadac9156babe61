import { customerMayEditApplication } from '../accounts/account-status.ts';
import type { TAccountInformationKey } from '../accounts/information-keys.ts';
import { REQUIRED_DOCUMENT_KINDS } from '../documents/document-kinds.ts';
import { toLocalPhone } from '../people/phone.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import { makePersonalInfoForm } from './step-forms.ts';
import {
  ACCOUNTANT_WIZARD_STEPS,
  OFFICE_WIZARD_STEPS,
  type TWizardStep,
  WIZARD_PROGRESS_KEYS,
} from './wizard-steps.ts';

/**
 * The application's rules that the server enforces and the web follows (issue 11): the order of
 * the wizard's steps, what a submitted application still lets its customer change, and what must
 * be complete before the packet is charged.
 */

export const APPLICATION_MESSAGES = {
  stepAhead: 'accounts.stepAhead',
  stepSetByPayment: 'accounts.stepSetByPayment',
  stepUnknown: 'accounts.stepUnknown',
  applicationSubmitted: 'accounts.applicationSubmitted',
  incomplete: 'payments.applicationIncomplete',
  documentMissing: 'payments.documentMissing',
  packetNotSaved: 'payments.packetNotSaved',
} as const;

/** The saved steps only a successful payment writes: the payment step is completed by paying. */
const STEPS_SET_BY_PAYMENT: ReadonlySet<string> = new Set(
  [ACCOUNTANT_WIZARD_STEPS, OFFICE_WIZARD_STEPS].flatMap((steps) =>
    steps
      .filter((step) => step.slug === 'payment' || step.slug === 'wait-for-approve')
      .map((step) => step.saved),
  ),
);

export const WIZARD_STEPS_BY_KEY = {
  [WIZARD_PROGRESS_KEYS.accountant]: ACCOUNTANT_WIZARD_STEPS,
  [WIZARD_PROGRESS_KEYS.office]: OFFICE_WIZARD_STEPS,
} as const satisfies Record<string, readonly TWizardStep[]>;

/**
 * Whether `next` may be saved as the progress over `saved`: back to any step, forward one step
 * at a time (a step is saved when it is completed), never a step the payment sets.
 */
export function stepMoveProblem(
  steps: readonly TWizardStep[],
  saved: string | null | undefined,
  next: string,
): (typeof APPLICATION_MESSAGES)[keyof typeof APPLICATION_MESSAGES] | null {
  const nextIndex = steps.findIndex((step) => step.saved === next);
  if (nextIndex === -1) return APPLICATION_MESSAGES.stepUnknown;
  if (STEPS_SET_BY_PAYMENT.has(next)) return APPLICATION_MESSAGES.stepSetByPayment;
  const savedIndex = steps.findIndex((step) => step.saved === saved);
  return nextIndex > savedIndex + 1 ? APPLICATION_MESSAGES.stepAhead : null;
}

/** The keys of the office line's wizard: its own application, beside the accountant's. */
export const OFFICE_LINE_KEYS: ReadonlySet<TAccountInformationKey> = new Set([
  'office_packet',
  'office_packet_id',
  'office_step',
  'virtual_office_selection',
  'virtual_office_id',
]);

/**
 * Whether a customer's save of these keys touches an application already submitted: the office
 * wizard's keys belong to the office line, every other key to the accountant line, and each is
 * the customer's to change only while its own line is open to them (in progress, payment due,
 * rejected). So an approved accountant company can still fill in the office wizard.
 */
export function touchesSubmittedApplication(
  lineStatuses: { accountant: number; office: number },
  keys: readonly string[],
): boolean {
  return keys.some((key) =>
    OFFICE_LINE_KEYS.has(key as TAccountInformationKey)
      ? !customerMayEditApplication(lineStatuses.office)
      : !customerMayEditApplication(lineStatuses.accountant),
  );
}

/** The founder's answers the personal-info step saves, checked as that step's form checks them. */
export function personalInfoProblems(
  answers: Readonly<Record<string, string | undefined>>,
  today: string,
): { field: string; message: string }[] {
  const result = makePersonalInfoForm(today).safeParse({
    identityNo: answers.identityNo ?? '',
    birthCity: answers.birthCity ?? '',
    birthDist: answers.birthDist ?? '',
    birthDate: answers.birthDate ?? '',
    // Stored as +90 and ten digits; the form reads the ten digits.
    phone: toLocalPhone(answers.phone ?? ''),
  });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
}

/** The address answers the business-info step must have saved before the packet is charged. */
export const REQUIRED_ADDRESS_KEYS = [
  'city',
  'district',
  'neighbourhood',
  'street',
  'buildingNo',
  'doorNo',
  'address_option',
] as const;

/**
 * What an accountant application still lacks before its packet is charged, by field: the
 * founder's answers (valid, an adult), the address, the required documents, and the packet paid
 * being the packet saved. Empty when it is complete.
 */
export function applicationProblems(input: {
  answers: Readonly<Record<string, string | undefined>>;
  documentKinds: readonly string[];
  paidPacketId: number;
  today: string;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { field, message } of personalInfoProblems(input.answers, input.today))
    problems[field] ??= message;
  for (const key of REQUIRED_ADDRESS_KEYS) {
    if (!input.answers[key]?.trim()) problems[key] = VALIDATION_MESSAGES.required;
  }
  for (const kind of REQUIRED_DOCUMENT_KINDS) {
    if (!input.documentKinds.includes(kind))
      problems[`documents.${kind}`] = APPLICATION_MESSAGES.documentMissing;
  }
  if (input.answers.packet_id !== String(input.paidPacketId)) {
    problems.packet_id = APPLICATION_MESSAGES.packetNotSaved;
  }
  return problems;
}
