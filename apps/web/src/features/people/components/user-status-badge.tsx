import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** Active or inactive as a pill; the colour only repeats what the text says. */
export function UserStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('people');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        active ? 'bg-green-50 text-green-900 ring-green-200' : 'bg-slate-100 text-slate-800 ring-slate-300',
      )}
    >
      {t(active ? 'status.active' : 'status.inactive')}
    </span>
  );
}
