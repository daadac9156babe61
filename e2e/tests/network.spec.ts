import { call, registerCustomer, verifyEmail } from './support/api.ts';
import { payByCard } from './support/card.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseFromBar } from './support/menus.ts';
import { mailMatching } from './support/outbox.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/** Tomorrow's date in Istanbul, as the booking form's day field takes it. */
function tomorrowInIstanbul(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Issue 17's journey. In Turkish, a company buys the Endless Network membership, opens its booth,
 * books an hour on a stage and pays for it. In English, another member finds the booth in the
 * directory, contacts it, registers for the session (the confirmation mail carries an .ics), and
 * finds the session on the activity calendar.
 *
 * Its contexts ask for reduced motion: the site scrolls smoothly, and a click on a button that
 * Playwright has just scrolled to can land while the page is still moving (seen on a busy machine).
 * Both sign in through the API (the sign-in form has its own specs).
 */
test('the endless network: membership, booth, a stage hour paid, found, contacted, registered', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const run = Date.now() % 100_000;
  const company = `Ağ Teknoloji ${run}`;
  const boothName = `Ağ Teknoloji Standı ${run}`;
  const sessionTitle = `Yapay Zekâ ile Muhasebe ${run}`;
  const ownerEmail = uniqueEmail('ag-sahibi');
  const owner = await registerCustomer(request, ownerEmail, 'Deniz Ağcı');
  await call(request, 'POST', 'accounts', owner.token, { name: company });

  // The owner, in Turkish: the network from the top bar, the membership, the booth.
  const page = await signedInPage(
    { email: ownerEmail, password: PASSWORD },
    { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' },
  );
  await page.goto('/tr/app');
  await chooseFromBar(page, 'Sonsuz Ağ', 'button');
  await expect(page).toHaveURL(/\/tr\/app\/endless-network\/companies$/);
  await page.goto('/tr/app/endless-network/for-my-company');
  await page.getByRole('button', { name: 'Standart Stant satın al' }).click();
  await payByCard(page, 'Deniz Ağcı');
  await expect(page.getByRole('heading', { name: 'Standınızı açın' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Stant adı').fill(boothName);
  await page.getByLabel('Sektör').selectOption('technology');
  await page.getByLabel('İl').selectOption('İzmir');
  await page
    .getByLabel('Şirket tanıtımı')
    .fill('Küçük işletmelere bulut tabanlı ön muhasebe ve e-fatura yazılımı geliştiriyoruz.');
  await page.getByRole('button', { name: 'Standı aç' }).click();
  await expect(page.getByRole('heading', { name: 'Stant bilgileri' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/network-booth-tr.png', fullPage: true });

  // An hour on the main stage tomorrow, held and paid.
  await page.goto('/tr/app/endless-network/my-company-stage');
  await page.getByLabel('Sahne', { exact: true }).selectOption({ index: 0 });
  await page.getByLabel('Gün', { exact: true }).fill(tomorrowInIstanbul());
  await page.getByRole('button', { name: '10:00–11:00, boş' }).click();
  await page.getByLabel('Oturum başlığı').fill(sessionTitle);
  await page.getByLabel('Konuşmacı').fill('Deniz Ağcı');
  await page.getByLabel('Açıklama').fill('Ön muhasebede otomasyonun küçük işletmelere kazandırdıkları.');
  await page.getByRole('button', { name: 'Saati tut ve ödemeye geç' }).click();
  await expect(page).toHaveURL(/\/tr\/app\/endless-network\/stage-payment/);
  await page.screenshot({ path: 'artifacts/network-stage-payment-tr.png', fullPage: true });
  // The hour is a distance sale: its documents accepted, then the membership's card on file pays it in one click.
  await page.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi’ni okudum ve onaylıyorum/ }).check();
  await page.getByRole('button', { name: / ile .* öde$/ }).click();
  await expect(page.getByText('Oturumunuz onaylandı')).toBeVisible({ timeout: 15_000 });
  await page.context().close();

  // Another member, in English, at phone width: the directory, the booth, the contact form.
  const visitorEmail = uniqueEmail('ag-ziyaretci');
  const visitorSession = await registerCustomer(request, visitorEmail, 'Mira Visitor');
  // A session's confirmation and invitation go to the visitor's own, verified address.
  await verifyEmail(request, visitorEmail);
  await call(request, 'POST', 'accounts', visitorSession.token, { name: `Mira Trading ${run}` });
  const visitor = await signedInPage(
    { email: visitorEmail, password: PASSWORD },
    { viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' },
  );
  await visitor.goto('/en/app/endless-network/companies');
  await visitor.getByLabel('Company name').fill(boothName);
  // The search applies after a pause (into the address, then the list reloads): a click before
  // that can be undone by it, and the booth's name is a heading in the list as well.
  await expect(visitor).toHaveURL(/[?&]q=/);
  await expect(visitor.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await visitor.getByRole('link', { name: boothName }).click();
  await expect(visitor).toHaveURL(/\/en\/app\/endless-network\/stand\/\d+/);
  await expect(visitor.getByRole('heading', { name: boothName })).toBeVisible();
  const shownAt = Date.now();
  // The name and address are the signed-in visitor's own.
  await expect(visitor.getByLabel('Full name')).toHaveValue('Mira Visitor');
  await visitor.getByLabel('Your message').fill('We would like a demo of your e-invoice software.');
  // The server refuses a form sent sooner than 3 s after it was shown (the honeypot's rule).
  await visitor.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shownAt)));
  await visitor.getByRole('button', { name: 'Send the message' }).click();
  await expect(visitor.getByText('Your message has been sent.').first()).toBeVisible();
  await mailMatching(ownerEmail, /demo of your e-invoice software/);
  await visitor.screenshot({ path: 'artifacts/network-stand-en-phone.png', fullPage: true });

  // The session, from the booth to its stage: registered, with the invitation in the mail.
  const upcoming = visitor.getByRole('region', { name: 'Upcoming stage sessions' });
  await expect(upcoming).toContainText(sessionTitle);
  await upcoming.getByRole('link', { name: 'Main Stage' }).click();
  await visitor.getByRole('button', { name: `Register for ${sessionTitle}` }).click();
  await visitor.getByRole('button', { name: 'Complete registration' }).click();
  await expect(visitor.getByText('You are registered for this session.')).toBeVisible();
  const confirmation = await mailMatching(visitorEmail, /text\/calendar/);
  expect(confirmation).toMatch(/BEGIN:VCALENDAR|\.ics/);

  // The activity calendar lists it.
  // The list of the session's own month (tomorrow may be in the next one).
  await visitor.goto(`/en/app/endless-network/activity-calendar?date=${tomorrowInIstanbul()}`);
  await expect(visitor.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor.getByText(sessionTitle).first()).toBeVisible();
  await visitor.screenshot({ path: 'artifacts/network-calendar-en-phone.png', fullPage: true });
});
