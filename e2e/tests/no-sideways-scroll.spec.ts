import type { BrowserContextOptions, Page } from '@playwright/test';
import {
  activeOfficeLine,
  approvedApplication,
  DEMO_ADMIN,
  DEMO_ADVISOR,
  DEMO_SECRETARY,
  registerCustomer,
} from './support/api.ts';
import { expect, type TPerson, test } from './support/fixtures.ts';
import { openInApp } from './support/in-app.ts';
import { type Lang, PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 36, item 2: at a laptop's 1280 px no signed-in page scrolls sideways, and the account menu
 * stays on screen, for a customer, an advisor, a secretary and an admin, in both languages. Each
 * person chooses every product line of the top bar (from the bar, or from its "More" menu when it
 * does not fit), and every page the top bar then links to (the line's menu, the account menu, the
 * home link, the unread counts) is opened and measured. No axe here: the accessibility spec does
 * that; this one only loads and measures.
 */

const VIEWPORT = { width: 1280, height: 900 };

const TEXT = {
  tr: {
    mainNavigation: 'Ana menü',
    more: 'Daha fazla',
    account: /Hesap menüsü/,
    accountantMenu: 'Muhasebeci menüsü',
    adminEntries: ['Yetkiler', 'Duyurular', 'Arka plan işleri', 'Güvenlik kaydı'],
  },
  en: {
    mainNavigation: 'Main menu',
    more: 'More',
    account: /Account menu/,
    accountantMenu: 'Accountant menu',
    adminEntries: ['Permissions', 'Announcements', 'Background jobs', 'Security log'],
  },
} as const;

type TFinding = { page: string; problem: string };

/** The top bar's row of products (the panel's copy is hidden at this width). */
const productBar = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: TEXT[lang].mainNavigation, exact: true });

/** The products the bar offers, shown or under "More" (the menu's entries are in the page while it is shut). */
async function productNames(page: Page, lang: Lang): Promise<string[]> {
  return productBar(page, lang).evaluate((nav) =>
    Array.from(
      nav.querySelectorAll('button:not([aria-haspopup])'),
      (button) => button.textContent?.trim() ?? '',
    ),
  );
}

/** Chooses a product as a person does: its button in the bar, or its entry in the bar's "More" menu. */
async function chooseProduct(page: Page, lang: Lang, name: string) {
  const bar = productBar(page, lang);
  const inBar = bar.getByRole('button', { name, exact: true });
  if ((await inBar.count()) > 0) {
    await inBar.click();
  } else {
    await bar.getByRole('button', { name: TEXT[lang].more, exact: true }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
  // The bar marks the chosen product (in the row or inside "More"), its menu under the bar follows.
  await expect(bar.locator('[aria-current="page"]')).toHaveText(name);
}

/** Every signed-in page the top bar links to now (its menus' entries, shown or not; not the language links). */
async function topBarPages(page: Page): Promise<string[]> {
  return page
    .locator('header')
    .first()
    .evaluate((header) =>
      Array.from(
        header.querySelectorAll('a[href]:not([hreflang])'),
        (link) => link.getAttribute('href') ?? '',
      ).filter((href) => /^\/(tr|en)\/app([/?#]|$)/.test(href)),
    );
}

/** The page's width against the window's, and the account menu's button inside the window. */
async function measure(page: Page, lang: Lang, label: string): Promise<TFinding[]> {
  const found: TFinding[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) {
    found.push({
      page: label,
      problem: `scrolls sideways: ${scrollWidth} px wide in a ${innerWidth} px window`,
    });
  }
  const account = page.getByRole('button', { name: TEXT[lang].account });
  const box = await account.boundingBox();
  if (!box || !(await account.isVisible())) {
    found.push({ page: label, problem: 'the account menu is not shown' });
  } else if (box.x < 0 || box.x + box.width > innerWidth) {
    found.push({ page: label, problem: `the account menu is off screen (${box.x}..${box.x + box.width})` });
  }
  return found;
}

/** Waits for the page's chunk, title and data, as the accessibility spec does (without its scroll walk). */
async function settle(page: Page) {
  await page.locator('main').first().waitFor();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** An entry of the admin's menu is in the window: in the strip, or in its "More" menu opened. */
async function adminEntriesOnScreen(page: Page, lang: Lang): Promise<TFinding[]> {
  const found: TFinding[] = [];
  const strip = page.getByRole('navigation', { name: TEXT[lang].accountantMenu, exact: true });
  for (const name of TEXT[lang].adminEntries) {
    let entry = strip.getByRole('link', { name, exact: true });
    const more = strip.getByRole('button', { name: TEXT[lang].more, exact: true });
    if ((await entry.count()) === 0) {
      await more.click();
      entry = strip.getByRole('menuitem', { name, exact: true });
    }
    await expect(entry).toBeVisible();
    const box = await entry.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > VIEWPORT.width) {
      found.push({
        page: `admin menu: ${name}`,
        problem: `off screen (${box?.x}..${(box?.x ?? 0) + (box?.width ?? 0)})`,
      });
    }
    if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'true') {
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    }
  }
  return found;
}

/** Every top-bar page of one person in one language, in a context of its own (closed at the end). */
async function checkPerson(
  signedInPage: (person: TPerson, options?: BrowserContextOptions) => Promise<Page>,
  person: TPerson,
  lang: Lang,
  home: string,
  { admin = false } = {},
) {
  const page = await signedInPage(person, { viewport: VIEWPORT });
  const findings: TFinding[] = [];
  try {
    await page.goto(`/${lang}/${home}`);
    await settle(page);
    findings.push(...(await measure(page, lang, `${home} (${lang})`)));
    if (admin) findings.push(...(await adminEntriesOnScreen(page, lang)));

    const pages = new Set(await topBarPages(page));
    for (const product of await productNames(page, lang)) {
      await chooseProduct(page, lang, product);
      await settle(page);
      const url = new URL(page.url());
      pages.add(`${url.pathname}${url.search}`);
      for (const path of await topBarPages(page)) pages.add(path);
    }
    expect(pages.size, 'the top bar links to pages').toBeGreaterThan(3);

    for (const path of pages) {
      await openInApp(page, path);
      await settle(page);
      await expect(page).not.toHaveURL(/\/app\/login/);
      findings.push(...(await measure(page, lang, path)));
    }
  } finally {
    await page.context().close();
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

test.describe('no page scrolls sideways at 1280 px', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a customer with the accountant and office lines', async ({ request, signedInPage }) => {
    const email = uniqueEmail('wide-customer');
    const session = await registerCustomer(request, email, 'Selin Genişlik');
    const accountId = await approvedApplication(request, session, `Genişlik ${Date.now() % 100_000}`);
    await activeOfficeLine(request, session, accountId);
    for (const lang of ['tr', 'en'] as const) {
      await checkPerson(signedInPage, { email, password: PASSWORD }, lang, 'app');
    }
  });

  test('an advisor', async ({ signedInPage }) => {
    for (const lang of ['tr', 'en'] as const) {
      await checkPerson(signedInPage, DEMO_ADVISOR, lang, 'app/dashboard');
    }
  });

  test('a secretary', async ({ signedInPage }) => {
    for (const lang of ['tr', 'en'] as const) {
      await checkPerson(signedInPage, DEMO_SECRETARY, lang, 'app/dashboard');
    }
  });

  test("an admin, whose menu's last entries stay on screen", async ({ signedInPage }) => {
    for (const lang of ['tr', 'en'] as const) {
      await checkPerson(signedInPage, DEMO_ADMIN, lang, 'app/dashboard', { admin: true });
    }
  });
});
