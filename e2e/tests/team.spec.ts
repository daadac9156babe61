import { approvedApplication, registerCustomer } from './support/api.ts';
import { tinyPdf } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { linkFromMail } from './support/outbox.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 16's journey: a company's owner invites a bookkeeper as a member who may upload documents
 * but not pay; the bookkeeper accepts from the mail, uploads a document and is refused the payment
 * page; the owner removes them and their next request is refused. The owner signs in through the
 * API (the sign-in form has its own specs).
 */
test('an owner invites a bookkeeper who uploads but may not pay, then removes them', async ({
  openPage,
  request,
  signedInPage,
}) => {
  test.setTimeout(150_000);
  const run = Date.now() % 100_000;
  const ownerEmail = uniqueEmail('sahip');
  const bookkeeperEmail = uniqueEmail('muhasebe');
  const company = `Ekip Şirketi ${run}`;
  const bookkeeper = `Deniz Defter ${run}`;
  const session = await registerCustomer(request, ownerEmail, 'Ece Sahip');
  await approvedApplication(request, session, company);

  // The owner invites the bookkeeper: a member who uploads documents, without paying.
  const page = await signedInPage({ email: ownerEmail, password: PASSWORD });
  await page.goto('/tr/app/profile/add-team-member');
  const main = page.getByRole('main');
  await main.getByLabel('Ad soyad').fill(bookkeeper);
  await main.getByLabel('E-posta').fill(bookkeeperEmail);
  await main.getByLabel('Telefon').pressSequentially('5321234567');
  await main.getByRole('radio', { name: /^Üye/ }).check();
  await main.getByRole('checkbox', { name: /Ödeme yapabilir/ }).uncheck();
  await main.getByRole('checkbox', { name: /Belge yükleyebilir/ }).check();
  await main.getByRole('button', { name: 'Daveti gönder' }).click();
  await expect(page).toHaveURL(/\/profile\/team-member/);
  await expect(page.getByRole('main').getByText(bookkeeper).first()).toBeVisible();

  // The bookkeeper accepts from the mail, setting a password.
  const link = await linkFromMail(bookkeeperEmail, /https?:\/\/[^/\s"]+\/tr\/app\/invitations\/[^\s"<>]+/);
  const other = await openPage();
  await other.goto(new URL(link).pathname);
  await other.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await other.getByRole('textbox', { name: 'Şifre tekrar' }).fill(PASSWORD);
  await other.getByRole('button', { name: `Şifremi belirle ve ${company} şirketine katıl` }).click();
  await expect(other).toHaveURL(/\/tr\/app$/);

  // They upload a month's document…
  await other.goto('/tr/app/documents');
  await other.getByLabel('Belge türü').selectOption({ label: 'Fiş' });
  await other.getByLabel('Dosya seç').setInputFiles({
    name: 'defter-fisi.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(other.getByText('defter-fisi.pdf yüklendi.')).toBeVisible();

  // …but may not pay for the company.
  await other.goto('/tr/app/additional-services');
  await other.getByRole('checkbox').first().check();
  await other.getByRole('link', { name: 'Ödemeye geç' }).click();
  await expect(other.getByText('Bu şirket adına ödeme yapamazsınız')).toBeVisible();

  // Nor see the company's calls: that switch was left off.
  await other.goto('/tr/app/office/calls');
  await expect(other.getByText(/rolünüz bu şirketin çağrılarını görmenize izin vermiyor/)).toBeVisible();

  // The owner removes them; their next request on the company is refused.
  await page.goto('/tr/app/profile/team-member');
  await page
    .getByRole('button', { name: `${bookkeeper} kişisini şirketten çıkar` })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Çıkar' }).click();
  await expect(page.getByRole('main').getByText(bookkeeper)).toHaveCount(0);

  const token = await other.evaluate(() => localStorage.getItem('token'));
  const account = await other.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null'));
  const refused = await request.get(`/api/accounts/${account.id}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(refused.status()).toBe(404);
});
