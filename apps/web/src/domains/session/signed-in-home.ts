import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import {
  DEFAULT_PRODUCT_LINE,
  productLineOf,
  type TWizardProductLine,
  WIZARD_PRODUCT_LINES,
} from '@portal/contracts/product-lines/registry';
import { resumeWizardStep } from '@portal/contracts/wizard/wizard-steps';
import { pathTo, routeForPath } from '../../config/paths.ts';
import { wizardStepRoute } from '../../config/product-line-routes.ts';
import { languageOfPath } from '../../lib/language.ts';
import { storage, type TStoredAccount } from '../../lib/storage.ts';

/**
 * Where a signed-in person goes when no page asked for them: after sign-in without a `redirect`,
 * and when they open a guest page (spec sections 4 and 6).
 */

/** A customer's progress through an application wizard, as the account's information keeps it. */
export type TWizardProgress = {
  /** The product line whose wizard it is. */
  line: TWizardProductLine['key'];
  /** The saved step (the line's progress key: `step`, `office_step`), or null when none is saved. */
  savedStep: string | null;
  /** Once the account has purchased products the wizard is over and the customer's home is /app. */
  hasPurchasedProducts: boolean;
};

const savedStepOf = (account: TStoredAccount | null, line: TWizardProductLine) =>
  account?.[line.wizard.progressKey] ?? null;

/**
 * The wizard a customer resumes: the line chosen in the top bar when it has a wizard of its own
 * besides the first line's; else, when the company has not begun the first line's wizard, the
 * one it has begun; else the first line's (the accountant's).
 */
function resumedLine(account: TStoredAccount | null): TWizardProductLine {
  const chosen = productLineOf(storage.get('type'));
  if (chosen?.wizard && chosen !== DEFAULT_PRODUCT_LINE) return chosen;
  const begunOther = savedStepOf(account, DEFAULT_PRODUCT_LINE)
    ? undefined
    : WIZARD_PRODUCT_LINES.find((line) => savedStepOf(account, line));
  return begunOther ?? DEFAULT_PRODUCT_LINE;
}

/**
 * The selected company's progress as storage keeps it (the session and every read of the account
 * write each line's saved step and whether it holds products), for the wizard it resumes
 * (resumedLine). A customer without a company is at the very start: the application form's first
 * step, where the company-name modal asks for one.
 */
function readWizardProgress(): TWizardProgress {
  const account = storage.get('account');
  const line = resumedLine(account);
  return {
    line: line.key,
    savedStep: savedStepOf(account, line),
    hasPurchasedProducts: account?.[line.wizard.purchasedFlag] ?? false,
  };
}

/** The wizard step a customer resumes at, or null when there is no unfinished wizard. */
export function customerWizardPath(
  language: TLanguage,
  progress: TWizardProgress | null = readWizardProgress(),
): string | null {
  if (!progress || progress.hasPurchasedProducts) return null;
  const line = WIZARD_PRODUCT_LINES.find((candidate) => candidate.key === progress.line);
  if (!line) return null;
  const step = resumeWizardStep(line.wizard.steps, progress.savedStep);
  return pathTo(language, wizardStepRoute(line, step.slug));
}

/** Staff → /app/dashboard; a customer → the unfinished wizard's step, else /app. */
export function signedInHome(
  language: TLanguage,
  role: string | null,
  wizardPath: string | null = customerWizardPath(language),
): string {
  if (isStaffRole(role)) return pathTo(language, 'advisorDashboard');
  return wizardPath ?? pathTo(language, 'customerHome');
}

/** The login page, with the page to come back to after sign-in. */
export function loginPath(language: TLanguage, from?: string): string {
  const login = pathTo(language, 'login');
  return from ? `${login}?${new URLSearchParams({ redirect: from })}` : login;
}

/**
 * The `redirect` of a sign-in page's query when it is safe to follow: a path of this site (never
 * `//host` or a full URL, so the link cannot send people elsewhere) in one of our languages, and
 * not itself a guest page (which would bounce straight back).
 */
export function redirectTarget(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (!languageOfPath(pathname)) return null;
  if (routeForPath(pathname)?.requires === 'guest') return null;
  return value;
}
