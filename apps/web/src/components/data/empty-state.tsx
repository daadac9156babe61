import type { ReactNode } from 'react';
import { Card } from '../ui/card.tsx';

type EmptyStateProps = {
  children: ReactNode;
  /** A picture above the text, for a page that is empty as a whole (no invoices yet). */
  icon?: ReactNode;
  /** Inside a card's section: the text alone, small. */
  compact?: boolean;
};

/** Why a list shows nothing: "No company is waiting for approval." */
export function EmptyState({ children, icon, compact = false }: EmptyStateProps) {
  if (compact) return <p className="text-small text-muted">{children}</p>;
  return (
    <Card className={icon ? 'flex flex-col items-center gap-4 py-12 text-center' : 'text-center'}>
      {icon ? (
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          {icon}
        </span>
      ) : null}
      <p className="mx-auto max-w-md text-body text-muted">{children}</p>
    </Card>
  );
}
