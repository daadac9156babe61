import { expect, type Page, test } from '@playwright/test';
import { formatKurus } from '../../packages/contracts/src/common/money.ts';
import { waitForHydration } from './support/hydration.ts';

/**
 * The public site of issue 4, in both languages, at the desktop and the phone width (the two
 * projects of playwright.config.ts): the section links, the real packets, the FAQ, the contact
 * form, the demo booking, the video and a policy page.
 *
 * The server allows 5 contact messages and 3 demo bookings per IP in 10 minutes, and the whole
 * run shares one IP, so each project sends one of each in one language: the desktop run sends the
 * Turkish contact message and the English booking, the phone run the other way round.
 */

type Lang = 'tr' | 'en';

const TEXT = {
  tr: {
    sections: {
      howIsWork: 'Nasıl çalışır?',
      advantages: 'Avantajlar',
      services: 'Hizmetler',
      packets: 'Paketler',
      faq: 'SSS',
      contact: 'İletişim',
    },
    menu: 'Menüyü aç',
    tabs: ['Şirket kuruluşu', 'Danışman', 'Defter tutma', 'Abonelik ve ödeme'],
    advisorQuestion: 'Danışmanım kim olacak?',
    premiumQuestion: 'Şirket sahibi olarak ne kadar SGK primi öderim?',
    premium: '1.055,36 TL',
    cancelQuestion: 'Aboneliğimi nasıl iptal ederim?',
    cancelAnswer: 'son ödemenizin kapsadığı ayın bitiminden sonra geçerli olur',
    contact: {
      name: 'Ad soyad',
      email: 'E-posta',
      phone: 'Cep telefonu',
      message: 'Mesajınız',
      submit: 'Mesajı gönder',
      errorTitle: 'Hata',
      fillAll: 'Lütfen tüm alanları doldurduğunuzdan emin olun',
      required: 'Bu alan zorunludur.',
      badPhone:
        'Lütfen geçerli bir cep telefonu numarası girin: 5 ile başlayan 10 hane ya da yurt dışı numarası için ülke koduyla (örneğin +49 151 23456789).',
      received: /Mesajınız alındı/,
    },
    demo: {
      open: 'Demo talep et',
      title: 'Demo talep edin',
      company: 'Şirket adı',
      date: 'Tercih ettiğiniz gün',
      submit: 'Demo talebini gönder',
      weekend: 'Hafta sonu demo yapmıyoruz; lütfen hafta içi bir gün seçin.',
      booked: /Demo talebiniz alındı/,
    },
    video: 'Tanıtım filmini izle',
    cookieDismiss: 'Anladım',
    packetCta: 'Bu paketle başla',
  },
  en: {
    sections: {
      howIsWork: 'How it works',
      advantages: 'Advantages',
      services: 'Services',
      packets: 'Packages',
      faq: 'FAQ',
      contact: 'Contact',
    },
    menu: 'Open menu',
    tabs: ['Company founding', 'Advisor', 'Bookkeeping', 'Subscription and payment'],
    advisorQuestion: 'Who will my advisor be?',
    premiumQuestion: 'How much social security premium do I pay as a company owner?',
    premium: '1,055.36 TL',
    cancelQuestion: 'How do I cancel my subscription?',
    cancelAnswer: 'takes effect after the month covered by your last payment',
    contact: {
      name: 'Full name',
      email: 'E-mail',
      phone: 'Mobile phone',
      message: 'Your message',
      submit: 'Send the message',
      errorTitle: 'Error',
      fillAll: 'Please make sure you have filled in all the fields',
      required: 'This field is required.',
      badPhone:
        'Please enter a valid mobile number: 10 digits starting with 5, or a number abroad with its country code (e.g. +49 151 23456789).',
      received: /Your message has been received/,
    },
    demo: {
      open: 'Book a demo',
      title: 'Book a demo',
      company: 'Company name',
      date: 'Preferred day',
      submit: 'Send the demo request',
      weekend: 'We don’t hold demos at weekends; please choose a weekday.',
      booked: /Your demo request has been received/,
    },
    video: 'Watch the video',
    cookieDismiss: 'Got it',
    packetCta: 'Start with this package',
  },
} as const;

