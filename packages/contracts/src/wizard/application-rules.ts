import { customerMayEditApplication } from '../accounts/account-status.ts';
import { NO_VIRTUAL_OFFICE } from '../accounts/information-keys.ts';
import { officeLinePaid } from '../accounts/product-lines.ts';
import { requiredDocumentKinds } from '../documents/document-kinds.ts';
import {
  PRODUCT_LINE_DESCRIPTORS,
  type TKnownProductLine,
  type TProductLineKey,
  WIZARD_PRODUCT_LINES,
} from '../product-lines/registry.ts';
import { VALIDATION_MESSAGES } from '../validation/message-keys.ts';
import {
  makePersonalInfoForm,
  OWN_ADDRESS_KEYS,
  PERSONAL_INFO_DEFAULTS,
  WIZARD_MESSAGES,
  ZBusinessInfoForm,
} from './step-forms.ts';
import type { TWizardStep } from './wizard-steps.ts';

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
  virtualOfficeUnpaid: 'accounts.virtualOfficeUnpaid',
} as const;

/** The slug of the step a wizard completes by paying: the saved value only a payment writes. */
const PAYMENT_SLUG = 'payment';

/** The saved steps only a successful payment writes: the payment step is completed by paying. */
const STEPS_SET_BY_PAYMENT: ReadonlySet<string> = new Set(
  WIZARD_PRODUCT_LINES.flatMap((line) =>
    line.wizard.steps
      .filter((step) => step.slug === PAYMENT_SLUG || step.slug === 'wait-for-approve')
      .map((step) => step.saved),
  ),
);

/** Each line's wizard steps, by the information key its progress is saved in. */
export const WIZARD_STEPS_BY_KEY: Readonly<Record<string, readonly TWizardStep[]>> = Object.fromEntries(
  WIZARD_PRODUCT_LINES.map((line) => [line.wizard.progressKey, line.wizard.steps]),
);

/**
 * The wizard's progress once the packet of a line is paid: its payment step is done. Null for a
 * line without a wizard.
 */
export function paidWizardProgress(line: TKnownProductLine): { key: string; value: string } | null {
  if (!line.wizard) return null;
  const steps: readonly TWizardStep[] = line.wizard.steps;
  const paid = steps.find((step) => step.slug === PAYMENT_SLUG)?.saved ?? PAYMENT_SLUG;
  return { key: line.wizard.progressKey, value: paid };
}

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

/**
 * The line whose application an information key belongs to: the line that names it (the office
 * wizard's keys), else the line that holds every other key (the accountant's).
 */
export function applicationLineOfKey(key: string): TKnownProductLine | undefined {
  const names = (line: TKnownProductLine) => {
    const keys = line.application?.informationKeys;
    const listed: readonly string[] = keys === undefined || keys === 'others' ? [] : keys;
    return listed.includes(key);
  };
  return (
    PRODUCT_LINE_DESCRIPTORS.find(names) ??
    PRODUCT_LINE_DESCRIPTORS.find((line) => line.application?.informationKeys === 'others')
  );
}

/**
 * Whether a customer's save of these keys touches an application already submitted: each key
 * belongs to one line's application (applicationLineOfKey), and is the customer's to change only
 * while that line is open to them (in progress, payment due, rejected; a line not started is in
 * progress). So an approved accountant company can still fill in the office wizard.
 */
export function touchesSubmittedApplication(
  lineStatuses: Readonly<Partial<Record<TProductLineKey, number>>>,
  keys: readonly string[],
): boolean {
  return keys.some((key) => {
    const line = applicationLineOfKey(key);
    const status = line ? lineStatuses[line.key] : undefined;
    return status !== undefined && !customerMayEditApplication(status);
  });
}

