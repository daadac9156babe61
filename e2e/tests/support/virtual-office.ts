import { expect, type Page } from '@playwright/test';

/**
 * After the formation's payment at one of our virtual offices (issue 36), in English: the office
 * wizard opens at its packets step (the office chosen in the application is its first step), the
 * basic office package is chosen and paid with the card just used, one click after the documents
 * are accepted; the office's own waiting step follows.
 */
export async function payVirtualOfficePackage(page: Page) {
  await expect(page).toHaveURL(/\/en\/app\/office\/application-form\/packets$/);
  await page.getByRole('radio', { name: /^Virtual Office Basic/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/en\/app\/office\/application-form\/payment/);
  await page.getByRole('checkbox', { name: /Distance Sales Contract/ }).check();
  // The card on file's button ("Pay ₺… with Mastercard •••• 0008"), not the card form's.
  await page.getByRole('button', { name: /•••• \d{4}/ }).click();
  await expect(page).toHaveURL(/\/en\/app\/office\/application-form\/wait-for-approve/);
}
