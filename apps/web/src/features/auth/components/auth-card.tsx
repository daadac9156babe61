import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** The frame of every sign-in page: a centred card with the page's heading. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="bg-surface px-4 py-10 sm:py-16" aria-labelledby="auth-title">
      <Card className="mx-auto w-full max-w-md p-5 sm:p-8">
        <h1 id="auth-title" className="text-h2 font-bold text-brand-950">
          {title}
        </h1>
        {description ? <div className="mt-2 text-body text-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 border-t border-line pt-5 text-small text-muted">{footer}</div> : null}
      </Card>
    </section>
  );
}
