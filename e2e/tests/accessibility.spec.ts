import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  activeOfficeLine,
  applicationAt,
  approvedApplication,
  DEMO_ADVISOR,
  DEMO_SECRETARY,
  registerCustomer,
  waitingApplication,
} from './support/api.ts';
import { type Lang, login, PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * axe on every page that exists today, in both languages, at desktop and at phone width: each page
 * is loaded once and checked at 1280 px, then narrowed to 375 px and checked again (the layout
 * follows the width through CSS, so one load serves both). Serious and critical violations fail.
 * Each test signs in once and walks its pages, so 144 checks cost one sign-in per role and language.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The pages as a visitor finds them, with no one signed in. */
const GUEST_PAGES = [
  '',
  'privacy-policy',
  'cookie-policy',
  'user-agreement',
  'policies',
  'about',
  'app/login',
  'app/register',
  'app/forgot-pass',
  'app/change-pass?token=not-a-token&email=someone%40example.com',
  `app/email/change/1?email=new%40example.com&keep=0&expires=1&signature=${'0'.repeat(64)}`,
  'a-page-that-does-not-exist',
];

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
  // The Endless network (issue 17): the directory, the calendar, a stage, the membership page.
  'app/endless-network/companies',
  'app/endless-network/activity-calendar',
  'app/endless-network/stage/1',
  'app/endless-network/for-my-company',
  'app/endless-network/my-company-stage',
  // The office wizard's first step (issue 15).
  'app/office/application-form/locations',
  'no-permission',
];

/** A customer whose paid application waits for approval. */
const WAITING_PAGES = [
  'app',
  'app/application-form/wait-for-approve',
  'app/profile/invoices',
  'app/profile/subscriptions',
];

/** A customer of an approved company: the monthly work (issue 14). */
const APPROVED_PAGES = [
  'app',
  'app/documents',
  'app/accountancy',
  'app/additional-services',
  'app/additional-payment?ids=:addOn',
  'app/packets/:packet',
  // The office line (issue 15): its calls, mail and parcels, add-ons, and the wizard's last step.
  'app/office/calls',
  'app/office/shipment-tracking',
  'app/office/additional-services',
  'app/office/application-form/wait-for-approve',
];

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
  'app/contact-messages',
  'app/security-events',
  'app/profile',
];

type TFinding = { page: string; rule: string; impact: string; help: string; targets: string[] };

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Waits until the page has settled: its lazy chunk, texts and data, and the sections below the fold. */
async function settle(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // Sections below the fold load as they come near the viewport: walk down until all have.
  const busy = page.locator('[aria-busy="true"]');
  for (let step = 0; step < 20 && (await busy.count()) > 0; step++) {
    await page.evaluate(() => window.scrollBy(0, 2 * window.innerHeight));
    await page.waitForTimeout(50);
  }
  await expect(busy).toHaveCount(0);
}

async function findings(page: Page, label: string): Promise<TFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      page: label,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** One page at both widths. */
async function check(page: Page, lang: Lang, path: string): Promise<TFinding[]> {
  const url = `/${lang}/${path}`;
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  await settle(page);
  const found = await findings(page, `${url} @${DESKTOP.width}`);
  await page.setViewportSize(PHONE);
  await settle(page);
  return found.concat(await findings(page, `${url} @${PHONE.width}`));
}

async function checkAll(page: Page, lang: Lang, paths: readonly string[]) {
  const findings: TFinding[] = [];
  try {
    for (const path of paths) findings.push(...(await check(page, lang, path)));
  } finally {
    // Each page comes from a context of its own (signedIn, guest): closed once checked, so its
    // polling stops before the next principal's pages load.
    await page.context().close();
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

/** A page of a context of its own (axe needs one the test made, not browser.newPage()'s); checkAll closes it. */
async function guest(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

async function signedIn(browser: Browser, lang: Lang, email: string, password: string) {
  const page = await guest(browser);
  await login(page, lang, email, password);
  await expect(page).not.toHaveURL(/\/app\/login/);
  return page;
}

for (const lang of ['tr', 'en'] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('public and sign-in pages', async ({ browser }) => {
      await checkAll(await guest(browser), lang, GUEST_PAGES);
    });

    test("a customer's pages during the application", async ({ browser, request }) => {
      const email = uniqueEmail(`axe-${lang}`);
      const session = await registerCustomer(request, email, 'Aylin Erişim');
      await applicationAt(request, session, `Erişim ${lang} ${Date.now() % 100_000}`, 'payment');
      await checkAll(await signedIn(browser, lang, email, PASSWORD), lang, CUSTOMER_PAGES);
    });

    test("a waiting customer's pages and the staff back office", async ({ browser, request }) => {
      const email = uniqueEmail(`axe-waiting-${lang}`);
      const session = await registerCustomer(request, email, 'Bora Bekleyen');
      const accountId = await waitingApplication(
        request,
        session,
        `Bekleyen ${lang} ${Date.now() % 100_000}`,
      );
      await checkAll(await signedIn(browser, lang, email, PASSWORD), lang, WAITING_PAGES);
      const admin = await signedIn(browser, lang, 'admin@demo.portal.test', 'Demo1234!');
      await checkAll(
        admin,
        lang,
        ADMIN_PAGES.map((path) => path.replace(':waiting', String(accountId))),
      );
    });

    test("an approved customer's monthly work and office line, the advisor's queue and the secretary's desk", async ({
      browser,
      request,
    }) => {
      const email = uniqueEmail(`axe-approved-${lang}`);
      const session = await registerCustomer(request, email, 'Cem Onaylı');
      const accountId = await approvedApplication(request, session, `Onaylı ${lang} ${Date.now() % 100_000}`);
      await activeOfficeLine(request, session, accountId);
      const packets = await (await request.get('/api/brands/1/products?category=company-founding')).json();
      const packet = packets.result[0];
      const paths = APPROVED_PAGES.map((path) =>
        path.replace(':addOn', String(packet.childrens[0].id)).replace(':packet', String(packet.id)),
      );
      await checkAll(await signedIn(browser, lang, email, PASSWORD), lang, paths);
      const advisor = await signedIn(browser, lang, DEMO_ADVISOR.email, DEMO_ADVISOR.password);
      await checkAll(advisor, lang, ['app/documents', 'app/dashboard']);
      const secretary = await signedIn(browser, lang, DEMO_SECRETARY.email, DEMO_SECRETARY.password);
      await checkAll(secretary, lang, ['app/office/calls', 'app/office/shipment-tracking']);
    });
  });
}
