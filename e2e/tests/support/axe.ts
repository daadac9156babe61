import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page, not on the notifications over it: a notification sliding in or fading out
 * (after its 10 s, at any moment) is half transparent for a moment, and axe read its text's
 * contrast then (three journeys failed so, now and then). The notifications' colours are the
 * toaster's, the same on every page. Legacy mode runs axe in the page itself: the default opens
 * a blank page (a renderer of its own) for every run to merge the frames' results, which doubled
 * each check's time; these pages have no frames from another origin, the one thing only the
 * default mode checks. Only violations are reported in full: axe otherwise lists every node of
 * every passed and inapplicable rule, which the page serialises and the runner parses on each run.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
}

/** Fails on any serious or critical finding of axe on the page as it is now. */
export async function expectNoSeriousAxeFindings(page: Page): Promise<void> {
  const results = await axeOn(page).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
}
