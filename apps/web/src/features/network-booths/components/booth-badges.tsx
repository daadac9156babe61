import { useTranslation } from 'react-i18next';

/** The marks a booth carries in the directory and on its page: featured (premium), hidden, yours. */
export function BoothBadges({
  featured,
  hidden,
  mine,
}: {
  featured: boolean;
  hidden: boolean;
  mine: boolean;
}) {
  const { t } = useTranslation('networkBooths');
  if (!featured && !hidden && !mine) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('badges.label')}>
      {featured ? (
        <li className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-brand-950">
          {t('badges.featured')}
        </li>
      ) : null}
      {hidden ? (
        <li className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-900">
          {t('badges.hidden')}
        </li>
      ) : null}
      {mine ? (
        <li className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-900">
          {t('badges.mine')}
        </li>
      ) : null}
    </ul>
  );
}
