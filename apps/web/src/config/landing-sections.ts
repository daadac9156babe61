/** The landing page's sections in the top navigation, in page order; each id is also its URL anchor (spec section 2). */
export const LANDING_SECTIONS = ['howIsWork', 'advantages', 'services', 'packets', 'faq', 'contact'] as const;
export type TLandingSection = (typeof LANDING_SECTIONS)[number];

/** Every anchored section of the landing page in page order: the navigation's, plus the testimonials. */
export const LANDING_PAGE_SECTIONS = [
  'howIsWork',
  'advantages',
  'services',
  'packets',
  'faq',
  'testimonials',
  'contact',
] as const satisfies readonly string[];
export type TLandingPageSection = (typeof LANDING_PAGE_SECTIONS)[number];

export function isLandingPageSection(id: string): id is TLandingPageSection {
  return (LANDING_PAGE_SECTIONS as readonly string[]).includes(id);
}

/** `/{lang}?demo=1` (or `#demo`) opens the demo booking form: the top bar links there from any page. */
export const DEMO_QUERY_PARAM = 'demo';
export const DEMO_HASH = '#demo';
