import { expect, test } from '@playwright/test';
import { registerCustomer, waitingApplication } from './support/api.ts';
import { login, PASSWORD, uniqueEmail } from './support/people.ts';

/**
 * Issue 6's journey: an admin creates an advisor and gives them a company; removing a permission
 * from the advisor role takes the menu item and its page away from the advisor; the advisor
 * approves the waiting application; an announcement reaches the customer's dashboard.
 */
test('an admin runs the firm: a new advisor, a company, a permission, an approval, an announcement', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 1_000_000;
  const advisorEmail = uniqueEmail('danisman');
  const advisorName = `Deniz Danışman ${stamp}`;
  const customerEmail = uniqueEmail('musteri');
  const company = `Onay Bekleyen ${stamp}`;
  const customer = await registerCustomer(request, customerEmail, 'Cem Müşteri');
  const accountId = await waitingApplication(request, customer, company);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, 'en', 'admin@demo.portal.test', 'Demo1234!');
  await expect(admin).toHaveURL(/\/en\/app\/dashboard$/);
  await expect(
    admin.getByRole('heading', { name: 'Applications waiting for approval' }).first(),
  ).toBeVisible();
  await admin.screenshot({ path: 'artifacts/staff-dashboard-en.png', fullPage: true });

  // A new advisor.
  await admin.goto('/en/app/advisors');
  await admin.getByRole('button', { name: 'Add an advisor' }).click();
  const create = admin.getByRole('dialog');
  await create.getByLabel('Full name').fill(advisorName);
  await create.getByLabel('E-mail').fill(advisorEmail);
  await create.getByLabel('Mobile phone').pressSequentially('5339876543');
  await create.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await create.getByRole('button', { name: 'Add' }).click();
  await expect(create).toBeHidden();
  await expect(admin.getByText(advisorName)).toBeVisible();

  // The advisor is given the company.
  await admin.goto(`/en/app/accounts-detail/${accountId}`);
  await admin.getByLabel('Advisor', { exact: true }).selectOption({ label: advisorName });
  await admin.getByRole('button', { name: 'Save' }).first().click();
  await expect(admin.getByText('Saved.').first()).toBeVisible();

  // The advisor role loses "See appointment requests".
  await admin.goto('/en/app/roles-and-permissions');
  const cell = admin.getByRole('checkbox', { name: 'See appointment requests for the role Advisor' });
  await expect(cell).toBeChecked();
  await cell.uncheck();
  await expect(cell).not.toBeChecked();
  await expect(admin.getByText('The permissions of Advisor are saved.')).toBeVisible();
  await admin.screenshot({ path: 'artifacts/staff-permissions-en.png', fullPage: true });

  // The advisor: no appointment requests in the menu, the page says not authorised; approves the company.
  const advisorContext = await browser.newContext();
  const advisor = await advisorContext.newPage();
  await login(advisor, 'en', advisorEmail, PASSWORD);
  await expect(advisor).toHaveURL(/\/en\/app\/dashboard$/);
  await expect(advisor.getByRole('link', { name: 'Companies' }).first()).toBeVisible();
  await expect(advisor.getByRole('link', { name: 'Appointment requests' })).toHaveCount(0);
  await advisor.goto('/en/app/appointment-list');
  await expect(advisor.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await advisor.goto(`/en/app/accounts-detail/${accountId}`);
  await expect(advisor.getByRole('heading', { name: company })).toBeVisible();
  await advisor.getByRole('button', { name: 'Approve' }).click();
  await advisor.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(advisor.getByRole('dialog')).toBeHidden();
  await expect(advisor.getByText('Active').first()).toBeVisible();
  await advisorContext.close();

  // Put the permission back, so the demo data stays as seeded.
  await admin.goto('/en/app/roles-and-permissions');
  await admin.getByRole('checkbox', { name: 'See appointment requests for the role Advisor' }).check();
  await expect(admin.getByText('The permissions of Advisor are saved.')).toBeVisible();

  // An announcement for every customer.
  const title = `Bayram tatili ${stamp}`;
  await admin.goto('/en/app/announcements');
  await admin.getByRole('button', { name: 'New announcement' }).click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('Our offices are closed during the holiday; the portal stays open.');
  await form.getByLabel('Starts').fill('2020-01-01T09:00');
  await form.getByLabel('Ends').fill('2099-01-01T09:00');
  await form.getByLabel('Publish').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(admin.getByText(title).first()).toBeVisible();
  await adminContext.close();

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await login(customerPage, 'en', customerEmail, PASSWORD);
  // The sign-in has landed (its answer stored) before the next page is opened.
  await expect(customerPage).not.toHaveURL(/\/app\/login/);
  await customerPage.goto('/en/app');
  await expect(customerPage.getByText(title).first()).toBeVisible();
  await customerPage.screenshot({ path: 'artifacts/staff-announcement-customer-en.png', fullPage: true });
  await customerContext.close();
});
