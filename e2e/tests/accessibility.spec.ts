import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { applicationAt, registerCustomer, waitingApplication } from './support/api.ts';
import { type Lang, login, PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * axe on every page that exists today, in both languages; the phone project runs this file too,
 * so each page is checked at desktop and phone width. Serious and critical violations fail.
 * Each test signs in once and walks its pages, so a hundred checks cost one sign-in per role.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The pages as a visitor finds them, with no one signed in. */
const GUEST_PAGES = [
  '',
  'privacy-policy',
  'cookie-policy',
  'user-agreement',
  'app/login',
  'app/register',
  'app/forgot-pass',
  'app/change-pass?token=not-a-token&email=someone%40example.com',
  'a-page-that-does-not-exist',
];

const GUEST_SAMPLE = new Set([
  '',
  'app/login',
  'app/register',
  'privacy-policy',
  'a-page-that-does-not-exist',
]);

/** A customer's pages while the application is being filled in, up to its payment step. */
const CUSTOMER_PAGES = [
  'app',
  'app/application-form/status',
  'app/application-form/packets',
  'app/application-form/personal-info',
  'app/application-form/business-info',
  'app/application-form/files',
  'app/application-form/payment',
  'app/profile',
  'app/profile/change-password',
  'app/profile/invoices',
  'app/phone-number/verify',
  // One of the pages still being prepared: they all share the one panel.
  'app/documents',
  'no-permission',
];

/** A customer whose paid application waits for approval. */
const WAITING_PAGES = ['app', 'app/application-form/wait-for-approve', 'app/profile/invoices'];

/** The staff back office, as the admin sees it. */
const ADMIN_PAGES = [
  'app/dashboard',
  'app/accounts',
  'app/accounts-detail/:waiting',
  'app/users',
  'app/advisors',
  'app/secretaries',
  'app/roles',
  'app/roles-and-permissions',
  'app/announcements',
  'app/appointment-list',
  'app/profile',
];

/** At phone width: the customer's shell and wizard, and the staff dashboard, a table and a detail page. */
const PHONE_PAGES = new Set([
  'app',
  'app/application-form/personal-info',
  'app/application-form/payment',
  'app/profile/invoices',
  'app/application-form/wait-for-approve',
  'app/dashboard',
  'app/accounts',
]);

type TFinding = { page: string; rule: string; impact: string; help: string; targets: string[] };

/** Opens the page, waits until it has settled (lazy chunks, texts, data) and returns axe's findings. */
async function check(page: Page, lang: Lang, path: string): Promise<TFinding[]> {
  const url = `/${lang}/${path}`;
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  // Settled: the page's heading is there (its lazy chunk arrived) and no spinner is left (its data).
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // Sections below the fold load as they come near the viewport: walk down until all have.
  const busy = page.locator('[aria-busy="true"]');
  for (let step = 0; step < 20 && (await busy.count()) > 0; step++) {
    await page.evaluate(() => window.scrollBy(0, 2 * window.innerHeight));
    await page.waitForTimeout(50);
  }
  await expect(busy).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      page: url,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function checkAll(page: Page, lang: Lang, paths: readonly string[]) {
  const findings: TFinding[] = [];
  for (const path of paths) findings.push(...(await check(page, lang, path)));
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

async function signedIn(browser: Browser, lang: Lang, email: string, password: string) {
  // axe needs a page of a context the test made itself, not browser.newPage()'s own.
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, lang, email, password);
  await expect(page).not.toHaveURL(/\/app\/login/);
  return page;
}

for (const lang of ['tr', 'en'] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test.describe.configure({ timeout: 120_000 });
    // The phone layout is the same in both languages: it is checked in Turkish, the default.
    test.skip(({ isMobile }) => isMobile && lang === 'en', 'phone layout checked in Turkish');
    test('public and sign-in pages', async ({ page, isMobile }) => {
      // Every page once, in Turkish at desktop width; the others see the pages whose text or layout
      // differs most (the long landing page, the forms, a policy, the 404).
      const full = lang === 'tr' && !isMobile;
      await checkAll(page, lang, full ? GUEST_PAGES : GUEST_PAGES.filter((path) => GUEST_SAMPLE.has(path)));
    });
  });
}

/**
 * The signed-in pages are built from the same components in both languages, so they are checked in
 * Turkish: every page at desktop width, and at phone width the pages whose layout changes most (the
 * menu drawer, the wizard, a staff table). axe costs about a second a page on this machine.
 */
test.describe('accessibility of signed-in pages (tr)', () => {
  test.describe.configure({ timeout: 120_000 });
  const lang = 'tr';
  const atWidth = (isMobile: boolean, pages: readonly string[]) =>
    isMobile ? pages.filter((path) => PHONE_PAGES.has(path)) : pages;

  test("a customer's pages during the application", async ({ browser, request, isMobile }) => {
    const email = uniqueEmail('axe');
    const session = await registerCustomer(request, email, 'Aylin Erişim');
    await applicationAt(request, session, `Erişim ${Date.now() % 100_000}`, 'payment');
    const page = await signedIn(browser, lang, email, PASSWORD);
    await checkAll(page, lang, atWidth(isMobile, CUSTOMER_PAGES));
  });

  test("a waiting customer's pages and the staff back office", async ({ browser, request, isMobile }) => {
    const email = uniqueEmail('axe-waiting');
    const session = await registerCustomer(request, email, 'Bora Bekleyen');
    const accountId = await waitingApplication(request, session, `Bekleyen ${Date.now() % 100_000}`);
    const customer = await signedIn(browser, lang, email, PASSWORD);
    await checkAll(customer, lang, atWidth(isMobile, WAITING_PAGES));
    const admin = await signedIn(browser, lang, 'admin@demo.portal.test', 'Demo1234!');
    const adminPages = ADMIN_PAGES.map((path) => path.replace(':waiting', String(accountId)));
    await checkAll(
      admin,
      lang,
      atWidth(isMobile, adminPages).concat(isMobile ? [`app/accounts-detail/${accountId}`] : []),
    );
  });
});
