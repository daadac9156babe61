import { applicationAt, DEMO_ADMIN, registerCustomer } from './support/api.ts';
import { idCardPng } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/people.ts';

/**
 * Issue 16, staff acting for a customer: the admin opens a company, acts for its customer (the
 * banner says so), uploads the customer's ID in their unfinished wizard, exits back to the
 * company, and finds the change in the company's log with both people. The admin signs in through
 * the API (the sign-in form has its own specs).
 */
test('an admin acts for a customer, with a banner, an exit and the change recorded', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now() % 1_000_000;
  const customerName = `Selin Vekil ${stamp}`;
  const company = `Vekalet Şirketi ${stamp}`;
  const customer = await registerCustomer(request, uniqueEmail('vekil'), customerName);
  const { accountId } = await applicationAt(request, customer, company, 'business-info');

  // Reduced motion: no smooth scroll under the click on a button far down the company page.
  const admin = await signedInPage(DEMO_ADMIN, { reducedMotion: 'reduce' });
  await admin.goto(`/tr/app/accounts-detail/${accountId}`);
  await admin.getByRole('button', { name: `${customerName} adına çalış` }).click();

  // The customer's own view: their unfinished wizard at the files step, under the banner.
  const banner = admin.getByRole('region', { name: 'Müşteri adına çalışma' });
  await expect(banner).toContainText(`${customerName} (`);
  await expect(banner).toContainText('sizin ve müşterinin adıyla kaydedilir');
  await expect(admin).toHaveURL(/\/tr\/app\/application-form\/files$/);
  await admin.locator('input[type=file][data-kind=identity]').setInputFiles(idCardPng());
  await expect(admin.getByText(/kimlik\.png .* yüklendi/)).toBeVisible();
  await admin.screenshot({ path: 'artifacts/acting-for-tr.png', fullPage: true });

  // At phone width, in English, the banner and its way out still fit.
  await admin.setViewportSize({ width: 375, height: 812 });
  // The loaded page asks for the customer's permissions: the exit waits for that answer, which
  // would otherwise land after it and replace the admin's restored permissions (a race of the web
  // app's, seen on a busy machine: the admin was then sent to "no permission").
  const customerPermissions = admin.waitForResponse((response) =>
    response.url().includes('/api/auth/permissions'),
  );
  await admin.goto('/en/app/application-form/files');
  const englishBanner = admin.getByRole('region', { name: 'Acting for a customer' });
  await expect(englishBanner).toContainText(`You are acting for ${customerName}`);
  await admin.screenshot({ path: 'artifacts/acting-for-en-phone.png', fullPage: true });
  await (await customerPermissions).finished();
  await englishBanner.getByRole('button', { name: 'Stop acting for the customer' }).click();

  // Back on the company's page as the admin, where the log names both people.
  await expect(admin).toHaveURL(new RegExp(`/app/accounts-detail/${accountId}$`));
  await expect(admin.getByRole('region', { name: 'Acting for a customer' })).toHaveCount(0);
  await expect(admin.getByText('Change made while acting for the customer').first()).toBeVisible();
});
