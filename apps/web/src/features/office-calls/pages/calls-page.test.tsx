import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage, type TStoredAccount } from '../../../lib/storage.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import CallsPage from './calls-page.tsx';

/** A customer on the page the top bar's "Sanal Ofis" opens; nothing is asked of the server. */
function openAs(accounts: TStoredAccount[]) {
  // A token of this file's own: with isolate: false, another file's late 401 must not sign it out.
  storage.set('token', 'calls-page-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', ['show calls']);
  storage.set('accounts', accounts);
  const [first] = accounts;
  if (first) storage.set('account', first);
  else storage.remove('account');
  renderRoute(<CallsPage />, '/:lang/app/office/calls', '/tr/app/office/calls');
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeCalls']);
});

describe('the calls page of a customer without an office (issue 36)', () => {
  it('offers the office, leading to the office wizard, instead of an empty call log', async () => {
    openAs([{ id: 7, name: 'Acme Ltd', status: 4, has_products: true, has_office_products: false }]);
    expect(
      await screen.findByRole('heading', { name: 'Acme Ltd için henüz bir sanal ofis yok' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sanal ofis edinin' }).getAttribute('href')).toBe(
      '/tr/app/office/application-form/locations',
    );
    expect(screen.queryByRole('region', { name: /Aramalar/ })).toBeNull();
  });

  it('takes an office application up where it stopped', async () => {
    openAs([{ id: 7, name: 'Acme Ltd', status: 4, has_office_products: false, office_step: 'location' }]);
    expect(
      (await screen.findByRole('link', { name: 'Sanal ofis başvurunuza devam edin' })).getAttribute('href'),
    ).toBe('/tr/app/office/application-form/packets');
  });

  it('offers it to a customer with no company at all', async () => {
    openAs([]);
    expect(await screen.findByRole('heading', { name: 'Henüz bir sanal ofisiniz yok' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sanal ofis edinin' })).toBeTruthy();
  });
});
