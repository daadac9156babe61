import { isStaffRole } from '@portal/contracts/auth/roles';
import type { TLanguage } from '@portal/contracts/common/languages';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import {
  ACCOUNTANT_WIZARD_STEPS,
  OFFICE_WIZARD_STEPS,
  resumeWizardStep,
} from '@portal/contracts/wizard/wizard-steps';
import { pathTo, routeForPath } from '../../config/paths.ts';
import { languageOfPath } from '../language.ts';
import { storage } from '../storage.ts';

/**
 * Where a signed-in person goes when no page asked for them: after sign-in without a `redirect`,
 * and when they open a guest page (spec sections 4 and 6).
 */

/** A customer's progress through an application wizard, as the account's information keeps it. */
export type TWizardProgress = {
  line: 'accountant' | 'office';
  /** The saved `step` / `office_step` value, or null when none is saved. */
  savedStep: string | null;
  /** Once the account has purchased products the wizard is over and the customer's home is /app. */
  hasPurchasedProducts: boolean;
};

/**
 * The selected company's progress as storage keeps it (the session and every read of the account
 * write `step`, `office_step` and whether it holds products). The office line's when the office
 * product is chosen in the top bar, or when the company has only begun the office wizard; the
 * accountant line's otherwise. A customer without a company is at the very start: the application
 * form's first step, where the company-name modal asks for one.
 */
export function readWizardProgress(): TWizardProgress {
  const account = storage.get('account');
  const officeOnly = !account?.step && Boolean(account?.office_step);
  if (storage.get('type') === PRODUCT_TYPES.office || officeOnly) {
    return {
      line: 'office',
      savedStep: account?.office_step ?? null,
      hasPurchasedProducts: account?.has_office_products ?? false,
    };
  }
  return {
    line: 'accountant',
    savedStep: account?.step ?? null,
    hasPurchasedProducts: account?.has_products ?? false,
  };
}

/** The wizard step a customer resumes at, or null when there is no unfinished wizard. */
export function customerWizardPath(
  language: TLanguage,
  progress: TWizardProgress | null = readWizardProgress(),
): string | null {
  if (!progress || progress.hasPurchasedProducts) return null;
  if (progress.line === 'office') {
    const step = resumeWizardStep(OFFICE_WIZARD_STEPS, progress.savedStep);
    return pathTo(language, `officeApplicationForm:${step.slug}`);
  }
  const step = resumeWizardStep(ACCOUNTANT_WIZARD_STEPS, progress.savedStep);
  return pathTo(language, `applicationForm:${step.slug}`);
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
