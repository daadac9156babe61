import type { TMonthCloseFlag } from '@portal/contracts/month-close/month-close';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/ui/icons.tsx';

/** What is late about a month, each in words with a warning sign; "nothing late" when none. */
export function FlagBadges({ flags }: { flags: readonly TMonthCloseFlag[] }) {
  const { t } = useTranslation('monthClose');
  if (flags.length === 0) return <span className="text-small text-muted">{t('board.noFlags')}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {flags.map((flag) => (
        <li
          key={flag}
          className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-950"
        >
          <WarningIcon className="size-4 shrink-0" />
          {t(`flags.${flag}`)}
        </li>
      ))}
    </ul>
  );
}
