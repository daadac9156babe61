import type { ReactNode } from 'react';
import { pathTo } from '../../../config/paths.ts';
import { WizardFrame as SharedWizardFrame } from '../../../domains/wizard/components/wizard-frame.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TWizardSlug, type useWizardStep, wizardRedirect } from '../use-wizard-step.ts';

type WizardFrameProps = {
  slug: TWizardSlug;
  wizard: ReturnType<typeof useWizardStep>;
  lead?: ReactNode;
  /** Set once the step has sent the customer on (the payment step after a payment): no redirect then. */
  leaving?: boolean;
  children: ReactNode;
};

/**
 * The shared wizard frame (domains/wizard/components) with the accountant wizard's rule of where a
 * customer may be (`wizardRedirect`): a founded company goes to its page.
 */
export function WizardFrame({ slug, wizard, lead, leaving = false, children }: WizardFrameProps) {
  const language = useLanguage();
  const account = wizard.account;
  const target =
    account && !leaving
      ? wizardRedirect(slug, { status: account.status, savedStep: wizard.savedStep })
      : null;
  const redirectTo =
    target === 'company-founded' ? pathTo(language, 'companyFounded') : target ? wizard.pathOf(target) : null;
  return (
    <SharedWizardFrame wizard={wizard} lead={lead} redirectTo={redirectTo}>
      {children}
    </SharedWizardFrame>
  );
}
