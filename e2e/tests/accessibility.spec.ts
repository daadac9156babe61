import type { Page } from '@playwright/test';
import {
  activeOfficeLine,
  applicationAt,
  approvedApplication,
  DEMO_ADMIN,
  DEMO_ADVISOR,
  DEMO_SECRETARY,
  registerCustomer,
  waitingApplication,
} from './support/api.ts';
import { axeOn } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openInApp } from './support/in-app.ts';
import { type Lang, PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * axe on every page that exists today, in both languages at desktop width, and in Turkish at phone
 * width too: each page is loaded once and checked at 1280 px, then narrowed to 375 px and checked
 * again (the layout follows the width through CSS, so one load serves both; the language changes
 * the texts, not the markup, so the phone check in one language covers the other's layout, and
 * the spec runs a quarter fewer checks). Serious and critical violations fail.
 * Each test signs in once (through the API: the sign-in form has its own specs) and walks its pages,
 * so 192 checks cost one sign-in per role and language; its first page loads the app, the others
 * open inside it as its links would (a load of the whole app per page cost a fifth of the spec).
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
  // The returns and tax to pay (issue 33).
  'app/tax-returns',
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
  // The page's start (its chunks fetched and run; a fresh context's first page fetches them all) is
  // the navigation's part: bounded by the test's time, like goto(), not by an assertion's 5 s.
  await page.locator('main').first().waitFor();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  // Sections below the fold load as they come near the viewport: walk down until all have.
  const busy = page.locator('[aria-busy="true"]');
  for (let step = 0; step < 20 && (await busy.count()) > 0; step++) {
    // Instantly (the site scrolls smoothly, and a smooth scroll holds each step for ~0.4 s), then
    // one painted frame, so the sections' observers see the new position.
    await page.evaluate(async () => {
      window.scrollBy({ top: 2 * window.innerHeight, behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    });
  }
  await expect(busy).toHaveCount(0);
}

async function findings(page: Page, label: string): Promise<TFinding[]> {
  const results = await axeOn(page).withTags(WCAG_TAGS).analyze();
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

/** The language whose pages are checked at phone width as well. */
const PHONE_CHECKED_IN: Lang = 'tr';

/** One page at desktop width, and at phone width in Turkish. */
async function check(page: Page, lang: Lang, path: string): Promise<TFinding[]> {
  const url = `/${lang}/${path}`;
  await page.setViewportSize(DESKTOP);
  // The context's first page loads the app; the others open in it, as its links would.
  if (page.url() === 'about:blank') await page.goto(url);
  else await openInApp(page, url);
  await settle(page);
  // A page that needs a session would send a lost one to the sign-in form, and axe would check that.
  if (!path.startsWith('app/login')) await expect(page).not.toHaveURL(/\/app\/login/);
  const found = await findings(page, `${url} @${DESKTOP.width}`);
  if (lang !== PHONE_CHECKED_IN) return found;
  await page.setViewportSize(PHONE);
  await settle(page);
  return found.concat(await findings(page, `${url} @${PHONE.width}`));
}

async function checkAll(page: Page, lang: Lang, paths: readonly string[]) {
  const findings: TFinding[] = [];
  try {
    for (const path of paths) findings.push(...(await check(page, lang, path)));
  } finally {
    // Each principal's page has a context of its own (openPage, signedInPage): closed once checked,
    // so its polling stops before the next principal's pages load (the fixture closes it otherwise).
    await page.context().close();
  }
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

for (const lang of ['tr', 'en'] as const) {
  test.describe(`accessibility (${lang})`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('public and sign-in pages', async ({ openPage }) => {
      await checkAll(await openPage(), lang, GUEST_PAGES);
    });

    test("a customer's pages during the application", async ({ request, signedInPage }) => {
      const email = uniqueEmail(`axe-${lang}`);
      const session = await registerCustomer(request, email, 'Aylin Erişim');
      await applicationAt(request, session, `Erişim ${lang} ${Date.now() % 100_000}`, 'payment');
      await checkAll(await signedInPage({ email, password: PASSWORD }), lang, CUSTOMER_PAGES);
    });

    test("a waiting customer's pages and the staff back office", async ({ request, signedInPage }) => {
      const email = uniqueEmail(`axe-waiting-${lang}`);
      const session = await registerCustomer(request, email, 'Bora Bekleyen');
      const accountId = await waitingApplication(
        request,
        session,
        `Bekleyen ${lang} ${Date.now() % 100_000}`,
      );
      await checkAll(await signedInPage({ email, password: PASSWORD }), lang, WAITING_PAGES);
      await checkAll(
        await signedInPage(DEMO_ADMIN),
        lang,
        ADMIN_PAGES.map((path) => path.replace(':waiting', String(accountId))),
      );
    });

    test("an approved customer's monthly work and office line, the advisor's queue and the secretary's desk", async ({
      request,
      signedInPage,
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
      await checkAll(await signedInPage({ email, password: PASSWORD }), lang, paths);
      await checkAll(await signedInPage(DEMO_ADVISOR), lang, [
        'app/documents',
        'app/dashboard',
        `app/tax-returns?account=${accountId}`,
        `app/documents?account=${accountId}`,
      ]);
      await checkAll(await signedInPage(DEMO_SECRETARY), lang, [
        'app/office/calls',
        'app/office/shipment-tracking',
      ]);
    });
  });
}
