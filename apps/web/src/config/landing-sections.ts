/** The landing page's sections, in page order; each id is also its URL anchor (spec section 2). */
export const LANDING_SECTIONS = ['howIsWork', 'advantages', 'services', 'packets', 'faq', 'contact'] as const;
export type TLandingSection = (typeof LANDING_SECTIONS)[number];
