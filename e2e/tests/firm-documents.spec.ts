import { approvedApplication, DEMO_ADVISOR, registerCustomer } from './support/api.ts';
import { tinyPdf } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 33's firm documents: the advisor asks the customer for a missing bank statement and adds
 * the company's tax plate to its vault; the customer sees the request waiting, answers it with an
 * upload, and finds the tax plate among the documents from the advisor.
 */
test('a bank statement asked and answered, a tax plate in the vault', async ({ request, signedInPage }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('kasa');
  const session = await registerCustomer(request, email, 'Kaan Kasa');
  const accountId = await approvedApplication(request, session, `Kasa ${Date.now() % 100_000}`);

  // The advisor, on the company's documents.
  const advisor = await signedInPage(DEMO_ADVISOR);
  await advisor.goto(`/tr/app/documents?account=${accountId}`);
  await advisor.getByRole('button', { name: 'Belge iste' }).click();
  const ask = advisor.getByRole('dialog', { name: 'Müşteriden belge iste' });
  await ask.getByLabel('Ne istiyorsunuz?').fill('Ekim banka ekstresi');
  await ask.getByRole('button', { name: 'İste' }).click();
  await expect(advisor.getByText('Belge istendi; müşteriye bildirildi.')).toBeVisible();

  await advisor.getByRole('button', { name: 'Belge ekle' }).click();
  const add = advisor.getByRole('dialog', { name: 'Şirkete belge ekle' });
  await add.getByLabel('Belge türü').selectOption({ label: 'Vergi levhası' });
  await add.locator('input[type="file"]').setInputFiles({
    name: 'vergi-levhasi.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(advisor.getByText(/Belge şirketin arşivine eklendi/)).toBeVisible();

  // The customer: the request waits on the dashboard, and is answered on the documents page.
  const customer = await signedInPage({ email, password: PASSWORD });
  await customer.goto('/tr/app');
  await expect(customer.getByText('Danışmanınız bir belge istiyor: Ekim banka ekstresi')).toBeVisible();
  await customer.goto('/tr/app/documents');
  await customer.getByRole('button', { name: 'Belgeyi yükle: Ekim banka ekstresi' }).click();
  const answer = customer.getByRole('dialog', { name: 'Belgeyi yükle: Ekim banka ekstresi' });
  await answer.locator('input[type="file"]').setInputFiles({
    name: 'ekstre.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await answer.getByRole('button', { name: 'Yükle' }).click();
  const row = customer.getByRole('row').filter({ hasText: 'Ekim banka ekstresi' });
  await expect(row.getByText('Yüklendi', { exact: true })).toBeVisible();
  await expect(row.getByText('ekstre.pdf')).toBeVisible();
  await expect(
    customer
      .getByRole('row')
      .filter({ hasText: 'Vergi levhası' })
      .getByRole('button', { name: /İndir|indir/ }),
  ).toBeVisible();
});
