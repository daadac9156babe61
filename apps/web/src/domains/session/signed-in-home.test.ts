import { describe, expect, it } from 'vitest';
import { storage } from '../../lib/storage.ts';
import { customerWizardPath, loginPath, redirectTarget, signedInHome } from './signed-in-home.ts';

describe('signed-in home', () => {
  it('sends staff to the dashboard, customers with products to /app, others to the application form', () => {
    expect(signedInHome('tr', 'advisor')).toBe('/tr/app/dashboard');
    expect(signedInHome('en', 'secretary')).toBe('/en/app/dashboard');
    expect(signedInHome('tr', 'admin')).toBe('/tr/app/dashboard');
    // No company yet: the first step, where the company-name modal asks for one.
    expect(signedInHome('tr', 'customer')).toBe('/tr/app/application-form/status');
    storage.set('account', { id: 1, name: 'Acme', status: 1, step: 'packets', has_products: false });
    expect(signedInHome('tr', 'customer')).toBe('/tr/app/application-form/personal-info');
    storage.set('account', { id: 1, name: 'Acme', status: 3, step: 'payment', has_products: true });
    expect(signedInHome('tr', 'customer')).toBe('/tr/app');
    storage.clearAllExceptLanguage();
  });

  it('sends a customer with an unfinished wizard to the step after the saved one (the wizard hook)', () => {
    const accountant = (savedStep: string | null) =>
      customerWizardPath('tr', { line: 'accountant', savedStep, hasPurchasedProducts: false });
    expect(accountant('files')).toBe('/tr/app/application-form/payment');
    expect(accountant(null)).toBe('/tr/app/application-form/status');
    expect(accountant('wait-for-approve')).toBe('/tr/app/application-form/wait-for-approve');
    expect(
      customerWizardPath('en', { line: 'office', savedStep: 'location', hasPurchasedProducts: false }),
    ).toBe('/en/app/office/application-form/packets');
    expect(
      customerWizardPath('tr', { line: 'accountant', savedStep: 'files', hasPurchasedProducts: true }),
    ).toBeNull();
    expect(signedInHome('tr', 'customer', accountant('packets'))).toBe(
      '/tr/app/application-form/personal-info',
    );
    expect(signedInHome('tr', 'advisor', accountant('packets'))).toBe('/tr/app/dashboard');
  });

  it('reads the progress of the selected company from storage', () => {
    storage.set('account', { id: 2, name: 'Beta', status: 2, step: 'files', has_products: false });
    expect(customerWizardPath('en')).toBe('/en/app/application-form/payment');
    storage.clearAllExceptLanguage();
  });

  it('resumes the office wizard of the line in the top bar, or of a company that began only that one', () => {
    // An approved accountant company adding an office: the office product is chosen in the top bar.
    storage.set('account', {
      id: 3,
      name: 'Gamma',
      status: 4,
      step: 'wait-for-approve',
      has_products: true,
      office_step: 'office-packets',
      has_office_products: false,
    });
    expect(customerWizardPath('tr')).toBeNull();
    storage.set('type', 2);
    expect(customerWizardPath('tr')).toBe('/tr/app/office/application-form/payment');
    storage.set('account', {
      id: 3,
      name: 'Gamma',
      status: 4,
      office_step: 'office-payment',
      has_office_products: true,
    });
    expect(customerWizardPath('tr')).toBeNull();
    storage.clearAllExceptLanguage();
    // Only the office wizard begun: back to it after sign-in, whatever the product chosen.
    storage.set('account', { id: 4, name: 'Delta', status: 1, step: null, office_step: 'location' });
    expect(customerWizardPath('en')).toBe('/en/app/office/application-form/packets');
    storage.clearAllExceptLanguage();
  });

  it('builds the login link with the page to come back to', () => {
    expect(loginPath('tr')).toBe('/tr/app/login');
    expect(loginPath('en', '/en/app/documents?page=2')).toBe(
      '/en/app/login?redirect=%2Fen%2Fapp%2Fdocuments%3Fpage%3D2',
    );
  });

  it('follows only a redirect to a page of this site that is not a guest page', () => {
    const target = (value: string) => redirectTarget(`?${new URLSearchParams({ redirect: value })}`);
    expect(target('/tr/app/documents')).toBe('/tr/app/documents');
    expect(target('/en/app/profile?tab=1#top')).toBe('/en/app/profile?tab=1#top');
    expect(target('//evil.example/tr')).toBeNull();
    expect(target('https://evil.example/tr')).toBeNull();
    expect(target('/\\evil.example')).toBeNull();
    expect(target('/de/app')).toBeNull();
    expect(target('/tr/app/login')).toBeNull();
    expect(target('/tr/app/register?redirect=x')).toBeNull();
    expect(redirectTarget('')).toBeNull();
  });
});
