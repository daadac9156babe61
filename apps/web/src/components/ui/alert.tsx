import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons.tsx';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: <ErrorIcon className="text-danger" /> },
  success: {
    box: 'border-green-200 bg-green-50 text-green-900',
    icon: <SuccessIcon className="text-success" />,
  },
  info: { box: 'border-brand-100 bg-brand-50 text-brand-950', icon: <InfoIcon className="text-info" /> },
  warning: {
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: <WarningIcon className="text-amber-800" />,
  },
};

/**
 * A message inside a page or form. Errors are announced at once (`role="alert"`), the others
 * politely (`role="status"`), so a screen reader hears the outcome of a submit.
 */
export function Alert({
  tone,
  title,
  children,
  className,
}: {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-small', tones[tone].box, className)}
    >
      <span className="mt-0.5 shrink-0">{tones[tone].icon}</span>
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-bold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
