import type { ReactNode } from 'react';
import type { TLandingPageSection } from '../../../config/landing-sections.ts';

type LandingSectionProps = {
  id: TLandingPageSection;
  title: string;
  lead: string;
  tone?: 'white' | 'surface';
  children?: ReactNode;
};

/**
 * One anchored section of the landing page: heading, lead paragraph, content. The heading is
 * focusable (tabIndex -1) so a section link can move focus to it (lib/section-scroll.ts). The
 * section and its heading always render at once; a lazy section's content fills in later.
 */
export function LandingSection({ id, title, lead, tone = 'white', children }: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === 'surface' ? 'bg-surface' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          <h2
            id={headingId}
            tabIndex={-1}
            className="text-h2 font-bold tracking-tight text-brand-950 focus:outline-none sm:text-h1"
          >
            {title}
          </h2>
          <p className="mt-4 text-body text-muted sm:text-lg">{lead}</p>
        </div>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
