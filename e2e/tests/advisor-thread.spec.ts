import { approvedApplication, DEMO_ADVISOR, registerCustomer } from './support/api.ts';
import { expectNoSeriousAxeFindings } from './support/axe.ts';
import { tinyPdf } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 33's conversation and month-close: the customer (on a phone, in English) writes to the
 * advisor with a PDF attached; the advisor (Turkish, desktop) sees it unread in the top bar,
 * answers, and moves the company's month on the board from "documents pending" to "closed".
 */

/** This month in Istanbul, as the board's month picker names it (`YYYY-MM`). */
function thisMonth(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
}

test('customer and advisor exchange messages with an attachment; the month closes on the board', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('yazisma');
  const session = await registerCustomer(request, email, 'Yeliz Yazar', 'en');
  // First by name on the board.
  const company = `Aaa Yazışma ${Date.now() % 100_000}`;
  const accountId = await approvedApplication(request, session, company);

  // The customer, on a phone in English.
  const customer = await signedInPage(
    { email, password: PASSWORD },
    { viewport: { width: 390, height: 844 } },
  );
  await customer.goto('/en/app/messages');
  await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
  await customer.getByLabel('Your message').fill('Here is the October rent invoice.');
  await customer.locator('input[type="file"]').setInputFiles({
    name: 'rent.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await customer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(customer.getByText('Your message has been sent.')).toBeVisible();
  await expect(customer.getByText('Here is the October rent invoice.')).toBeVisible();
  await expectNoSeriousAxeFindings(customer);

  // The advisor: the message waits unread in the top bar and on the company list.
  const advisor = await signedInPage(DEMO_ADVISOR);
  await advisor.goto('/tr/app');
  await expect(advisor.getByRole('link', { name: /Mesajlar: \d+ okunmamış mesaj/ })).toBeVisible();
  await advisor.goto(`/tr/app/messages?account=${accountId}`);
  await expect(advisor.getByText('Here is the October rent invoice.')).toBeVisible();
  await expect(advisor.getByRole('button', { name: /rent\.pdf/ })).toBeVisible();
  await advisor.getByLabel('Mesajınız').fill('Teşekkürler, faturayı aldım.');
  await advisor.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(advisor.getByText('Mesajınız gönderildi.')).toBeVisible();
  await expectNoSeriousAxeFindings(advisor);

  // The customer reads the answer.
  await customer.reload();
  await expect(customer.getByText('Teşekkürler, faturayı aldım.')).toBeVisible();

  // A bank statement of this month, then the board: the month's documents are counted on the
  // company's row, and the company moves one state at a time until it is closed.
  const statement = await request.post(`/api/accounts/${accountId}/documents`, {
    headers: { Authorization: `Bearer ${session.token}` },
    multipart: {
      kind: 'bank_statement',
      period: thisMonth(),
      file: { name: 'ekstre.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(statement.ok(), `${statement.status()} ${await statement.text()}`).toBe(true);
  await advisor.goto(`/tr/app/staff/month-close?period=${thisMonth()}`);
  const row = advisor.getByRole('row').filter({ hasText: company });
  await expect(row.getByText('Belgeler bekleniyor')).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  for (const state of ['Belgeler tamam', 'Muhasebeleştirildi', 'Beyannameler verildi', 'Kapandı']) {
    await row.getByRole('button', { name: `Durumu değiştir: ${company}` }).click();
    const dialog = advisor.getByRole('dialog', { name: `Durumu değiştir: ${company}` });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(state, { exact: true })).toBeVisible();
  }
  await expectNoSeriousAxeFindings(advisor);
});
