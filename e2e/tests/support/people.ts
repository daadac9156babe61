import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

/** The journeys every spec starts with: sign up, name the company, sign in and out. */

export const PASSWORD = 'Portal2026';
export type Lang = 'tr' | 'en';
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}@example.com`;

/**
 * Signs up through the form, which answers "check your mail" (no session, the same whether or
 * not the address has an account), then signs in with the new password as the person would.
 */
export async function register(page: Page, lang: Lang, email: string, name: string) {
  const t = {
    tr: {
      name: 'Ad soyad',
      phone: 'Cep telefonu',
      email: 'E-posta adresi',
      password: 'Şifre',
      repeat: 'Şifre tekrarı',
      submit: 'Kayıt ol',
      sent: 'E-postanızı kontrol edin',
    },
    en: {
      name: 'Full name',
      phone: 'Mobile phone',
      email: 'E-mail address',
      password: 'Password',
      repeat: 'Repeat the password',
      submit: 'Sign up',
      sent: 'Check your e-mail',
    },
  }[lang];
  await page.goto(`/${lang}/app/register`);
  // A field filled or a button pressed before React owns the form is lost.
  await waitForHydration(page);
  await page.getByLabel(t.name).fill(name);
  await page.getByLabel(t.phone).pressSequentially('5321234567');
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(PASSWORD);
  await page.getByLabel(t.repeat).fill(PASSWORD);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.sent)).toBeVisible();
  await login(page, lang, email, PASSWORD);
}

export async function login(page: Page, lang: Lang, email: string, password: string) {
  const t = {
    tr: { email: 'E-posta adresi', password: 'Şifre', submit: 'Giriş yap' },
    en: { email: 'E-mail address', password: 'Password', submit: 'Sign in' },
  }[lang];
  await page.goto(`/${lang}/app/login`);
  await waitForHydration(page);
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: t.submit }).click();
}

export async function logout(page: Page, lang: Lang) {
  await page.getByRole('button', { name: lang === 'tr' ? /Hesap menüsü/ : /Account menu/ }).click();
  await page.getByRole('button', { name: lang === 'tr' ? 'Çıkış yap' : 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['lang']);
}

/**
 * A customer without a company lands on the application's first step, where the company-name
 * modal asks for one; an empty name is refused with the spec's message.
 */
export async function nameCompany(page: Page, lang: Lang, company: string) {
  const t = {
    tr: { title: 'Şirketinizin adı', label: 'Şirket adı', submit: 'Devam et' },
    en: { title: "Your company's name", label: 'Company name', submit: 'Continue' },
  }[lang];
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.label).fill(company);
  await dialog.getByRole('button', { name: t.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${lang}/app/application-form/status$`));
}
