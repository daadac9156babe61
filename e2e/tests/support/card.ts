import type { Page } from '@playwright/test';

/**
 * Fills the portal's card form (in Turkish) with the test gateway's approving card, accepts the
 * packet's pre-information form and distance sales contract (issue 36), and pays.
 */
export async function payByCard(page: Page, holder = 'Ece Ofisli') {
  await page.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi’ni okudum ve onaylıyorum/ }).check();
  await page.getByLabel('Kart üzerindeki ad soyad').fill(holder);
  await page.getByLabel('Kart numarası').pressSequentially('5528790000000008');
  await page.getByLabel('Son kullanma tarihi').fill('');
  await page.getByLabel('Son kullanma tarihi').pressSequentially('1230');
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123');
  // The card form's own button ("₺2.520 öde"), not the card on file's ("Visa •••• 0008 ile ₺2.520 öde").
  await page.getByRole('button', { name: /^[^•]+ öde$/ }).click();
}
