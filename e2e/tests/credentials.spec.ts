import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { call, DEMO_ADMIN, registerCustomer } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseFromBar } from './support/menus.ts';
import { linkFromMail } from './support/outbox.ts';
import { type Lang, login, logout, PASSWORD, uniqueEmail } from './support/people.ts';

const TEXTS = {
  tr: {
    email: 'E-posta adresi',
    current: 'Mevcut şifreniz',
    save: 'Değişiklikleri kaydet',
    wrong: 'Mevcut şifreniz doğru değil.',
    pending: /onay bağlantısı gönderdik/,
    changed: 'E-posta adresiniz değiştirildi',
    newPassword: 'Yeni şifre',
    repeat: 'Yeni şifre tekrarı',
    change: 'Şifremi değiştir',
    common: /en sık kullanılan şifrelerden biri/,
    passwordChanged: /Şifreniz değiştirildi/,
  },
  en: {
    email: 'E-mail address',
    current: 'Current password',
    save: 'Save changes',
    wrong: 'Your current password is not correct.',
    pending: /sent a confirmation link/,
    changed: 'Your e-mail address has been changed',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    change: 'Change my password',
    common: /among the most commonly used ones/,
    passwordChanged: /Your password has been changed/,
  },
} as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `artifacts/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `artifacts/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const lang of ['tr', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: a customer changes the e-mail with the current password and confirms it from the new address`, async ({
    request,
    signedInPage,
  }) => {
    const email = uniqueEmail(`change-${lang}`);
    const newEmail = uniqueEmail(`changed-${lang}`);
    const t = TEXTS[lang];
    const session = await registerCustomer(request, email, 'Deniz Değişken');
    await call(request, 'POST', 'accounts', session.token, { name: `Değişken ${lang}` });
    // Signed in through the API: the sign-in form has its own tests (auth.spec.ts, and below).
    const page = await signedInPage({ email, password: PASSWORD });
    await page.goto(`/${lang}/app/profile`);

    const current = page.getByLabel(t.current);
    await expect(current).toBeHidden();
    await page.getByRole('textbox', { name: t.email }).fill(newEmail);
    await expect(current).toBeVisible();
    await current.fill('not-my-password');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.wrong).first()).toBeVisible();
    await shoot(page, `credentials-email-wrong-${lang}`);

    await current.fill(PASSWORD);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.pending).first()).toBeVisible();
    // The address in use stays until the new one confirms it.
    await expect(page.getByRole('textbox', { name: t.email })).toHaveValue(email);

    // The mail speaks the account's language (Turkish after a sign-up); open it in the test's.
    const link = await linkFromMail(newEmail, /https?:\/\/[^/\s"]+\/(tr|en)\/app\/email\/change\/[^\s"<>]+/);
    await page.goto(link.replace(/\/(tr|en)\/app\//, `/${lang}/app/`));
    await expect(page.getByText(t.changed).first()).toBeVisible();
    await shoot(page, `credentials-email-confirmed-${lang}`);
    await page.goto(`/${lang}/app/profile`);
    await expect(page.getByRole('textbox', { name: t.email })).toHaveValue(newEmail);
  });

  test(`${lang}: the password change asks for the current password and refuses a common one`, async ({
    request,
    signedInPage,
  }) => {
    const email = uniqueEmail(`password-${lang}`);
    const t = TEXTS[lang];
    const session = await registerCustomer(request, email, 'Ece Şifreci');
    await call(request, 'POST', 'accounts', session.token, { name: `Şifreci ${lang}` });
    const page = await signedInPage({ email, password: PASSWORD });
    await page.goto(`/${lang}/app/profile/change-password`);
    await page.getByLabel(t.current).fill(PASSWORD);
    await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill('password1');
    await page.getByLabel(t.repeat).fill('password1');
    await page.getByRole('button', { name: t.change }).click();
    await expect(page.getByText(t.common).first()).toBeVisible();
    await shoot(page, `credentials-password-common-${lang}`);
    await page
      .getByRole('textbox', { name: t.newPassword, exact: true })
      .fill('correct horse battery staple');
    await page.getByLabel(t.repeat).fill('correct horse battery staple');
    await page.getByRole('button', { name: t.change }).click();
    await expect(page.getByText(t.passwordChanged).first()).toBeVisible();
  });
}

for (const lang of ['tr', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: an admin reads the security log, filtered by kind`, async ({
    page,
    request,
    signedInPage,
  }) => {
    const t = {
      tr: { menu: 'Güvenlik kaydı', kind: 'Olay türü', failed: 'Başarısız giriş' },
      en: { menu: 'Security log', kind: 'Event', failed: 'Failed sign-in' },
    }[lang];
    const email = uniqueEmail(`log-${lang}`);
    await registerCustomer(request, email, 'Gül Günlük');
    await login(page, lang, email, 'not-the-password-2026');
    // The refusal is on the e-mail field: the failure is in the log by then.
    await expect(page.locator('input[aria-invalid="true"]').first()).toBeVisible();

    // The admin in a browser of their own, signed in through the API: the form's "signed in" notice
    // sits over the menu for 10 s (staff.spec.ts signs the advisor in through the form).
    const admin = await signedInPage(DEMO_ADMIN);
    await admin.goto(`/${lang}/app/dashboard`);
    await chooseFromBar(admin, t.menu);
    await expect(admin.getByRole('heading', { level: 1, name: t.menu })).toBeVisible();
    await admin.getByLabel(t.kind, { exact: true }).selectOption({ label: t.failed });
    await expect(admin).toHaveURL(/type=sign_in_failed/);
    await expect(admin.getByRole('row', { name: new RegExp(email) }).first()).toBeVisible();
    await shoot(admin, `security-log-${lang}`);
  });
}