type Section = keyof (typeof TEXT)['tr']['sections'];
const SECTIONS = Object.keys(TEXT.tr.sections) as Section[];
/** The server refuses a form sent sooner than this after its honey time (HONEYPOT_MIN_SECONDS + margin). */
const HUMAN_DELAY_MS = 3500;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Opens the landing page with the cookie notice already closed (it is checked on its own). With a
 * section hash, waits until the page has scrolled there and moved focus to its heading.
 */
async function openLanding(page: Page, lang: Lang, suffix = '') {
  await page.addInitScript(() => window.localStorage.setItem('cookie_notice', String(Date.now())));
  await page.goto(`/${lang}${suffix}`);
  const section = /^#(\w+)$/.exec(suffix)?.[1];
  if (section) await expect(page.locator(`#${section}-title`)).toBeFocused();
  else if (!suffix.includes('demo')) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
}

/** The section links sit in the header on a desktop and behind the menu button on a phone. */
async function clickSectionLink(page: Page, lang: Lang, section: Section) {
  const nav = page.getByRole('navigation', { name: lang === 'tr' ? 'Sayfa bölümleri' : 'Page sections' });
  const link = nav.getByRole('link', { name: TEXT[lang].sections[section], exact: true });
  if (!(await link.first().isVisible())) await page.getByRole('button', { name: TEXT[lang].menu }).click();
  await link.filter({ visible: true }).first().click();
}

/** The next weekday after today in Istanbul, as YYYY-MM-DD. */
function nextWeekday(): string {
  const istanbul = new Date(Date.now() + 3 * 3_600_000);
  const day = new Date(Date.UTC(istanbul.getUTCFullYear(), istanbul.getUTCMonth(), istanbul.getUTCDate()));
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

function nextSaturday(): string {
  const day = new Date(`${nextWeekday()}T12:00:00Z`);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Scrolls through the page so every lazy section renders, then back to the top. Instantly: the
 * site scrolls smoothly, and each smooth step held the page for ~0.4 s (on a phone, 12 s in all).
 */
async function renderWholePage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // One painted frame at each position, so the sections' observers see it.
      await frame();
    }
  });
  // Every lazy part in place (none left behind its placeholder), with what it fetched.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('#contact form')).toBeVisible();
  await expect(page.locator('#packets').getByRole('link', { name: /./ }).first()).toBeVisible();
  await expect(page.getByRole('tablist')).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