/** The founder's answers the personal-info step saves, checked as that step's form checks them. */
export function personalInfoProblems(
  answers: Readonly<Record<string, string | undefined>>,
  today: string,
): { field: string; message: string }[] {
  const result = makePersonalInfoForm(today).safeParse({
    // An application saved before the founder could choose: a Turkish citizen born in Türkiye.
    identityType: answers.identityType || PERSONAL_INFO_DEFAULTS.identityType,
    identityNo: answers.identityNo ?? '',
    passportNo: answers.passportNo ?? '',
    nationality: answers.nationality ?? '',
    birthCountry: answers.birthCountry || PERSONAL_INFO_DEFAULTS.birthCountry,
    birthCity: answers.birthCity ?? '',
    birthDist: answers.birthDist ?? '',
    birthDate: answers.birthDate ?? '',
    // Stored in E.164; the form takes it as it is.
    phone: answers.phone ?? '',
  });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
}

/**
 * The business-info step's answers (what is saved and what is sent together), checked as that
 * step's form checks them: the server's answer to completing the step names the same fields with
 * the same messages as the web (issue 36).
 */
export function businessInfoProblems(
  answers: Readonly<Record<string, string | undefined>>,
): { field: string; message: string }[] {
  const text = (key: string) => answers[key] ?? '';
  const result = ZBusinessInfoForm.safeParse({
    city: text('city'),
    district: text('district'),
    neighbourhood: text('neighbourhood'),
    street: text('street'),
    buildingNo: text('buildingNo'),
    doorNo: text('doorNo'),
    // Unset: the form's own "choose where" message.
    address_option: answers.address_option || undefined,
    rental_amount_brut: text('rental_amount_brut'),
    rental_amount_net: text('rental_amount_net'),
    rental_period: text('rental_period'),
    currency: text('currency'),
    virtual_office_id: text('virtual_office_id'),
  });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }));
}

/**
 * Whether an application that chose one of our virtual offices still waits for the office's packet
 * to be paid (no office line, or one still in progress): its founding is not approved until then.
 */
export function virtualOfficeUnpaid(
  answers: Readonly<Record<string, string | undefined>>,
  officeLineStatus: number | null | undefined,
): boolean {
  return answers.address_option === 'virtual_office' && !officeLinePaid(officeLineStatus);
}

/**
 * The address answers the business-info step must have saved before the packet is charged: where
 * the address is, and at the customer's own premises the address itself (issue 36: a company at
 * one of our virtual offices is not asked for one, only for the office, see
 * addressProblems).
 */
export const REQUIRED_ADDRESS_KEYS = [...OWN_ADDRESS_KEYS, 'address_option'] as const;

/** What the saved address answers lack, by field, as the business-info step's form asks for them. */
function addressProblems(answers: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const problems: Record<string, string> = {};
  const option = answers.address_option?.trim();
  if (!option) problems.address_option = VALIDATION_MESSAGES.required;
  if (option === 'virtual_office') {
    const office = answers.virtual_office_id?.trim();
    if (!office || office === NO_VIRTUAL_OFFICE)
      problems.virtual_office_id = WIZARD_MESSAGES.virtualOfficeRequired;
    return problems;
  }
  for (const key of OWN_ADDRESS_KEYS) {
    if (!answers[key]?.trim()) problems[key] = VALIDATION_MESSAGES.required;
  }
  return problems;
}

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
  Object.assign(problems, addressProblems(input.answers));
  // At one of our virtual offices the office contract replaces the title deed or lease.
  for (const kind of requiredDocumentKinds(input.answers.address_option)) {
    if (!input.documentKinds.includes(kind))
      problems[`documents.${kind}`] = APPLICATION_MESSAGES.documentMissing;
  }
  if (input.answers.packet_id !== String(input.paidPacketId)) {
    problems.packet_id = APPLICATION_MESSAGES.packetNotSaved;
  }
  return problems;
}

/**
 * What a line's application still lacks before its packet is charged, by field (empty when it
 * is complete): for a line that founds the company everything applicationProblems checks; for
 * another line with an application, the packet paid being the packet saved; nothing for a line
 * bought as it is.
 */
export function lineApplicationProblems(
  line: TKnownProductLine,
  input: Parameters<typeof applicationProblems>[0],
): Record<string, string> {
  if (!line.application) return {};
  if (line.application.foundsCompany) return applicationProblems(input);
  const { packetKey } = line.application;
  return input.answers[packetKey] === String(input.paidPacketId)
    ? {}
    : { [packetKey]: APPLICATION_MESSAGES.packetNotSaved };
}
