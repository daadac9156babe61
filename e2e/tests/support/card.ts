import type { Page } from '@playwright/test';

/** Fills the portal's card form (in Turkish) with the test gateway's approving card and pays. */
export async function payByCard(page: Page, holder = 'Ece Ofisli') {
  await page.getByLabel('Kart üzerindeki ad soyad').fill(holder);
  await page.getByLabel('Kart numarası').pressSequentially('5528790000000008');
  await page.getByLabel('Son kullanma tarihi').fill('');
  await page.getByLabel('Son kullanma tarihi').pressSequentially('1230');
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
  await page.getByRole('button', { name: / öde$/ }).click();
}
