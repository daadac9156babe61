import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** A titled part of a booth's page (about, products and services, team…), as a named region. */
export function BoothSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
