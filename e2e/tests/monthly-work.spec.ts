import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerCustomer, waitingApplication } from './support/api.ts';
import { tinyPdf } from './support/files.ts';
import { login, PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 14's journey after approval: a customer uploads a month's documents and an e-invoice,
 * confirms the entry read from it, adds an expense by hand, sees the summary and the chart and
 * exports the month; the advisor asks for a fix; the customer sees it waiting and replaces the
 * file; then buys an add-on with the card on file, in English.
 */

const ADMIN = { email: 'admin@demo.portal.test', password: 'Demo1234!' };
const ADVISOR = { email: 'advisor@demo.portal.test', password: 'Demo1234!' };

/** Today in Istanbul, `YYYY-MM-DD`: the invoice is dated in the month being worked on. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', dateStyle: 'short' }).format(new Date());

/** A UBL-TR e-invoice (the API's test fixture) dated today. */
function eInvoice(): Buffer {
  const xml = readFileSync(
    new URL('../../apps/api/src/modules/ledger/fixtures/temel-fatura-expense.xml', import.meta.url),
    'utf8',
  );
  return Buffer.from(
    xml.replace(/<cbc:IssueDate>[^<]+<\/cbc:IssueDate>/, `<cbc:IssueDate>${today()}</cbc:IssueDate>`),
  );
}

async function apiCall<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  token: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** An approved company served by the demo advisor. */
async function approvedCompany(request: APIRequestContext, email: string, company: string) {
  const session = await registerCustomer(request, email, 'Ece Aylık');
  const accountId = await waitingApplication(request, session, company);
  const admin = await apiCall<{ token: string }>(request, 'POST', 'auth/login', '', ADMIN);
  await apiCall(request, 'PUT', `accounts/${accountId}/change-status?all=1`, admin.token, { status: 4 });
  const advisors = await apiCall<{ data: { id: number; email: string }[] }>(
    request,
    'GET',
    'users?role=advisor',
    admin.token,
  );
  const advisor = advisors.data.find((user) => user.email === ADVISOR.email);
  await apiCall(request, 'PUT', `accounts/${accountId}/staff?all=1`, admin.token, {
    advisor_id: advisor?.id,
    secretary_id: null,
  });
  return accountId;
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
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('aylik');
  const company = `Aylık İş ${Date.now() % 100_000}`;
  await approvedCompany(request, email, company);
  await login(page, 'tr', email, PASSWORD);
  await expect(page).not.toHaveURL(/\/app\/login/);

  // The dashboard says this month's documents wait.
  await page.goto('/tr/app');
  const waiting = page.getByRole('region', { name: 'Sizi bekleyenler' });
  await expect(waiting.getByText(/belgelerinizi yükleyin/)).toBeVisible();
  await waiting.getByRole('link', { name: 'Belgeleri yükle' }).click();

  // A month's documents: a receipt and an e-invoice.
  await expect(page.getByRole('heading', { level: 1, name: 'Aylık belgeler' })).toBeVisible();
  await expect(page.getByText(/gün \d+ saat kaldı|saat kaldı/)).toBeVisible();
  await uploadDocument(page, 'Fiş', {
    name: 'market-fisi.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await uploadDocument(page, 'Gider faturası', {
    name: 'kirtasiye-efatura.xml',
    mimeType: 'application/xml',
    buffer: eInvoice(),
  });
  await expect(page.getByRole('cell', { name: 'market-fisi.pdf' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'kirtasiye-efatura.xml' })).toBeVisible();

  // Pre-accounting: the e-invoice read into an entry, confirmed; an expense by hand.
  await page.goto('/tr/app/accountancy');
  await page.getByRole('button', { name: 'E-fatura içe aktar' }).click();
  const importDialog = page.getByRole('dialog', { name: 'E-fatura içe aktar' });
  await importDialog
    .getByLabel('Bu ay yüklenen XML belgelerinden seçin')
    .selectOption({ label: 'kirtasiye-efatura.xml' });
  await importDialog.getByRole('button', { name: 'Faturayı oku' }).click();
  await expect(importDialog.getByText('Ofis & Kırtasiye Dünyası A.Ş.')).toBeVisible();
  await importDialog.getByRole('button', { name: /kaydı ekle/ }).click();
  await expect(importDialog).toBeHidden();
  await expect(page.getByRole('cell', { name: /Ofis & Kırtasiye Dünyası/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Kayıt ekle' }).click();
  const entry = page.getByRole('dialog', { name: 'Yeni kayıt' });
  await entry.getByLabel('Tür').selectOption({ label: 'Gider' });
  await entry.getByLabel('Karşı taraf (ad / unvan)').fill('Kadıköy Emlak');
  await entry.getByLabel('VKN veya TCKN').fill('10000000146');
  await entry.getByLabel('Kategori').selectOption({ label: 'Kira' });
  await entry.getByLabel('Net tutar (₺)').fill('12.500,00');
  await entry.getByLabel('KDV oranı').selectOption({ label: '%20' });
  await expect(entry.getByText('₺2.500,00')).toBeVisible();
  await entry.getByRole('button', { name: 'Kaydet' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByRole('cell', { name: /Kadıköy Emlak/ })).toBeVisible();
  await expect(page.getByText('İndirilecek KDV')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel (XLSX) indir' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // The advisor asks for a fix of the receipt.
  const advisorContext = await browser.newContext();
  const advisor = await advisorContext.newPage();
  await login(advisor, 'tr', ADVISOR.email, ADVISOR.password);
  await expect(advisor).not.toHaveURL(/\/app\/login/);
  await advisor.goto('/tr/app/documents');
  await expect(advisor.getByRole('heading', { name: 'İnceleme bekleyen belgeler' })).toBeVisible();
  await advisor.getByRole('button', { name: 'market-fisi.pdf için düzeltme iste' }).click();
  const fix = advisor.getByRole('dialog', { name: 'Düzeltme iste' });
  await fix.getByLabel('Not').fill('Fişin toplamı okunmuyor, lütfen yeniden tarayın.');
  await fix.getByRole('button', { name: 'Gönder' }).click();
  await expect(advisor.getByText('İnceleme kaydedildi.')).toBeVisible();
  await advisorContext.close();

  // The customer sees it waiting and replaces the file.
  await page.goto('/tr/app');
  await expect(
    waiting.getByText('Müşavir notu: Fişin toplamı okunmuyor, lütfen yeniden tarayın.'),
  ).toBeVisible();
  await waiting.getByRole('link', { name: 'Dosyayı değiştir' }).click();
  await expect(page.getByText('Düzeltme gerekli')).toBeVisible();
  await page
    .getByLabel('market-fisi.pdf yerine yeni dosya yükle')
    .setInputFiles({ name: 'market-fisi-yeni.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(page.getByRole('cell', { name: 'market-fisi-yeni.pdf' })).toBeVisible();
  await expect(page.getByText('Düzeltme gerekli')).toBeHidden();

  // In English: an add-on bought with the card on file shows on the dashboard.
  await page.goto('/en/app/additional-services');
  await page.getByRole('checkbox', { name: 'Company Stamp' }).check();
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₺300.00 with Mastercard •••• 0008$/ }).click();
  await expect(page.getByText(/Payment received\./)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(
    page.getByRole('region', { name: 'Your packet and add-ons' }).getByText('Company Stamp'),
  ).toBeVisible();
});
