import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TProfileCompany } from '@portal/contracts/company-profile/company-profile';
import { getProfileCompaniesRoute } from '@portal/contracts/company-profile/company-profile-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import CompaniesPage from './companies-page.tsx';

const NEXT_CHARGE = '2026-11-30T21:00:00.000Z';

const ACTIVE: TProfileCompany = {
  id: 7,
  name: 'Deniz Yazılım Ltd',
  status: 4,
  member_role: 'owner',
  can_edit: true,
  has_pending_request: true,
  lines: [
    {
      type: 1,
      status: 4,
      state: 'active',
      updated_at: '2026-10-01T09:00:00.000Z',
      packet: { id: 3, name: 'Başlangıç Paketi' },
      next_charge: { at: NEXT_CHARGE, amount: 178_800 },
    },
    {
      type: 2,
      status: 7,
      state: 'suspended',
      updated_at: '2026-11-01T09:00:00.000Z',
      packet: { id: 21, name: 'Sanal Ofis Paketi' },
      next_charge: null,
    },
  ],
};

const VIEWED: TProfileCompany = {
  id: 9,
  name: 'Ortak Gıda A.Ş.',
  status: 1,
  member_role: 'viewer',
  can_edit: false,
  has_pending_request: false,
  lines: [
    {
      type: 1,
      status: 2,
      state: 'payment_due',
      updated_at: '2026-11-20T09:00:00.000Z',
      packet: null,
      next_charge: null,
    },
  ],
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['companyProfile']);
});

function renderPage(role = 'customer', permissions: string[] = []) {
  // A token of this file's own: with isolate: false, another file's late 401 must not sign it out.
  storage.set('token', 'profile-companies-token');
  storage.set('role_name', role);
  storage.set('permissions', permissions);
  storage.set('account', { id: 9, name: VIEWED.name, status: 1 });
  // Any path of the language renders the page, so the switch's move to the home needs no second route.
  return renderRoute(<CompaniesPage />, '/:lang/*', '/tr/app/profile/companies');
}

const card = (name: string) => screen.findByRole('group', { name });

describe('the profile’s companies', () => {
  it('shows each company as a card: its lines’ states, packets and next charge in Istanbul time', async () => {
    apiServer.use(answer(getProfileCompaniesRoute, [ACTIVE, VIEWED]));
    renderPage();

    const active = await card('Deniz Yazılım Ltd');
    const lines = within(
      within(active).getByRole('list', { name: 'Deniz Yazılım Ltd ürün hatları' }),
    ).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [accountant, office] = lines as [HTMLElement, HTMLElement];
    expect(within(accountant).getByText('Sanal Muhasebeci')).toBeTruthy();
    expect(within(accountant).getByText('Etkin')).toBeTruthy();
    expect(within(accountant).getByText('Başlangıç Paketi')).toBeTruthy();
    // 21:00 UTC on 30 November is 1 December in Istanbul.
    const date = formatIstanbulDate(new Date(NEXT_CHARGE), 'tr');
    expect(date).toContain('Aralık');
    expect(within(accountant).getByText(`${date} · ${formatKurus(178_800, 'tr')}`)).toBeTruthy();
    expect(within(office).getByText('Sanal Ofis')).toBeTruthy();
    expect(within(office).getByText('Askıya alındı')).toBeTruthy();
    expect(within(office).getByText('Planlanmış ödeme yok')).toBeTruthy();
    expect(within(active).getByText('Değişiklik onay bekliyor')).toBeTruthy();
    expect(within(active).getByText('Rolünüz: Sahip')).toBeTruthy();
    expect(
      within(active).getByRole('link', { name: 'Bilgileri düzenle: Deniz Yazılım Ltd' }).getAttribute('href'),
    ).toBe('/tr/app/profile/company-edit/7');

    const viewed = await card('Ortak Gıda A.Ş.');
    expect(within(viewed).getByText('Ödeme bekleniyor')).toBeTruthy();
    expect(within(viewed).getByText('Henüz paket yok')).toBeTruthy();
    expect(within(viewed).getByText('Seçili şirket')).toBeTruthy();
    // A viewer opens the details to read them.
    expect(within(viewed).getByRole('link', { name: 'Bilgileri gör: Ortak Gıda A.Ş.' })).toBeTruthy();
  });

  it('switches to a company: it becomes the selected one and the customer lands on its home', async () => {
    apiServer.use(answer(getProfileCompaniesRoute, [ACTIVE, VIEWED]));
    const router = renderPage();

    const active = await card('Deniz Yazılım Ltd');
    fireEvent.click(within(active).getByRole('button', { name: 'Bu şirkete geç: Deniz Yazılım Ltd' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/app'));
    expect(storage.get('account')).toMatchObject({ id: 7, name: 'Deniz Yazılım Ltd', status: 4 });
    expect(storage.get('company_name')).toBe('Deniz Yazılım Ltd');
  });

  it('says so when the person has no company yet', async () => {
    apiServer.use(answer(getProfileCompaniesRoute, []));
    renderPage();
    expect(await screen.findByText('Henüz bir şirketiniz yok.')).toBeTruthy();
  });

  it('tells staff, who serve companies rather than belong to them, where theirs are (issue 36)', async () => {
    apiServer.use(answer(getProfileCompaniesRoute, []));
    renderPage('admin', [PERMISSIONS.showAccounts]);
    expect(
      await screen.findByText(
        'Müşteri olarak üye olduğunuz bir şirket yok. Hizmet verdiğiniz şirketleri Şirketler listesinde bulursunuz.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Henüz bir şirketiniz yok.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Şirketler listesine git' }).getAttribute('href')).toBe(
      '/tr/app/accounts',
    );
  });
});
