import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { approvedApplication, call, registerCustomer } from './support/api.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 34's trade half: a customer adds a customer of theirs, issues a sales invoice with two
 * KDV rates and a withholding line, downloads its PDF and UBL-TR XML, records a partial
 * collection against it and reads the ageing, imports the bank's statement and confirms its two
 * proposed matches (Turkish, desktop); then reads the same books in English on a phone. axe on
 * each new page.
 */

async function downloaded(page: Page, button: Locator): Promise<{ name: string; body: Buffer }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), body: await readFile(path) };
}

test('a sales invoice with two rates and withholding, its files, a partial collection and the ageing', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('fatura');
  const session = await registerCustomer(request, email, 'Deniz Fatura', 'tr');
  const accountId = await approvedApplication(request, session, `Fatura ${Date.now() % 100_000}`);
  const customerName = `Mavi Danışmanlık ${accountId}`;

  const page = await signedInPage({ email, password: PASSWORD });

  // A customer of the company's, with a VKN.
  await page.goto('/tr/app/accountancy/counterparties');
  await page.getByRole('button', { name: 'Cari hesap ekle' }).click();
  const add = page.getByRole('dialog', { name: 'Cari hesap ekle' });
  await add.getByLabel('Ad / unvan').fill(customerName);
  await add.getByLabel('Tür').selectOption({ label: 'Müşteri' });
  await add.getByLabel('VKN / TCKN').fill('1000042429');
  await add.getByRole('button', { name: 'Kaydet' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: customerName })).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // The invoice: consultancy at 20 % with 9/10 withheld (602), a training set at 10 %.
  const books = page.getByRole('navigation', { name: 'Ön muhasebe bölümleri' });
  await books.getByRole('link', { name: 'Faturalar' }).click();
  await page.getByRole('link', { name: 'Yeni fatura' }).click();
  const editor = page.getByRole('form', { name: 'Yeni satış faturası' });
  await editor
    .getByRole('combobox', { name: 'Müşteri', exact: true })
    .selectOption({ label: `${customerName} (1000042429)` });
  const first = editor.getByRole('group', { name: 'Satır 1' });
  await first.getByLabel('Mal / hizmet').fill('Danışmanlık hizmeti');
  await first.getByLabel('Miktar').fill('1');
  await first.getByLabel(/Birim fiyat/).fill('10.000,00');
  await first.getByLabel('KDV oranı').selectOption('20');
  await first.getByLabel('Tevkifat').selectOption('602');
  await editor.getByRole('button', { name: 'Satır ekle' }).click();
  const second = editor.getByRole('group', { name: 'Satır 2' });
  await second.getByLabel('Mal / hizmet').fill('Eğitim seti');
  await second.getByLabel('Miktar').fill('2');
  await second.getByLabel(/Birim fiyat/).fill('500,00');
  await second.getByLabel('KDV oranı').selectOption('10');
  // The totals, live from the same functions the server uses.
  await expect(editor.getByText('₺11.300')).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await editor.getByRole('button', { name: 'Kaydet ve düzenle…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fatura düzenlensin mi?' });
  await confirm.getByRole('button', { name: 'Faturayı düzenle' }).click();
  const title = page.getByRole('heading', { name: /^Fatura [A-Z]{3}\d{13}$/ });
  await expect(title).toBeVisible();
  const number = ((await title.textContent()) ?? '').replace('Fatura ', '');
  await expect(page.getByText('Tevkifat 602 (9/10)')).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  const pdf = await downloaded(page, page.getByRole('button', { name: 'PDF (Türkçe)' }));
  expect(pdf.name).toContain(number);
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  const xml = await downloaded(page, page.getByRole('button', { name: 'XML (UBL-TR)' }));
  const text = xml.body.toString('utf8');
  expect(text).toContain(`<cbc:ID>${number}</cbc:ID>`);
  expect(text).toContain('<cbc:InvoiceTypeCode>TEVKIFAT</cbc:InvoiceTypeCode>');
  expect(text).toContain('<cbc:PayableAmount currencyID="TRY">11300.00</cbc:PayableAmount>');

  // Sent through the integrator: the buyer is no registered e-Fatura user, so it goes e-Arşiv.
  await page.getByRole('button', { name: 'e-Fatura / e-Arşiv olarak gönder…' }).click();
  const send = page.getByRole('dialog', { name: `${number} entegratör üzerinden gönderilsin mi?` });
  await send.getByRole('button', { name: 'Gönder' }).click();
  await expect(send).toBeHidden();
  const delivery = page.getByRole('region', { name: 'e-Fatura / e-Arşiv gönderimi' });
  await expect(delivery).toContainText('Entegratör faturayı aldı.');
  await expect(delivery).toContainText('e-Arşiv fatura');
  await expectNoSeriousAxeFindings(page);

  // A partial collection: 5.000 of the 11.300 payable.
  await books.getByRole('link', { name: 'Tahsilatlar' }).click();
  await page.getByRole('button', { name: 'Tahsilat kaydet' }).click();
  const collect = page.getByRole('dialog', { name: 'Tahsilat kaydet' });
  await collect
    .getByRole('combobox', { name: 'Müşteri', exact: true })
    .selectOption({ label: `${customerName} (1000042429)` });
  await collect.getByLabel('Tutar (TL)').fill('5.000,00');
  await collect.getByLabel(`${number} için tutar`).fill('5.000,00');
  await collect.getByRole('button', { name: 'Kaydet' }).click();
  await expect(collect).toBeHidden();
  const collected = page.getByRole('table', { name: 'Tahsilat ve ödemeler' });
  await expect(collected.getByRole('row').filter({ hasText: customerName })).toContainText('₺5.000');

  // The ageing: 6.300 open, not yet due.
  const ageing = page.getByRole('table', { name: 'Müşterilere göre alacaklar' });
  await expect(ageing.getByRole('row').filter({ hasText: customerName })).toContainText('₺6.300');
  await expectNoSeriousAxeFindings(page);

  // An unpaid rent entry, then the bank's statement (Garanti BBVA's export): the rest of the
  // invoice came in, the rent went out; both proposals confirmed.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const day = today.split('-').reverse().join('.');
  await call(request, 'POST', `accounts/${accountId}/ledger-entries`, session.token, {
    date: today,
    kind: 'expense',
    counterparty_name: 'Kira Emlak Ltd. Şti.',
    category: 'rent',
    net_amount: 100_000,
    kdv_rate: 20,
    paid: false,
  });
  const csv = [
    'Tarih;Açıklama;Tutar;Bakiye;Dekont No',
    `${day};EFT ${customerName.toLocaleUpperCase('tr')} ${number};6.300,00;16.300,00;7001`,
    `${day};KIRA EMLAK KIRA ODEMESI;-1.200,00;15.100,00;7002`,
  ].join('\r\n');
  await books.getByRole('link', { name: 'Banka' }).click();
  await page.getByLabel('Ekstre dosyası').setInputFiles({
    name: 'hareketler.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Ekstreyi oku' }).click();
  await expect(page.getByText('0 / 2 hareket onaylandı')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await page.getByRole('button', { name: /₺6\.300 hareketinin eşleşmesini onayla$/ }).click();
  await page.getByRole('button', { name: /-₺1\.200 hareketinin eşleşmesini onayla$/ }).click();
  await expect(page.getByText('2 / 2 hareket onaylandı')).toBeVisible();
  await expect(page.getByText('Eşleşti:')).toHaveCount(2);

  // The same books in English, on a phone: the invoice collected in full.
  const phone = await signedInPage({ email, password: PASSWORD }, { viewport: { width: 375, height: 812 } });
  await phone.goto('/en/app/accountancy/invoices');
  await expect(phone.getByText(number)).toBeVisible();
  await expectNoSeriousAxeFindings(phone);
  await phone.goto('/en/app/accountancy/collections');
  await expect(phone.getByRole('heading', { name: 'Ageing' })).toBeVisible();
  await expect(phone.getByText('Nothing receivable is open.')).toBeVisible();
  await expect(phone.getByRole('main')).toContainText('TRY 6,300');
  await expectNoSeriousAxeFindings(phone);
  await phone.goto('/en/app/accountancy/counterparties');
  await phone.getByRole('link', { name: customerName }).click();
  await expect(phone.getByText('No balance').first()).toBeVisible();
  await expectNoSeriousAxeFindings(phone);
  await phone.goto('/en/app/accountancy/bank-statements');
  await expect(phone.getByText('2 of 2 movements confirmed')).toBeVisible();
  await expectNoSeriousAxeFindings(phone);
});

