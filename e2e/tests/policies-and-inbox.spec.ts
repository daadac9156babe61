import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseFromBar } from './support/menus.ts';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `artifacts/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `artifacts/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['tr', 'en'] as const) {
  test(`${lang}: the policies' index leads to each policy, and the about page says who we are`, async ({
    page,
  }) => {
    const t = {
      tr: {
        policies: 'Politikalar',
        privacy: 'Gizlilik Politikası',
        about: 'Hakkımızda',
        what: 'Ne yapıyoruz',
      },
      en: { policies: 'Policies', privacy: 'Privacy Policy', about: 'About us', what: 'What we do' },
    }[lang];
    await page.goto(`/${lang}/policies`);
    await expect(page.getByRole('heading', { level: 1, name: t.policies })).toBeVisible();
    await shoot(page, `policies-${lang}`);
    await page.getByRole('link', { name: new RegExp(`: ${t.privacy}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/privacy-policy$`));
    await page.getByRole('contentinfo').getByRole('link', { name: t.about }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.what })).toBeVisible();
    await shoot(page, `about-${lang}`);
  });
}

// One message only: the contact form allows 5 an hour per IP, and the landing specs send 4.
test('staff read the contact messages, mark one answered, and find it among the answered ones', async ({
  request,
  signedInPage,
}) => {
  const text = `Paketleriniz hakkında bilgi almak istiyorum (${Date.now() % 100_000}).`;
  // A visitor's message, sent as the landing page's form sends it: its honey time, a pause, no honeypot.
  const honey = await request.get('/api/honey-time');
  const honeypotTime = ((await honey.json()) as { result: string }).result;
  const askedAt = Date.now();
  // The admin (signed in through the API) opens the back office meanwhile.
  const page = await signedInPage(DEMO_ADMIN);
  await page.goto('/tr/app/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server refuses a form sent sooner than 3 s after its honey time.
  await page.waitForTimeout(Math.max(0, 3_100 - (Date.now() - askedAt)));
  const sent = await request.post('/api/contact', {
    data: {
      subject: 'Müşteri İletişim Formu',
      full_name: 'Deniz Ziyaretçi',
      email: 'deniz@example.com',
      phone: '532 123 45 67',
      message: text,
      honeypot_time: honeypotTime,
      website: '',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await chooseFromBar(page, 'İletişim mesajları');
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible();
  await shoot(page, 'contact-inbox-tr');
  await card.getByRole('button', { name: 'Yanıtlandı olarak işaretle' }).click();
  // Answered messages leave the default (waiting) view, and show among the answered ones.
  await expect(card).toBeHidden();
  await page.goto('/en/app/contact-messages?status=handled');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: text })
      .getByText(/Answered by/),
  ).toBeVisible();
  await shoot(page, 'contact-inbox-answered-en');
});
