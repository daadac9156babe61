import { expect, test } from '@playwright/test';
import { linkFromMail } from './support/outbox.ts';
import { login, logout, nameCompany, PASSWORD, register, uniqueEmail } from './support/people.ts';
import { solidPng } from './support/png.ts';

test('a new customer registers in Turkish, verifies the e-mail from the mail, signs out and in', async ({
  page,
}) => {
  const email = uniqueEmail('kayit');
  await register(page, 'tr', email, 'Ayşe Yılmaz');
  await nameCompany(page, 'tr', 'Yılmaz Danışmanlık');

  const banner = page.getByText('E-posta adresinizi henüz doğrulamadınız');
  await expect(banner).toBeVisible();
  await page.screenshot({ path: 'artifacts/auth-banner-tr.png' });

  const link = await linkFromMail(email, /https?:\/\/[^/\s"]+\/tr\/app\/email\/verify\/[^\s"<>]+/);
  await page.goto(link);
  await expect(page.getByText('E-posta adresiniz doğrulandı')).toBeVisible();
  await page.goto('/tr/app');
  await expect(page.getByRole('button', { name: /Hesap menüsü/ })).toBeVisible();
  await expect(banner).toBeHidden();

  // A profile picture: previewed, saved, then shown in the top bar after a reload.
  await page.goto('/tr/app/profile');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng(64, [30, 42, 94]) });
  await page.getByRole('button', { name: 'Fotoğrafı kaydet' }).click();
  await expect(page.getByText('Profil fotoğrafınız güncellendi.')).toBeVisible();
  await page.reload();
  const avatar = page.locator('header img[src^="blob:"]').first();
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await page.screenshot({ path: 'artifacts/auth-profile-tr.png' });

  await logout(page, 'tr');
  await login(page, 'tr', email, PASSWORD);
  // The application is not started yet: its first step is where a customer without products lands.
  await expect(page).toHaveURL(/\/tr\/app\/application-form\/status$/);
  await expect(banner).toBeHidden();
});

test('a forgotten password is reset from the mail in English, and only the new one works', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await register(page, 'en', email, 'John Smith');
  await nameCompany(page, 'en', 'Smith Trading');
  await logout(page, 'en');

  await page.goto('/en/app/forgot-pass');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  const link = await linkFromMail(email, /https?:\/\/[^/\s"]+\/en\/app\/change-pass\?[^\s"<>]+/);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed2026');
  await page.getByLabel('Repeat the password').fill('Renewed2026');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page).toHaveURL(/\/en\/app\/login/);

  await login(page, 'en', email, PASSWORD);
  await expect(page.getByText('The e-mail address or the password is wrong.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/app\/login/);
  await page.screenshot({ path: 'artifacts/auth-wrong-password-en.png' });

  await login(page, 'en', email, 'Renewed2026');
  await expect(page).toHaveURL(/\/en\/app\/application-form\/status$/);
});

test('the session refreshes with 15 minutes left and ends once the token expires', async ({ page }) => {
  // The browser's clock starts at the real time, so that it agrees with the server's token expiry.
  await page.clock.install({ time: new Date() });
  const email = uniqueEmail('oturum');
  await register(page, 'tr', email, 'Mehmet Demir');
  await nameCompany(page, 'tr', 'Demir Yazılım');
  const firstToken = await page.evaluate(() => localStorage.getItem('token'));

  // 1 h 46 min later 14 minutes are left: the next route change refreshes the token.
  await page.clock.fastForward('01:46:00');
  const refresh = page.waitForResponse((r) => r.url().includes('/api/auth/refresh-token') && r.ok());
  await page.getByRole('button', { name: /Hesap menüsü/ }).click();
  await page.getByRole('link', { name: 'Kişisel bilgiler' }).click();
  await refresh;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(firstToken);
  const expiry = Number(await page.evaluate(() => localStorage.getItem('token_expire')));
  const now = await page.evaluate(() => Date.now());
  expect(expiry - now).toBeGreaterThan(7_100_000);
  expect(expiry - now).toBeLessThanOrEqual(7_200_000);

  // Two more hours: the token has expired, local data is cleared and the person goes to sign in.
  await page.clock.fastForward('02:01:00');
  await page.goto('/tr/app/profile');
  await expect(page).toHaveURL(/\/tr\/app\/login/);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['lang']);
});