/** A published sample e-invoice of the API's fixtures (see its README for the source). */
const sampleInvoice = async (name: string) => ({
  name,
  mimeType: 'application/xml',
  buffer: await readFile(
    new URL(`../../apps/api/src/modules/ledger/fixtures/e-invoices/${name}`, import.meta.url),
  ),
});

test('imports a withholding, a return and a USD e-invoice, pays their supplier in part, and confirms a receipt read from a photo', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('efatura');
  const session = await registerCustomer(request, email, 'Selin Defter', 'tr');
  const accountId = await approvedApplication(request, session, `Defter ${Date.now() % 100_000}`);
  const page = await signedInPage({ email, password: PASSWORD });

  async function importInvoice(lang: 'tr' | 'en', file: string, expected: string[]) {
    await page.goto(`/${lang}/app/accountancy?period=2018-06`);
    const words =
      lang === 'tr'
        ? { open: 'E-fatura içe aktar', file: 'XML dosyası', read: 'Faturayı oku', add: /kaydı ekle$/ }
        : { open: 'Import e-invoice', file: 'XML file', read: 'Read the invoice', add: /^Add \d+ entr/ };
    await page.getByRole('button', { name: words.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(words.file).setInputFiles(await sampleInvoice(file));
    await dialog.getByRole('button', { name: words.read }).click();
    for (const text of expected) await expect(dialog.getByText(text).first()).toBeVisible();
    await expectNoSeriousAxeFindings(page);
    await dialog.getByRole('button', { name: words.add }).click();
    await expect(dialog).toBeHidden();
  }

  // 602 withheld at 9/10: the buyer deducts the whole KDV; 2.036 payable of 2.360.
  await importInvoice('tr', 'izibiz-tevkifat.xml', ['Tevkifatlı', 'Alıcının tevkif ettiği KDV']);
  // A return the company's buyer sent back: a sales return.
  await importInvoice('tr', 'izibiz-iade.xml', ['İade']);
  // In dollars at the invoice's rate, in English.
  await importInvoice('en', 'izibiz-usd.xml', ['USD']);

  const entries = await call<{ data: { description: string; category: string }[] }>(
    request,
    'GET',
    `accounts/${accountId}/ledger-entries?period=2018-06`,
    session.token,
  );
  const descriptions = entries.data.map((entry) => entry.description).join(' | ');
  expect(descriptions).toContain('DMY2018062513072');
  expect(descriptions).toContain('DMY2018625144001');
  expect(descriptions).toContain('DMY2018062513490');
  expect(entries.data.map((entry) => entry.category)).toContain('sales_returns');
  await expect(page.getByRole('main')).toContainText('DMY2018062513490');

  // The two received invoices are payables of their supplier: a payment of 1.000 against the first.
  await page.goto('/tr/app/accountancy/collections');
  await page.getByRole('button', { name: 'Ödeme kaydet' }).click();
  const payment = page.getByRole('dialog', { name: 'Ödeme kaydet' });
  await payment
    .getByRole('combobox', { name: 'Tedarikçi', exact: true })
    .selectOption({ label: 'İZİBİZ BİLİŞİM TEKNOLOJİLERİ ANONİM ŞİRKETİ (4840847211)' });
  await payment.getByLabel('Tutar (TL)').fill('1.000');
  await payment.getByLabel('DMY2018062513072 için tutar').fill('1.000');
  await payment.getByRole('button', { name: 'Kaydet' }).click();
  await expect(payment).toBeHidden();
  await page.getByLabel('Görünüm').selectOption({ label: 'Borçlar' });
  const payables = page.getByRole('table', { name: 'Tedarikçilere göre borçlar' });
  // 2.036 − 1.000 + 550,92 (the USD invoice in lira).
  await expect(payables.getByRole('row').filter({ hasText: 'İZİBİZ' })).toContainText('₺1.586,92');
  await expectNoSeriousAxeFindings(page);

  // A café's receipt, photographed (a test receipt of the API's OCR fixtures): read in a job,
  // checked and confirmed.
  await page.goto('/tr/app/accountancy?period=2024-11');
  await page.getByRole('button', { name: 'Fiş fotoğrafı yükle' }).click();
  const receipt = page.getByRole('dialog', { name: 'Fiş veya fatura fotoğrafı' });
  await receipt.getByLabel('Fotoğraf veya PDF').setInputFiles({
    name: 'kafe-fisi.jpg',
    mimeType: 'image/jpeg',
    buffer: await readFile(
      new URL('../../apps/api/src/modules/receipt-scans/fixtures/cafe-one-rate.jpg', import.meta.url),
    ),
  });
  await receipt.getByRole('button', { name: 'Fişi oku' }).click();
  await expect(receipt.getByText('₺240')).toBeVisible({ timeout: 30_000 });
  await expect(receipt.getByText('%10: ₺21,82')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await receipt.getByRole('button', { name: '1 kaydı ekle' }).click();
  await expect(receipt).toBeHidden();
  const november = await call<{ data: { gross_amount: number; kdv_rate: number }[] }>(
    request,
    'GET',
    `accounts/${accountId}/ledger-entries?period=2024-11`,
    session.token,
  );
  expect(november.data).toContainEqual(expect.objectContaining({ gross_amount: 24_000, kdv_rate: 10 }));
});
