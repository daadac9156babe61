import type { Page } from '@playwright/test';

/**
 * Public pages arrive prerendered: their buttons answer once React has hydrated them (React marks
 * the nodes it owns), not as soon as the HTML shows. A tap before that opens nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
  });
}
