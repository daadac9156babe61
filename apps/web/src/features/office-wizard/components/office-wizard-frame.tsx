import type { ReactNode } from 'react';
import { WizardFrame } from '../../../domains/wizard/components/wizard-frame.tsx';
import { officeLine, officeWizardRedirect, type TOfficeWizard } from '../use-office-wizard-step.ts';

/**
 * The accountant wizard's frame and stepper (domains/wizard/components) with the office wizard's rule of
 * where a customer may be (`officeWizardRedirect`).
 */
export function OfficeWizardFrame({
  wizard,
  lead,
  children,
}: {
  wizard: TOfficeWizard;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const account = wizard.account;
  const target = account
    ? officeWizardRedirect(wizard.slug, {
        lineState: officeLine(account)?.state ?? null,
        savedStep: wizard.savedStep,
      })
    : null;
  return (
    <WizardFrame wizard={wizard} lead={lead} redirectTo={target ? wizard.pathOf(target) : null}>
      {children}
    </WizardFrame>
  );
}
