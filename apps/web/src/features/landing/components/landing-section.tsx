import type { ReactNode } from 'react';
import type { TLandingSection } from '../../../config/landing-sections.ts';
import { cn } from '../../../lib/cn.ts';

type LandingSectionProps = {
  id: TLandingSection;
  title: string;
  lead: string;
  tone?: 'white' | 'surface';
  children?: ReactNode;
};

/** One anchored section of the landing page: heading, lead paragraph, content. */
export function LandingSection({ id, title, lead, tone = 'white', children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn('focus:outline-none', tone === 'surface' ? 'bg-surface' : 'bg-white')}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-h2 font-bold tracking-tight text-brand-950 sm:text-h1">
            {title}
          </h2>
          <p className="mt-4 text-body text-muted sm:text-lg">{lead}</p>
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
