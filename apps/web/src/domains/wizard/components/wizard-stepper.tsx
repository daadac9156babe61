import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { TKnownWizardStep } from '../use-wizard-progress.ts';

/**
 * Where the customer is among a wizard's steps (the accountant's seven, the office's four): done
 * steps are ticked, the current one is marked for screen readers with aria-current. On a phone
 * only the numbers show, with the current label below.
 */
export function WizardStepper({ steps, current }: { steps: readonly TKnownWizardStep[]; current: string }) {
  const { t } = useTranslation(['pages', 'wizard']);
  const currentIndex = steps.findIndex((step) => step.slug === current);
  const currentStep = steps[currentIndex];
  return (
    <nav aria-label={t('wizard:stepper.label')}>
      <ol className="flex items-start gap-1 sm:gap-2">
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step.slug}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col items-center gap-1 text-center"
            >
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 text-small font-bold',
                  state === 'done' && 'border-brand-700 bg-brand-700 text-white',
                  state === 'current' && 'border-brand-700 bg-white text-brand-800',
                  state === 'upcoming' && 'border-line bg-white text-muted',
                )}
              >
                {state === 'done' ? '✓' : index + 1}
                <span className="sr-only"> {t(`wizard:stepper.${state}`)}</span>
              </span>
              <span
                className={cn(
                  'hidden text-caption leading-tight sm:block',
                  state === 'current' ? 'font-semibold text-brand-950' : 'text-muted',
                )}
              >
                {t(`pages:${step.labelKey}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 text-center text-small font-semibold text-brand-950 sm:hidden">
        {t('wizard:stepper.mobile', {
          number: currentIndex + 1,
          total: steps.length,
          label: currentStep ? t(`pages:${currentStep.labelKey}`) : '',
        })}
      </p>
    </nav>
  );
}
