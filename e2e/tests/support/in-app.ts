import type { Page } from '@playwright/test';

/**
 * Opens a path of the app already running in the page, as one of its links would (the router
 * follows the address), instead of loading and starting the whole app again: for specs that look
 * at many pages one after the other, not at how a page loads. Resolves once the router has shown
 * the new path (the route meta's canonical link names it; a redirect names where it led).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((to) => {
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
    const samePath = new URL(to, window.location.href).pathname === window.location.pathname;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return samePath ? null : canonical;
  }, path);
  if (before === null) return;
  await page.waitForFunction(
    (old) => document.querySelector('link[rel="canonical"]')?.getAttribute('href') !== old,
    before,
  );
}
