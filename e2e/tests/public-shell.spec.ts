import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.ts';

/** On a phone the language links sit in the menu; on a desktop they are in the header. */
async function chooseLanguage(page: Page, name: 'English' | 'Türkçe') {
  // The header renders with the lazy page; wait for it before deciding where the links are.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  const link = page.getByRole('link', { name, exact: true }).first();
  if (!(await link.isVisible())) {
    await page
      .getByRole('button', { name: /menü|menu/i })
      .first()
      .click();
  }
  await link.click();
}

test('the root address lands on the Turkish landing page', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/tr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Şirketinizi online kurun, muhasebeniz ilk günden hazır olsun',
  );
  await expect(page).toHaveTitle(/Firmaport/);
  for (const anchor of ['howIsWork', 'advantages', 'services', 'packets', 'faq', 'contact']) {
    await expect(page.locator(`#${anchor}`)).toBeAttached();
  }
  await page.screenshot({ path: `artifacts/shell-landing-tr-${testInfo.project.name}.png`, fullPage: false });
});

test('switching to English keeps the page and changes the address and the text', async ({
  page,
}, testInfo) => {
  await page.goto('/tr');
  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Found your company online, with your accounting ready from day one',
  );
  // The choice is kept in local storage (the root address itself always redirects to /tr).
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toContain('en');
  await page.screenshot({ path: `artifacts/shell-landing-en-${testInfo.project.name}.png` });

  await chooseLanguage(page, 'Türkçe');
  await expect(page).toHaveURL(/\/tr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('a deep link to an English policy page loads directly', async ({ page }, testInfo) => {
  const response = await page.goto('/en/privacy-policy');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  await expect(page).toHaveTitle(/Privacy/);
  await page.screenshot({ path: `artifacts/privacy-en-${testInfo.project.name}.png` });
});

test('the landing shows the real packets from the API with Turkish prices', async ({ page }) => {
  await page.goto('/tr#packets');
  const packets = page.locator('#packets');
  await expect(packets.getByText(/₺/).first()).toBeVisible();
});

test('unknown API paths answer JSON, not the web app', async ({ request }) => {
  const response = await request.get('/api/no-such-thing', { headers: { 'Accept-Language': 'en' } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: expect.any(String) });
});

test('the landing and policy pages arrive prerendered in their language, and hydrate without errors', async ({
  page,
  request,
}) => {
  for (const [path, texts] of [
    ['/tr', ['Standart Paket', 'Şirketim ne kadar sürede kurulur?', '<html lang="tr"']],
    ['/en', ['Standard Package', 'How long does it take to found my company?', '<html lang="en"']],
    ['/en/privacy-policy', ['Privacy Policy | Firmaport', '<html lang="en"']],
  ] as const) {
    // The HTML as sent, before any script runs: the hero, the packets and the FAQ are in it.
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<div id="root"><a href="#main"/);
    for (const text of texts) expect(html, `${path}: ${text}`).toContain(text);
  }

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/en#faq');
  // Hydrated: the FAQ's tabs answer a click, and the deep link moved focus to the section.
  await expect(page.locator('#faq-title')).toBeFocused();
  await page.getByRole('tab', { name: 'Subscription and payment' }).click();
  await expect(page.getByRole('tab', { name: 'Subscription and payment' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(errors).toEqual([]);
});
