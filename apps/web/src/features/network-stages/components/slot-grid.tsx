import type { TSlot } from '@portal/contracts/network/network-schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { hourRange } from '../stage-time.ts';

const stateClasses: Record<TSlot['state'], string> = {
  free: 'border-green-300 bg-green-50 text-green-950 hover:bg-green-100',
  held: 'border-amber-300 bg-amber-50 text-amber-950',
  booked: 'border-brand-200 bg-brand-50 text-brand-950',
  past: 'border-line bg-surface text-muted',
};

type SlotGridProps = {
  /** The day's hours as the server answered them, earliest first. */
  slots: readonly TSlot[];
  /** The day, written out, for the group's name ("Hours of Tuesday, 24 November 2026"). */
  dayLabel: string;
  /** The chosen hour's `starts_at`, or null. */
  selected: string | null;
  onSelect: (slot: TSlot) => void;
};

/**
 * A stage's hours of one day as buttons: only a free hour can be chosen (pressed while chosen);
 * held, booked and past hours are shown, disabled, with their state in words, never by colour
 * alone. Each button's name says the hour and its state ("14:00–15:00, free"; ", yours" when the
 * company holds or booked it), so a screen reader hears the whole grid as it looks.
 */
export function SlotGrid({ slots, dayLabel, selected, onSelect }: SlotGridProps) {
  const { t } = useTranslation('networkStages');
  const legendId = useId();
  return (
    <fieldset aria-describedby={legendId} className="space-y-3">
      <legend className="text-body font-semibold text-ink">{t('slots.legend', { day: dayLabel })}</legend>
      <p id={legendId} className="text-small text-muted">
        {t('slots.hint')}
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {slots.map((slot) => {
          const range = hourRange(slot.starts_at, slot.ends_at);
          const state = t(`slots.state.${slot.state}`);
          const chosen = selected === slot.starts_at;
          const free = slot.state === 'free';
          return (
            <li key={slot.starts_at}>
              <button
                type="button"
                disabled={!free}
                aria-pressed={free ? chosen : undefined}
                aria-label={
                  slot.is_mine ? t('slots.nameMine', { range, state }) : t('slots.name', { range, state })
                }
                onClick={() => onSelect(slot)}
                className={cn(
                  'flex min-h-16 w-full flex-col items-start justify-center rounded-lg border px-3 py-2 text-start',
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400',
                  'disabled:cursor-not-allowed',
                  stateClasses[slot.state],
                  chosen && 'border-brand-800 bg-brand-800 text-white hover:bg-brand-700',
                )}
              >
                <span className="text-body font-semibold">{range}</span>
                <span className="text-small">
                  {chosen ? t('slots.chosen') : state}
                  {slot.is_mine ? ` · ${t('slots.mine')}` : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
