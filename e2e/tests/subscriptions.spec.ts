import { registerCustomer, waitingApplication } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * A paid packet renews every month: the customer sees it on the subscriptions page with the card
 * kept at the provider, cancels it for the end of the month paid, takes that back, and keeps
 * another card for the renewals, once with the bank's 3-D Secure page. The customer signs in
 * through the API (the sign-in form has its own specs).
 */
test('a customer manages the subscription of the packet they paid for', async ({ request, signedInPage }) => {
  const email = uniqueEmail('subscriber');
  const session = await registerCustomer(request, email, 'Selin Abone');
  await waitingApplication(request, session, `Abone ${Date.now() % 100_000}`);
  const page = await signedInPage({ email, password: PASSWORD });
  await page.goto('/tr/app/profile/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Aboneliklerim' })).toBeVisible();
  const subscription = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(subscription.getByText('Aktif', { exact: true })).toBeVisible();
  // The first payment kept the card at the provider: only its brand, last four digits and expiry.
  await expect(subscription.getByText(/Mastercard •••• 0008 \(son kullanma 12\/30\)/)).toBeVisible();
  await expect(subscription.getByText('Ödendi', { exact: true })).toBeVisible();

  await subscription.getByRole('button', { name: 'Aboneliği iptal et' }).click();
  const confirm = page.getByRole('dialog', { name: 'Abonelik iptal edilsin mi?' });
  await expect(confirm).toContainText('ödediğiniz dönemin sonunda');
  await confirm.getByRole('button', { name: 'Aboneliği iptal et' }).click();
  await expect(
    subscription.getByText(/tarihinde sona erecek; bu tarihten sonra ödeme alınmaz/),
  ).toBeVisible();
  await expect(subscription.getByText('Planlanmış ödeme yok')).toBeVisible();
  await subscription.getByRole('button', { name: 'İptali geri al' }).click();
  await expect(subscription.getByRole('button', { name: 'Aboneliği iptal et' })).toBeVisible();

  await subscription.getByRole('button', { name: 'Kartı değiştir' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Yenilemeler için kartı değiştirin' });
  await cardDialog.getByLabel('Kart üzerindeki ad soyad').fill('Selin Abone');
  await cardDialog.getByLabel('Kart numarası').pressSequentially('4766620000000001');
  await cardDialog.getByLabel('Son kullanma tarihi').pressSequentially('1131');
  await cardDialog.getByLabel(/Güvenlik kodu/).pressSequentially('123');
  await cardDialog.getByRole('button', { name: 'Kartı kaydet' }).click();
  await expect(cardDialog).toBeHidden();
  await expect(subscription.getByText(/Visa •••• 0001 \(son kullanma 11\/31\)/)).toBeVisible();

  // A card whose bank asks for 3-D Secure: kept only once the bank's page approves it.
  await subscription.getByRole('button', { name: 'Kartı değiştir' }).click();
  await cardDialog.getByLabel('Kart üzerindeki ad soyad').fill('Selin Abone');
  await cardDialog.getByLabel('Kart numarası').pressSequentially('4520000000000003');
  await cardDialog.getByLabel('Son kullanma tarihi').pressSequentially('0932');
  await cardDialog.getByLabel(/Güvenlik kodu/).pressSequentially('123');
  await cardDialog.getByRole('button', { name: 'Kartı kaydet' }).click();
  await expect(page.getByRole('heading', { name: 'Test Bankası · 3-D Secure' })).toBeVisible();
  await page.getByRole('button', { name: 'Onayla · Approve' }).click();
  await expect(page).toHaveURL(/\/tr\/app\/profile\/subscriptions$/);
  await expect(
    page.getByText('Kartınız kaydedildi; yenilemeler bundan sonra bu karttan alınır.'),
  ).toBeVisible();
  await expect(subscription.getByText(/Visa •••• 0003 \(son kullanma 09\/32\)/)).toBeVisible();

  // The same page in English.
  await page.goto('/en/app/profile/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeVisible();
  await expect(page.getByText('Visa •••• 0003 (expires 09/32)')).toBeVisible();
});
