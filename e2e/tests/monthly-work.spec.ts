import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { approvedApplication, DEMO_ADVISOR, registerCustomer } from './support/api.ts';
import { tinyPdf } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 14's journey after approval: a customer uploads a month's documents and an e-invoice,
 * confirms the entry read from it, adds an expense by hand, sees the summary and the chart and
 * exports the month; the advisor asks for a fix; the customer sees it waiting and replaces the
 * file; then buys an add-on with the card on file, in English. Both sign in through the API (the
 * sign-in form has its own specs).
 */

/** Today in Istanbul, `YYYY-MM-DD`. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', dateStyle: 'short' }).format(new Date());

/**
 * A day of the month being worked on (`YYYY-MM`): today, or its last day while last month's
 * documents are still due (on the 1st to the 7th the documents page works on last month).
 */
function dayOfMonth(period: string): string {
  const day = today();
  if (day.startsWith(`${period}-`)) return day;
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** A UBL-TR e-invoice (the API's test fixture) dated `date`. */
function eInvoice(date: string): Buffer {
  const xml = readFileSync(
    new URL('../../apps/api/src/modules/ledger/fixtures/temel-fatura-expense.xml', import.meta.url),
    'utf8',
  );
  return Buffer.from(
    xml.replace(/<cbc:IssueDate>[^<]+<\/cbc:IssueDate>/, `<cbc:IssueDate>${date}</cbc:IssueDate>`),
  );
}

async function uploadDocument(
  page: Page,
  kind: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel('Belge türü').selectOption({ label: kind });
  await page.getByLabel('Dosya seç').setInputFiles(file);
  await expect(page.getByText(`${file.name} yüklendi.`)).toBeVisible();
}

test('after approval: documents, pre-accounting, a fix asked and made, an add-on bought', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('aylik');
  const company = `Aylık İş ${Date.now() % 100_000}`;
  const session = await registerCustomer(request, email, 'Ece Aylık');
  await approvedApplication(request, session, company);
  const page = await signedInPage({ email, password: PASSWORD });

  // The dashboard says this month's documents wait.
  await page.goto('/tr/app');
  const waiting = page.getByRole('region', { name: 'Sizi bekleyenler' });
  await expect(waiting.getByText(/belgelerinizi yükleyin/)).toBeVisible();
  await waiting.getByRole('link', { name: 'Belgeleri yükle' }).click();

  // A month's documents: a receipt and an e-invoice.
  await expect(page.getByRole('heading', { level: 1, name: 'Aylık belgeler' })).toBeVisible();
  await expect(page.getByText(/gün \d+ saat kaldı|saat kaldı/)).toBeVisible();
  // The month the page works on: this month, or last month until its documents' deadline.
  const period = await page.getByLabel('Ay', { exact: true }).inputValue();
  expect(period).toMatch(/^\d{4}-\d{2}$/);
  await uploadDocument(page, 'Fiş', {
    name: 'market-fisi.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await uploadDocument(page, 'Gider faturası', {
    name: 'kirtasiye-efatura.xml',
    mimeType: 'application/xml',
    buffer: eInvoice(dayOfMonth(period)),
  });
  await expect(page.getByRole('cell', { name: 'market-fisi.pdf', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'kirtasiye-efatura.xml', exact: true })).toBeVisible();

  // Pre-accounting: the e-invoice read into an entry, confirmed; an expense by hand. In the month of
  // the uploads (the program opens on the calendar month, which differs on the 1st to the 7th).
  await page.goto(`/tr/app/accountancy?period=${period}`);
  await page.getByRole('button', { name: 'E-fatura içe aktar' }).click();
  const importDialog = page.getByRole('dialog', { name: 'E-fatura içe aktar' });
  await importDialog
    .getByLabel('Bu ay yüklenen XML belgelerinden seçin')
    .selectOption({ label: 'kirtasiye-efatura.xml' });
  await importDialog.getByRole('button', { name: 'Faturayı oku' }).click();
  // The draft, titled with the invoice's number: the parties, the lines and the totals to confirm.
  const draft = page.getByRole('dialog', { name: /^Fatura KDA/ });
  await expect(draft.getByText('Ofis & Kırtasiye Dünyası A.Ş.')).toBeVisible();
  await expect(draft.getByText('Bu fatura Gider olarak kaydedilecek.')).toBeVisible();
  await draft.getByRole('button', { name: '1 kaydı ekle' }).click();
  await expect(draft).toBeHidden();
  await expect(page.getByRole('cell', { name: /Ofis & Kırtasiye Dünyası/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Kayıt ekle' }).click();
  const entry = page.getByRole('dialog', { name: 'Yeni kayıt' });
  await entry.getByLabel('Tür').selectOption({ label: 'Gider' });
  await entry.getByLabel('Karşı taraf (ad / unvan)').fill('Kadıköy Emlak');
  await entry.getByLabel('VKN veya TCKN').fill('10000000146');
  await entry.getByLabel('Kategori').selectOption({ label: 'Kira' });
  await entry.getByLabel('Net tutar (₺)').fill('12.500,00');
  await entry.getByLabel('KDV oranı').selectOption({ label: '%20' });
  await expect(entry.getByText('₺2.500', { exact: true })).toBeVisible();
  await expect(entry.getByText('₺15.000', { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: 'Kaydet' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByRole('button', { name: 'Düzenle: Kadıköy Emlak' })).toBeVisible();
  await expect(page.getByText('İndirilecek KDV')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel (XLSX) indir' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // The advisor asks for a fix of the receipt.
  const advisor = await signedInPage(DEMO_ADVISOR);
  await advisor.goto('/tr/app/documents');
  await expect(advisor.getByRole('heading', { name: 'İnceleme bekleyen belgeler' })).toBeVisible();
  await advisor.getByRole('button', { name: 'market-fisi.pdf için düzeltme iste' }).click();
  const fix = advisor.getByRole('dialog', { name: 'Düzeltme iste' });
  await fix.getByLabel('Not').fill('Fişin toplamı okunmuyor, lütfen yeniden tarayın.');
  await fix.getByRole('button', { name: 'Gönder' }).click();
  await expect(advisor.getByText('İnceleme kaydedildi.')).toBeVisible();
  await advisor.context().close();

  // The customer sees it waiting and replaces the file.
  await page.goto('/tr/app');
  await expect(
    waiting.getByText('Müşavir notu: Fişin toplamı okunmuyor, lütfen yeniden tarayın.'),
  ).toBeVisible();
  await waiting.getByRole('link', { name: 'Dosyayı değiştir' }).click();
  await expect(page.getByText('Düzeltme gerekli')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'market-fisi.pdf yerine yeni dosya yükle' }).click();
  await (await chooser).setFiles({
    name: 'market-fisi-yeni.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await expect(page.getByRole('cell', { name: 'market-fisi-yeni.pdf', exact: true })).toBeVisible();
  await expect(page.getByText('Düzeltme gerekli')).toBeHidden();

  // In English: an add-on bought with the card on file shows on the dashboard.
  await page.goto('/en/app/additional-services');
  const stamp = page.getByRole('checkbox', { name: 'Company Stamp' });
  await stamp.click();
  await expect(stamp).toBeChecked();
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A one-off add-on is a distance sale too: its documents accepted before the card on file pays.
  await page.getByRole('checkbox', { name: /Distance Sales Contract/ }).check();
  await page.getByRole('button', { name: 'Pay TRY 300 with Mastercard •••• 0008' }).click();
  await expect(page.getByText(/Payment received\./)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(
    page.getByRole('region', { name: 'Your package and add-ons' }).getByText('Company Stamp'),
  ).toBeVisible();
});
