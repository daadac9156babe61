import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** The mark (same drawing as public/favicon.svg) and the product name. */
export function Logo({
  className,
  nameClassName,
  inverted = false,
}: {
  className?: string;
  /** E.g. to hide the name on crowded bars; the link around the logo carries its own label. */
  nameClassName?: string;
  inverted?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#1b2559'} />
        <path d="M15 47V31l11-6v22z" fill={inverted ? '#1b2559' : '#ffffff'} />
        <path d="M29 47V20l12-7v34z" fill={inverted ? '#1b2559' : '#ffffff'} fillOpacity="0.82" />
        <path d="M44 47V27l6 3.5V47z" fill="#f5a524" />
        <rect x="12" y="47" width="40" height="4" rx="2" fill="#f5a524" />
      </svg>
      <span
        className={cn(
          'text-lg font-bold tracking-tight whitespace-nowrap',
          inverted ? 'text-white' : 'text-brand-950',
          nameClassName,
        )}
      >
        {t('appName')}
      </span>
    </span>
  );
}
