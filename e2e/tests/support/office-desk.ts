import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The office desk's forms find the company by part of its name and choose it with the keyboard. */
export async function chooseCompany(page: Page, company: string) {
  const finder = page.getByRole('main').getByRole('combobox', { name: 'Şirket' });
  await finder.fill(company.slice(0, 12));
  await expect(page.getByRole('main').getByRole('option', { name: new RegExp(company) })).toBeVisible();
  await finder.press('ArrowDown');
  await finder.press('Enter');
}
