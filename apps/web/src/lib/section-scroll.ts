/**
 * Links to the sections of a long page (`/tr#faq`, the policies' contents). The landing page
 * renders its lower sections lazily, so a link to one of them must wait until every section
 * above it has rendered, or the scroll would stop short. The landing page registers how to get a
 * section ready; links and layouts ask through here and need not know the landing page.
 */

type Preparer = (sectionId: string) => Promise<void>;

let preparer: Preparer | null = null;

/** The landing page says how to get its sections ready. Returns the function that unregisters it. */
export function registerSectionPreparer(next: Preparer): () => void {
  preparer = next;
  return () => {
    if (preparer === next) preparer = null;
  };
}

/** Resolves once the section (and everything above it) is rendered; at once on other pages. */
export function prepareSection(sectionId: string): Promise<void> {
  return preparer ? preparer(sectionId).catch(() => undefined) : Promise.resolve();
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Moves focus to a section's heading (the element its `aria-labelledby` names, made focusable
 * with tabIndex -1), or to the section itself, without scrolling: screen readers start reading there.
 */
export function focusSection(section: HTMLElement): void {
  const headingId = section.getAttribute('aria-labelledby');
  const heading = headingId ? document.getElementById(headingId) : null;
  (heading ?? section).focus({ preventScroll: true });
}

/** Scrolls a section to the top of the page (below the sticky header), smoothly unless motion is reduced. */
export function scrollToSection(section: HTMLElement, { smooth = true }: { smooth?: boolean } = {}): void {
  section.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
}

/** How long a deep-linked section is held at the top while the page above it may still change. */
const HOLD_MS = 10_000;

/**
 * Keeps a section at the top while the page above it still changes height (a prerendered part
 * hydrating, a slow device finishing its layout): scrolled back each time the page resizes, for
 * HOLD_MS or until `letGo()` says someone took over. A page that does not resize is not touched.
 * Resolves then.
 */
export function holdSectionInPlace(section: HTMLElement, letGo: () => boolean): Promise<void> {
  if (typeof ResizeObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new ResizeObserver(() => {
      if (letGo()) done();
      else scrollToSection(section, { smooth: false });
    });
    const limit = setTimeout(done, HOLD_MS);
    observer.observe(document.body);
  });
}

/** Resolves after the browser has laid out and painted the latest React commit. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
