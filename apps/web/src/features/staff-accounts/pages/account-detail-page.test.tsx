import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import AccountDetailPage from './account-detail-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), prefetchNotifications: vi.fn() }));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function detail(status: number) {
  return {
    id: 7,
    name: 'Yıldız Danışmanlık',
    status,
    created_at: '2026-01-05T09:00:00.000Z',
    informations: [
      { key: 'step', value: 'wait-for-approve' },
      { key: 'tax_office', value: 'Kadıköy' },
      { key: 'identityNo', value: '10000000146' },
    ],
    products: [],
    users: [{ id: 3, name: 'Ayşe Yıldız', email: 'ayse@example.com', phone: null, role_name: 'customer' }],
    status_reason: null,
    status_changed_at: null,
  };
}

const DOCUMENT = {
  id: 11,
  kind: 'identity',
  file_name: 'kimlik.pdf',
  mime_type: 'application/pdf',
  size: 204800,
  created_at: '2026-01-05T09:10:00.000Z',
  url: '/api/accounts/7/documents/11',
};

function renderPage(path = '/tr/app/accounts-detail/7') {
  storage.set('token', 'staff-token');
  storage.set('permissions', [PERMISSIONS.showAccountsAll]);
  const router = createMemoryRouter(
    [{ path: '/:lang/app/accounts-detail/:id', element: <AccountDetailPage /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staff', 'form', 'validation']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('staff account detail', () => {
  it('shows the application grouped, without the wizard step, with its documents', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/documents') ? json(200, { result: [DOCUMENT] }) : json(200, { result: detail(3) }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yıldız Danışmanlık' })).toBeTruthy();
    expect(screen.getByText('Kadıköy')).toBeTruthy();
    expect(screen.queryByText('wait-for-approve')).toBeNull();
    expect(screen.getByText('Vergi numarası').nextElementSibling?.textContent).toBe('—');
    expect(await screen.findByRole('button', { name: 'İndir kimlik.pdf' })).toBeTruthy();
    expect(screen.getByText('Müşteri')).toBeTruthy();
  });

  it('approves after confirmation with {status: 4} and shows the new status', async () => {
    let status = 3;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/documents')) return json(200, { result: [] });
      if (init?.method === 'PUT') {
        status = 4;
        return json(200, { result: { ...detail(4) }, message: 'Durum güncellendi.' });
      }
      return json(200, { result: detail(status) });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Başvuru onaylansın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/accounts/7/change-status?all=1');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: 4 });
    expect(await screen.findByText('Aktif')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull();
    // The button that opened the dialog is gone: focus lands on the section's heading, not the page start.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Başvuru kararı' })),
    );
  });

  it('says the company is not there on a 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { message: 'Bulunamadı.' })),
    );
    renderPage('/tr/app/accounts-detail/999');
    expect(await screen.findByRole('heading', { name: 'Şirket bulunamadı' })).toBeTruthy();
  });
});
