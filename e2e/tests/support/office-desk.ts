import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * The office desk's forms find the company by its name and choose it with the keyboard. The whole
 * name is typed, so the finder offers that company alone: with part of it ("Ofis Hizmet "), an
 * earlier journey's company of a like name came first, and the keyboard chose it (the desk then
 * recorded the letters for that company, and the journey waited for them in vain).
 */
export async function chooseCompany(page: Page, company: string) {
  const main = page.getByRole('main');
  const finder = main.getByRole('combobox', { name: 'Şirket' });
  await finder.fill(company);
  await expect(main.getByRole('option')).toHaveCount(1);
  await expect(main.getByRole('option', { name: new RegExp(company) })).toBeVisible();
  await finder.press('ArrowDown');
  await finder.press('Enter');
  await expect(main.getByText(`Seçilen şirket: ${company}`)).toBeVisible();
}
