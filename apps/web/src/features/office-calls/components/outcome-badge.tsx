import type { TCallOutcome } from '@portal/contracts/office/office-calls';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const TONES: Record<TCallOutcome, string> = {
  message_taken: 'bg-sky-100 text-sky-950',
  put_through: 'bg-green-100 text-green-900',
  call_back: 'bg-amber-100 text-amber-950',
  urgent: 'bg-red-100 text-red-900',
};

/** What the secretary did with a call, as a badge (its colour only repeats the words). */
export function OutcomeBadge({ outcome }: { outcome: TCallOutcome }) {
  const { t } = useTranslation('officeCalls');
  return (
    <span
      className={cn(
        // It wraps: "Asks to be called back" widened the calls page at 360 px.
        'inline-block max-w-full rounded-2xl px-2.5 py-0.5 text-caption font-semibold',
        TONES[outcome],
      )}
    >
      {t(`outcomes.${outcome}`)}
    </span>
  );
}