for (const lang of ['tr', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: a customer turns two-step verification on and signs in with a code, then a recovery code`, async ({
    request,
    signedInPage,
  }) => {
    const t = {
      tr: {
        enable: 'İki adımlı doğrulamayı aç',
        code: 'Doğrulama kodu',
        turnOn: 'Aç',
        saved: 'Kodlarımı sakladım',
        verify: 'Doğrula ve giriş yap',
        recovery: 'Bunun yerine kurtarma kodu kullan',
        recoveryLabel: 'Kurtarma kodu',
        on: /Açık: giriş yaparken/,
      },
      en: {
        enable: 'Turn on two-step verification',
        code: 'Verification code',
        turnOn: 'Turn on',
        saved: 'I saved my recovery codes',
        verify: 'Verify and sign in',
        recovery: 'Use a recovery code instead',
        recoveryLabel: 'Recovery code',
        on: /On: signing in asks/,
      },
    }[lang];
    const email = uniqueEmail(`totp-${lang}`);
    const session = await registerCustomer(request, email, 'Tolga Tokenli');
    await call(request, 'POST', 'accounts', session.token, { name: `Tokenli ${lang}` });
    // The first sign-in, before the second step exists, through the API; the later ones in the form.
    const page = await signedInPage({ email, password: PASSWORD });
    await page.goto(`/${lang}/app/profile/change-password`);
    await page.getByRole('button', { name: t.enable }).click();
    const secret = (await page.locator('code').first().textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(page.getByRole('img')).toBeVisible();
    await shoot(page, `two-factor-enrol-${lang}`);
    await page.getByLabel(t.code).fill(await generate({ secret }));
    await page.getByRole('button', { name: t.turnOn, exact: true }).click();
    const codes = page.locator('ol.font-mono li');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent()) ?? '';
    await shoot(page, `two-factor-recovery-codes-${lang}`);
    await page.getByRole('button', { name: t.saved }).click();
    await expect(page.getByText(t.on)).toBeVisible();

    await logout(page, lang);
    await login(page, lang, email, PASSWORD);
    await expect(page.getByLabel(t.code)).toBeVisible();
    await shoot(page, `two-factor-sign-in-${lang}`);
    // The next 30-second step's code: the enrolment used this step's, and a code works once.
    await page.getByLabel(t.code).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).not.toHaveURL(/\/app\/login/);

    await logout(page, lang);
    await login(page, lang, email, PASSWORD);
    await page.getByRole('button', { name: t.recovery }).click();
    await page.getByLabel(t.recoveryLabel).fill(recovery);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).not.toHaveURL(/\/app\/login/);
  });
}

test('en: "Sign out on every device" ends the sessions of other browsers too', async ({
  request,
  signedInPage,
}) => {
  const email = uniqueEmail('everywhere');
  const session = await registerCustomer(request, email, 'Ece Her Yerde');
  await call(request, 'POST', 'accounts', session.token, { name: 'Everywhere Ltd' });
  // Two browsers, each with a session of its own (signed in through the API).
  const one = await signedInPage({ email, password: PASSWORD });
  const two = await signedInPage({ email, password: PASSWORD });
  await Promise.all([one.goto('/en/app'), two.goto('/en/app/profile')]);
  await expect(two).toHaveURL(/\/en\/app\/profile$/);

  await one.getByRole('button', { name: /Account menu/ }).click();
  await one.getByRole('button', { name: 'Sign out on every device' }).click();
  await expect(one).toHaveURL(/\/en$/);
  // The other browser's token is gone: its next call is refused and it lands on sign-in.
  await two.goto('/en/app/profile');
  await expect(two).toHaveURL(/\/en\/app\/login/);
});
