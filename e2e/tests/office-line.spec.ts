import { approvedApplication, approveOfficeLine, DEMO_SECRETARY, registerCustomer } from './support/api.ts';
import { payByCard } from './support/card.ts';
import { tinyPdf } from './support/files.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseCompany } from './support/office-desk.ts';
import { PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 15's journey: a customer whose accountant company is active adds a virtual office through
 * the four steps and pays (in Turkish); the secretary records a call and an official notice
 * (tebligat); the customer, now in English, sees both, asks for the notice to be scanned; the
 * secretary uploads the scan; the customer reads it in the portal. Everyone is signed in through
 * the API: the sign-in form has its own specs.
 */

test('the office line: a virtual office added and paid, a call and a tebligat, the scan read', async ({
  request,
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('ofis');
  const run = Date.now() % 100_000;
  const company = `Ofis Hattı ${run}`;
  // Other specs record calls and mail for the same demo secretary: this run's own names.
  const caller = `Murat Tedarikçi ${run}`;
  const sender = `İstanbul ${run}. Asliye Ticaret Mahkemesi`;
  const session = await registerCustomer(request, email, 'Ece Ofisli');
  const accountId = await approvedApplication(request, session, company);

  // The four steps, in Turkish: the office, the packet with an add-on, the card, the wait.
  const wizard = await signedInPage({ email, password: PASSWORD });
  await wizard.goto('/tr/app/office/application-form/locations');
  await expect(wizard.getByRole('img', { name: /Türkiye haritası|haritası/ })).toBeVisible();
  await wizard.getByRole('radio', { name: /Maslak Ofis/ }).check();
  await wizard.getByRole('button', { name: 'Kaydet ve devam et' }).click();

  await expect(wizard).toHaveURL(/\/office\/application-form\/packets/);
  // The address changes before the step's lazy page replaces the last one, whose office cards
  // also name the packets (after the office's own name): the packet's radio is the one named by
  // it first.
  await wizard.getByRole('radio', { name: /^Sanal Ofis Temel/ }).check();
  await wizard.getByRole('checkbox', { name: /Tabela/ }).check();
  await wizard.getByRole('button', { name: 'Kaydet ve devam et' }).click();

  await expect(wizard).toHaveURL(/\/office\/application-form\/payment/);
  await expect(wizard.getByText(/Tabela/).first()).toBeVisible();
  await payByCard(wizard);
  await expect(wizard).toHaveURL(/\/office\/application-form\/wait-for-approve/);
  await expect(wizard.getByRole('status').getByText('Başvurunuz inceleniyor')).toBeVisible();
  await expect(wizard.getByText(/Zeynep Kaya/)).toBeVisible();
  await expect(wizard.getByText(/213 sayılı Vergi Usul Kanunu/).first()).toBeVisible();
  // Done with this browser: closed now, so it does not poll the server for the rest of the test.
  await wizard.context().close();

  // Staff approve the office application (the staff pages have their own specs).
  await approveOfficeLine(request, accountId);

  // The secretary records a call and an official notice, in Turkish.
  const secretary = await signedInPage(DEMO_SECRETARY);
  await secretary.goto('/tr/app/office/calls');
  await chooseCompany(secretary, company);
  await secretary.getByLabel('Arayanın adı').fill(caller);
  await secretary.getByLabel('Arayanın telefonu').fill('0212 555 44 33');
  await secretary.getByRole('textbox', { name: 'Konu' }).fill('Fatura sorusu');
  await secretary.getByRole('textbox', { name: 'Mesaj' }).fill('Ekim faturası için geri dönüş bekliyor.');
  await secretary
    .getByRole('group', { name: /Yapılan/ })
    .getByText('Geri aranmak istiyor', { exact: true })
    .click();
  await expect(secretary.getByRole('radio', { name: 'Geri aranmak istiyor' })).toBeChecked();
  await secretary.getByRole('button', { name: 'Çağrıyı kaydet' }).click();
  const today = secretary.getByRole('table', { name: /Bugün kaydedilen çağrılar/ });
  await expect(today.getByText(caller)).toBeVisible();

  await secretary.goto('/tr/app/office/shipment-tracking');
  await chooseCompany(secretary, company);
  await secretary.getByRole('group', { name: /Tür/ }).getByText('Resmi tebligat', { exact: true }).click();
  await expect(secretary.getByRole('radio', { name: 'Resmi tebligat' })).toBeChecked();
  await secretary.getByRole('textbox', { name: 'Gönderen', exact: true }).fill(sender);
  await secretary.getByRole('button', { name: 'Kaydet ve bildir' }).click();
  await expect(secretary.getByText(/için gönderi kaydedildi/)).toBeVisible();

  // The customer, in English, sees both and asks for the notice to be scanned.
  const customer = await signedInPage({ email, password: PASSWORD });
  await customer.goto('/en/app/office/calls');
  const log = customer.getByRole('main');
  await expect(log.getByText(caller).filter({ visible: true }).first()).toBeVisible();
  await expect(log.getByText('Fatura sorusu').filter({ visible: true }).first()).toBeVisible();

  await customer.goto('/en/app/office/shipment-tracking');
  // The choices are on the card: no "show details" first (issue 36).
  await customer.getByRole('button', { name: new RegExp(`Scan: ${sender}`) }).click();
  await expect(customer.getByText(/The office is working on your request/)).toBeVisible();

  // The secretary uploads the scan from the queue.
  await secretary.reload();
  const queue = secretary.getByRole('list', { name: /Bekleyen işlemler/ });
  await queue.getByRole('button', { name: new RegExp(`Tamamlandı: ${company}, ${sender}`) }).click();
  const upload = secretary.getByRole('dialog');
  await upload.getByLabel('PDF dosyası').setInputFiles({
    name: 'tebligat.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(),
  });
  await upload.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).click();
  await expect(secretary.getByText('İşlem tamamlandı; müşteri bilgilendirildi.')).toBeVisible();

  // The customer reads the scan inside the portal.
  await customer.reload();
  await customer.getByRole('button', { name: new RegExp(`Read the scan: ${sender}`) }).click();
  const reader = customer.getByRole('dialog');
  await expect(reader.locator('iframe')).toBeVisible();
  await expect(reader.getByRole('link', { name: /PDF/ })).toBeVisible();
});
