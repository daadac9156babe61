import type { Page } from '@playwright/test';
import { approvedApplication, DEMO_ADVISOR, registerCustomer } from './support/api.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { tinyPdf } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 33's journey, the firm's half of the month: the advisor adds last month's KDV return,
 * files it, accrues it with its amount and due date and uploads the tahakkuk fişi; the customer
 * (on a phone, in English) sees it under "Taxes to pay", reports it paid with the bank receipt;
 * the advisor confirms the payment, and the customer's list says paid (Turkish, desktop).
 */

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: tinyPdf() });

/** The row of the returns table (or card, on a phone) that names `title`. */
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

test('a KDV return filed and accrued by the advisor, paid by the customer, confirmed', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('beyanname');
  const session = await registerCustomer(request, email, 'Ayla Vergi', 'en');
  const accountId = await approvedApplication(request, session, `Vergi ${Date.now() % 100_000}`);

  // The advisor, from the company's returns page.
  const advisor = await signedInPage(DEMO_ADVISOR);
  await advisor.goto(`/tr/app/tax-returns?account=${accountId}`);
  await expect(advisor.getByRole('heading', { level: 1, name: 'Beyannameler ve vergiler' })).toBeVisible();
  await advisor.getByRole('button', { name: 'Beyanname ekle' }).click();
  const create = advisor.getByRole('dialog', { name: 'Beyanname ekle' });
  await create.getByLabel('Beyanname türü').selectOption({ label: 'KDV beyannamesi' });
  // The last month that ended is offered.
  const period = await create.getByLabel('Dönem').inputValue();
  expect(period).toMatch(/^\d{4}-\d{2}$/);
  await create.getByRole('button', { name: 'Ekle' }).click();
  await expect(advisor.getByText('Beyanname eklendi.')).toBeVisible();
  const month = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-15T12:00:00Z`),
  );
  const title = `KDV beyannamesi, ${month}`;
  const row = rowOf(advisor, title);
  await expect(row.getByText('Hazırlanıyor')).toBeVisible();

  // Filed, then accrued: the amount in lira, the due date.
  await row.getByRole('button', { name: 'Düzenle' }).click();
  let edit = advisor.getByRole('dialog', { name: `Düzenle: ${title}` });
  await edit.getByLabel('Durum').selectOption({ label: 'Verildi' });
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(row.getByText('Verildi', { exact: true }).first()).toBeVisible();
  await row.getByRole('button', { name: 'Düzenle' }).click();
  edit = advisor.getByRole('dialog', { name: `Düzenle: ${title}` });
  await edit.getByLabel('Durum').selectOption({ label: 'Ödenecek' });
  await edit.getByLabel('Ödenecek tutar (TL)').fill('12.345,67');
  await edit.getByLabel('Son ödeme günü').fill('2030-01-28');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(row.getByText('₺12.345,67')).toBeVisible();

  // The tahakkuk fişi.
  await row.getByRole('button', { name: 'Belge yükle' }).click();
  const upload = advisor.getByRole('dialog', { name: `Belge yükle: ${title}` });
  await upload.getByLabel('Tahakkuk fişi').check();
  await upload.locator('input[type="file"]').setInputFiles(pdf('tahakkuk.pdf'));
  await upload.getByRole('button', { name: 'Yükle' }).click();
  await expect(row.getByRole('button', { name: /Tahakkuk fişi indir/ })).toBeVisible();
  await expectNoSeriousAxeFindings(advisor);

  // The customer, on a phone, in English: the dashboard's "Taxes to pay".
  const customer = await signedInPage(
    { email, password: PASSWORD },
    { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  );
  await customer.goto('/en/app');
  const toPay = customer.getByRole('region', { name: 'Taxes to pay' });
  await expect(toPay.getByText('TRY 12,345.67')).toBeVisible();
  await expect(toPay.getByRole('button', { name: /accrual slip/i })).toBeVisible();
  await toPay.getByRole('button', { name: 'Report as paid' }).click();
  const report = customer.getByRole('dialog');
  await report.locator('input[type="file"]').setInputFiles(pdf('dekont.pdf'));
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(toPay.getByText(/waiting for your advisor's confirmation/)).toBeVisible();
  await expectNoSeriousAxeFindings(customer);

  // The advisor confirms; the customer's list says paid.
  await advisor.reload();
  await rowOf(advisor, title).getByRole('button', { name: 'Ödemeyi onayla' }).click();
  await advisor.getByRole('dialog').getByRole('button', { name: 'Ödemeyi onayla' }).click();
  await expect(rowOf(advisor, title).getByText('Ödendi')).toBeVisible();

  const desk = await signedInPage({ email, password: PASSWORD });
  await desk.goto('/tr/app/tax-returns');
  await expect(rowOf(desk, title).getByText('Ödendi')).toBeVisible();
  await expect(rowOf(desk, title).getByRole('button', { name: /Ödeme dekontu indir/ })).toBeVisible();
});