for (const lang of ['tr', 'en'] as const) {
  const t = TEXT[lang];

  test.describe(`landing page (${lang})`, () => {
    test('every section link scrolls to its section and moves focus to its heading', async ({ page }) => {
      await openLanding(page, lang);
      // From the bottom up, so each link has to load and pass the lazy sections in between.
      for (const section of [...SECTIONS].reverse()) {
        await clickSectionLink(page, lang, section);
        await expect(page).toHaveURL(new RegExp(`/${lang}#${section}$`));
        const heading = page.locator(`#${section}-title`);
        await expect(heading).toBeInViewport();
        await expect(heading).toBeFocused();
      }
    });

    test('a deep link to a section lands on it once the lazy sections above have rendered', async ({
      page,
    }) => {
      await openLanding(page, lang, '#faq');
      const heading = page.locator('#faq-title');
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      await expect(page.getByRole('tablist')).toBeVisible();
      // The packets above rendered before the scroll; the heading stays in place.
      await expect(page.locator('#packets').getByRole('link', { name: t.packetCta }).first()).toBeAttached();
      await page.waitForTimeout(500);
      await expect(heading).toBeInViewport();
    });

    test('the packet cards show the main packets and prices of the API', async ({ page, request }) => {
      const response = await request.get('/api/packets', { headers: { 'Accept-Language': lang } });
      expect(response.ok()).toBe(true);
      const packets: { name: string; price: number; brand: number; is_main: number }[] = (
        await response.json()
      ).result;
      expect(packets.length).toBeGreaterThan(0);
      expect(packets.every((packet) => packet.is_main === 1)).toBe(true);

      await openLanding(page, lang, '#packets');
      const section = page.locator('#packets');
      for (const packet of packets) {
        const card = section.getByRole('group', { name: packet.name, exact: true });
        await expect(card).toBeVisible();
        await expect(card).toContainText(formatKurus(packet.price, lang).replace(/\s/g, ' '));
        await expect(card).toContainText(lang === 'tr' ? '/ ay' : '/ month');
      }
      await expect(section.getByText(lang === 'tr' ? /\+ KDV/ : /\+ VAT/).first()).toBeVisible();
      // A guest goes to register, keeping the chosen packet.
      const first = section.getByRole('link', { name: t.packetCta }).first();
      await expect(first).toHaveAttribute(
        'href',
        new RegExp(`^/${lang}/app/register\\?packet=\\d+&redirect=`),
      );
    });

    test('the FAQ tabs switch by mouse and by keyboard and carry the facts', async ({ page }) => {
      await openLanding(page, lang, '#faq');
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveText([...t.tabs]);

      await page.getByRole('button', { name: t.premiumQuestion }).click();
      await expect(page.getByRole('tabpanel')).toContainText(t.premium);

      await tabs.getByRole('tab', { name: t.tabs[1] }).click();
      await expect(tabs.getByRole('tab', { name: t.tabs[1] })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(t.advisorQuestion);

      // Keyboard: arrows move between the tabs, Enter opens a question.
      await tabs.getByRole('tab', { name: t.tabs[1] }).focus();
      for (const next of [t.tabs[2], t.tabs[3]]) {
        await page.keyboard.press('ArrowRight');
        await expect(tabs.getByRole('tab', { name: next })).toBeFocused();
      }
      const payment = tabs.getByRole('tab', { name: t.tabs[3] });
      await expect(payment).toHaveAttribute('aria-selected', 'true');
      const question = page.getByRole('button', { name: t.cancelQuestion });
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(t.cancelAnswer);
    });

    test('the contact form explains empty fields and a wrong phone, then sends a message', async ({
      page,
    }, testInfo) => {
      const sends = (testInfo.project.name === 'desktop') === (lang === 'tr');
      await openLanding(page, lang);
      await clickSectionLink(page, lang, 'contact');
      const form = page.locator('#contact form');
      await expect(form).toBeVisible();
      const shownAt = Date.now();

      await form.getByRole('button', { name: t.contact.submit }).click();
      await expect(page.getByText(t.contact.fillAll)).toBeVisible();
      await expect(page.getByText(t.contact.errorTitle, { exact: true }).first()).toBeVisible();
      await expect(form.getByText(t.contact.required)).toHaveCount(4);

      await form.getByLabel(t.contact.name).fill('Deniz Aksoy');
      await form.getByLabel(t.contact.email).fill(`deniz-${lang}-${Date.now()}@example.com`);
      await form.getByLabel(t.contact.phone).pressSequentially('2121234567');
      await form
        .getByLabel(t.contact.message)
        .fill(
          lang === 'tr'
            ? 'Limited şirket kuruluşu için bilgi almak istiyorum.'
            : 'I would like to found a company.',
        );
      await form.getByRole('button', { name: t.contact.submit }).click();
      await expect(form.getByText(t.contact.badPhone)).toBeVisible();
      await expect(form.getByLabel(t.contact.phone)).toBeFocused();
      if (!sends) return;

      await form.getByLabel(t.contact.phone).fill('');
      await form.getByLabel(t.contact.phone).pressSequentially('5321234567');
      await expect(form.getByLabel(t.contact.phone)).toHaveValue('532 123 45 67');
      await page.waitForTimeout(Math.max(0, HUMAN_DELAY_MS - (Date.now() - shownAt)));
      const sent = page.waitForRequest(
        (request) => request.url().endsWith('/api/contact') && request.method() === 'POST',
      );
      await form.getByRole('button', { name: t.contact.submit }).click();
      const body = (await sent).postDataJSON();
      expect(body).toMatchObject({ phone: '5321234567', website: '', full_name: 'Deniz Aksoy' });
      expect(typeof body.subject).toBe('string');
      expect(body.honeypot_time).toBeTruthy();
      await expect(page.getByText(t.contact.received)).toBeVisible();
      await expect(form.getByLabel(t.contact.name)).toHaveValue('');
      await expect(form.getByLabel(t.contact.message)).toHaveValue('');
    });

    test('a demo is booked from the landing page', async ({ page }, testInfo) => {
      const books = (testInfo.project.name === 'desktop') === (lang === 'en');
      await openLanding(page, lang);
      // The hero's button (the contact section has one too, further down).
      const opener = page.getByRole('main').getByRole('button', { name: t.demo.open }).first();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t.demo.title });
      await expect(dialog).toBeVisible();
      const openedAt = Date.now();

      await dialog.getByLabel(t.contact.name).fill('Ece Tunç');
      await dialog.getByLabel(t.contact.email).fill(`ece-${lang}-${Date.now()}@example.com`);
      await dialog.getByLabel(t.contact.phone).pressSequentially('5051234567');
      await dialog.getByLabel(t.demo.company).fill('Tunç Tasarım');
      await dialog.getByLabel(t.demo.date).fill(nextSaturday());
      await dialog.getByText('14:00', { exact: true }).click();
      await dialog.getByRole('button', { name: t.demo.submit }).click();
      await expect(dialog.getByText(t.demo.weekend)).toBeVisible();

      if (!books) {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
        return;
      }
      await dialog.getByLabel(t.demo.date).fill(nextWeekday());
      await page.waitForTimeout(Math.max(0, HUMAN_DELAY_MS - (Date.now() - openedAt)));
      await dialog.getByRole('button', { name: t.demo.submit }).click();
      await expect(page.getByText(t.demo.booked)).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test('the promotional video opens in its modal and closes with Esc', async ({ page }) => {
      await openLanding(page, lang);
      const opener = page.getByRole('button', { name: t.video });
      await opener.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const video = dialog.locator('video');
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video.locator('track')).toHaveCount(2);
      const box = await video.boundingBox();
      expect(box).not.toBeNull();
      if (box && !isPhone(page)) {
        expect(Math.round(box.width)).toBe(800);
        expect(Math.round(box.height)).toBe(490);
      } else if (box) {
        // Scaled down on a phone, same 800:490 ratio.
        expect(box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 375);
        expect(box.width / box.height).toBeCloseTo(800 / 490, 1);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('screenshots of the whole landing page', async ({ page }, testInfo) => {
      await openLanding(page, lang);
      await renderWholePage(page);
      await page.screenshot({
        path: `artifacts/landing-${lang}-${testInfo.project.name}.png`,
        fullPage: true,
      });
    });
  });
}

test('the cookie notice links to the cookie policy and stays closed once closed', async ({ page }) => {
  await page.goto('/tr');
  // The notice arrives prerendered: its button closes it once React has hydrated it.
  await waitForHydration(page);
  const notice = page.getByRole('region', { name: 'Çerez bildirimi' });
  await expect(notice.getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute(
    'href',
    '/tr/cookie-policy',
  );
  await notice.getByRole('button', { name: TEXT.tr.cookieDismiss }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Çerez bildirimi' })).toHaveCount(0);
});

test('the top bar’s demo link (?demo=1) opens the booking form on the landing page', async ({ page }) => {
  await openLanding(page, 'en', '?demo=1');
  const dialog = page.getByRole('dialog', { name: TEXT.en.demo.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/en$/);
});

test('a policy page loads by deep link, with its table of contents', async ({ page }) => {
  await page.goto('/tr/privacy-policy#rights');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gizlilik');
  await expect(page).toHaveTitle(/Gizlilik Politikası/);
  const toc = page.getByRole('navigation', { name: 'İçindekiler' });
  await expect(toc.getByRole('link')).toHaveCount(11);
  await expect(page.locator('#rights-title')).toBeInViewport();

  await toc.getByRole('link', { name: /Saklama süreleri/ }).click();
  await expect(page).toHaveURL(/#retention$/);
  await expect(page.locator('#retention-title')).toBeInViewport();
  await expect(page.locator('#retention-title')).toBeFocused();

  await page.goto('/en/user-agreement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Agreement');
  await expect(page.getByText('Istanbul (Çağlayan)')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /user agreement/i);
  await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
    'href',
    /\/tr\/user-agreement$/,
  );
});
