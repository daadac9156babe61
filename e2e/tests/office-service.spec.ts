import { activeOfficeLine, approvedApplication, DEMO_SECRETARY, registerCustomer } from './support/api.ts';
import { tinyPdf } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseCompany } from './support/office-desk.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 35's journey: the office line as a monthly service. A customer (in English) sets "scan
 * every letter" and a forwarding address; the secretary (in Turkish) records two letters and a
 * parcel, and the letters wait to be scanned by the rule without the customer asking; the desk
 * scans them. The customer books a meeting room and the secretary sees it in the day's bookings;
 * the month's usage shows the answered call beyond the Basic packet's allowance; the customer
 * accepts the office contract (in Turkish) and downloads it. The line itself is set up through the
 * API (its wizard has its own spec): Basic virtual office, paid, approved, one call answered.
 */

test('the office service: standing mail rules, a meeting room, the month’s usage and the contract', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('hizmet');
  const run = Date.now() % 100_000;
  const company = `Ofis Hizmet ${run}`;
  const session = await registerCustomer(request, email, 'Deniz Kuzey', 'en');
  const accountId = await approvedApplication(request, session, company);
  await activeOfficeLine(request, session, accountId);

  // The customer's standing instructions, in English: an address, then "scan every letter".
  const customer = await signedInPage({ email, password: PASSWORD });
  await customer.goto('/en/app/office/mail-instructions');
  const addresses = customer.getByRole('region', { name: 'Forwarding addresses' });
  await addresses.getByLabel('Address name').fill('Head office');
  await addresses.getByLabel('Recipient').fill('Deniz Kuzey');
  await addresses.getByLabel('Province (il)').selectOption({ label: 'İstanbul' });
  await addresses.getByLabel('District (ilçe)').selectOption({ label: 'Kadıköy' });
  await addresses.getByLabel('Neighbourhood (mahalle)').selectOption('Caferağa Mah');
  await addresses.getByLabel('Street, building and door number').fill('Moda Cad. No: 12 D: 3');
  await addresses.getByRole('button', { name: 'Save the address' }).click();
  await expect(addresses.getByRole('list', { name: 'Saved forwarding addresses' })).toContainText(
    'Head office',
  );

  const rules = customer.getByRole('region', { name: 'Standing rules' });
  await rules.getByRole('button', { name: 'Scan every letter' }).click();
  await rules.getByRole('button', { name: 'Save the rules' }).click();
  await expect(customer.getByText(/mail instructions are saved/).first()).toBeVisible();

  // The secretary records two letters and a parcel, in Turkish.
  const secretary = await signedInPage(DEMO_SECRETARY);
  await secretary.goto('/tr/app/office/shipment-tracking');
  // The company stays chosen from one item to the next.
  await chooseCompany(secretary, company);
  for (const [kind, sender] of [
    ['Mektup', `Kadıköy Vergi Dairesi ${run}`],
    ['Mektup', `Garanti BBVA ${run}`],
    ['Koli', `Trendyol ${run}`],
  ] as const) {
    await secretary.getByRole('group', { name: /Tür/ }).getByText(kind, { exact: true }).click();
    await expect(secretary.getByRole('radio', { name: kind })).toBeChecked();
    const senderBox = secretary.getByRole('textbox', { name: 'Gönderen', exact: true });
    await senderBox.fill(sender);
    await secretary.getByRole('button', { name: 'Kaydet ve bildir' }).click();
    await expect(secretary.getByText(/için gönderi kaydedildi/).first()).toBeVisible();
    // Saved once the form is empty again: the message above may be the previous item's, and a
    // kind chosen before this save's reset would be set back to a letter.
    await expect(senderBox).toHaveValue('');
  }

  // The letters wait in the desk's queue to be scanned, though the customer asked nothing; the parcel
  // does not. The queue, on the same page, shows each as soon as it is saved.
  const queue = secretary.getByRole('list', { name: /Bekleyen işlemler/ });
  await expect(queue.getByText(`Garanti BBVA ${run}`)).toBeVisible();
  for (const sender of [`Kadıköy Vergi Dairesi ${run}`, `Garanti BBVA ${run}`]) {
    await queue.getByRole('button', { name: new RegExp(`Tamamlandı: ${company}, ${sender}`) }).click();
    const upload = secretary.getByRole('dialog');
    await upload.getByLabel('Sayfa sayısı').fill('2');
    await upload.getByLabel('PDF dosyası').setInputFiles({
      name: 'mektup.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await upload.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).click();
    await expect(upload).toBeHidden();
  }
  await expect(queue.getByText(`Trendyol ${run}`)).toHaveCount(0);

  // The customer sees both letters scanned by the rule.
  await customer.goto('/en/app/office/shipment-tracking');
  const main = customer.getByRole('main');
  await expect(main.getByText(`Garanti BBVA ${run}`).first()).toBeVisible();
  await expect(main.getByText(/By your standing rule/).first()).toBeVisible();

  // A meeting room, booked a week ahead and paid with the card on file (Basic includes no hours).
  await customer.goto('/en/app/office/meeting-rooms');
  await customer.getByLabel(/^Office/).selectOption({ index: 1 });
  // The room's radio is drawn by its card: choosing the card chooses it.
  await customer.getByText('Galata', { exact: true }).click();
  await expect(customer.getByRole('radio', { name: /Galata/ })).toBeChecked();
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await customer.getByLabel(/^Day/).fill(day);
  await customer.getByLabel(/^Start time/).selectOption({ index: 1 });
  await customer.getByRole('checkbox', { name: /charged to my card on file/ }).check();
  await customer.getByRole('button', { name: 'Book the room' }).click();
  await expect(customer.getByText(/The room is booked/).first()).toBeVisible();
  await expect(
    customer
      .getByRole('table', { name: /bookings/ })
      .getByText('Galata')
      .first(),
  ).toBeVisible();

  await secretary.goto('/tr/app/office/meeting-rooms');
  await secretary.getByLabel('Gün', { exact: true }).fill(day);
  await expect(secretary.getByRole('main').getByText(company).first()).toBeVisible();
  await secretary.context().close();

  // The month's usage: the answered call is beyond Basic's allowance (no calls included).
  await customer.goto('/en/app/office/usage');
  const calls = customer.getByRole('row', { name: /Calls answered/ });
  await expect(calls).toContainText('1');
  await expect(customer.getByText(/next monthly renewal/).first()).toBeVisible();
  await customer.context().close();

  // The contract, in Turkish: accepted, then downloaded.
  const turkish = await signedInPage({ email, password: PASSWORD });
  await turkish.goto('/tr/app/office/contract');
  await turkish.getByRole('checkbox', { name: /okudum ve kabul ediyorum/ }).check();
  await turkish.getByRole('button', { name: /Sözleşmeyi kabul et/ }).click();
  await expect(turkish.getByText(/kabul ettiniz/).first()).toBeVisible();
  const download = turkish.waitForEvent('download');
  await turkish.getByRole('button', { name: /Sözleşmeyi indir/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});
