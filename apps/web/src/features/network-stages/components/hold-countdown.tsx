import { useTranslation } from 'react-i18next';
import { formatCountdown, istanbulTime } from '../stage-time.ts';

/**
 * What is left of a hold: the time it ends (Istanbul) and the minutes and seconds to go. A timer
 * role, so screen readers do not announce every second; the page says so once it has run out.
 */
export function HoldCountdown({ heldUntil, now }: { heldUntil: string; now: Date }) {
  const { t } = useTranslation('networkStages');
  const left = new Date(heldUntil).getTime() - now.getTime();
  return (
    <p className="text-small text-amber-950">
      {t('hold.until', { time: istanbulTime(heldUntil) })}{' '}
      <span role="timer" aria-label={t('hold.leftLabel')} className="font-bold tabular-nums">
        {formatCountdown(left)}
      </span>
    </p>
  );
}
