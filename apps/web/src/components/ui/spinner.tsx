import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

type SpinnerProps = {
  className?: string;
  /** Spoken to screen readers; defaults to "Loading". Pass `null` when the spinner is decorative. */
  label?: string | null;
};

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation('common');
  const spoken = label === undefined ? t('loading') : label;
  const svg = (
    <svg
      className={cn('size-5 animate-spin motion-reduce:animate-none', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (spoken === null) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
