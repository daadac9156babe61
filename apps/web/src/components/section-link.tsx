import type { MouseEvent, ReactNode } from 'react';
import type { TLandingSection } from '../config/landing-sections.ts';
import { pathTo } from '../config/paths.ts';
import { Link, useLocation, useNavigate } from '../lib/navigation.tsx';
import { focusSection, prepareSection, scrollToSection } from '../lib/section-scroll.ts';
import { useLanguage } from '../lib/use-language.ts';

type SectionLinkProps = {
  section: TLandingSection;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
};

/**
 * A link to a section of the landing page (`/tr#faq`): a real link, so it works from any page and
 * in a new tab. On the landing page itself it first gets the lazy sections above the target
 * rendered, then navigates; the router scrolls (smoothly, unless motion is reduced) and the
 * language layout moves focus to the section's heading.
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const landing = pathTo(language, 'landing');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (location.pathname !== landing) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const hash = `#${section}`;
    void prepareSection(section).then(() => {
      const target = document.getElementById(section);
      // The same link again: no navigation happens, so scroll and focus here.
      if (location.hash === hash && target) {
        scrollToSection(target);
        focusSection(target);
      } else {
        navigate({ pathname: landing, hash });
      }
    });
  };

  return (
    <Link to={{ pathname: landing, hash: `#${section}` }} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
