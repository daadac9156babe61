import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import AdvisorsPage from './advisors-page.tsx';
import UsersPage from './users-page.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), prefetchNotifications: vi.fn() }));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ROLES = [
  { id: 2, name: 'advisor', permissions: [], users_count: 1, is_builtin: true },
  { id: 4, name: 'admin', permissions: [], users_count: 1, is_builtin: true },
];
const ADMIN = {
  id: 1,
  name: 'Zeynep Yönetici',
  email: 'zeynep@example.com',
  phone: '+905321234567',
  role_id: 4,
  role_name: 'admin',
  is_active: true,
  created_at: '2026-01-05T09:00:00.000Z',
};
const LAST_ADMIN = 'Son yöneticinin erişimi kapatılamaz; önce başka birini yönetici yapın.';

type Call = { url: string; method: string; body: unknown };

/** GET users and roles; PUT and DELETE users/{id} answered by `onChange`. */
function stubServer(onChange: () => Response = () => json(200, { result: ADMIN, message: 'Kaydedildi.' })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/roles') return json(200, { result: ROLES });
      if (url.startsWith('/api/users?')) {
        return json(200, { result: { data: [ADMIN], meta: { page: 1, per_page: 20, total: 45 } } });
      }
      if (url === '/api/users/1' && (method === 'PUT' || method === 'DELETE')) return onChange();
      return json(404, { message: 'Bulunamadı.' });
    }),
  );
  return calls;
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/:lang/app/users', element: <UsersPage /> },
      { path: '/:lang/app/advisors', element: <AdvisorsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    // A client of its own per test: no answer cached by the one before.
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function lists(calls: Call[]) {
  return calls.filter((call) => call.url.startsWith('/api/users?')).map((call) => call.url);
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['people', 'form', 'validation']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('people lists', () => {
  it('keeps the role, status, search and page in the URL, starting again at page 1 on a new filter', async () => {
    const calls = stubServer();
    const router = renderPage('/tr/app/users?page=2');
    await screen.findByText('Sayfa 2 / 3');
    expect(lists(calls)).toEqual(['/api/users?page=2&per_page=20']);

    await screen.findByRole('option', { name: 'Danışman' });
    fireEvent.change(screen.getByLabelText('Rol'), { target: { value: 'advisor' } });
    await waitFor(() => expect(lists(calls)).toContain('/api/users?role=advisor&page=1&per_page=20'));
    expect(router.state.location.search).toBe('?role=advisor');

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'inactive' } });
    await waitFor(() => expect(router.state.location.search).toBe('?role=advisor&status=inactive'));

    fireEvent.input(screen.getByLabelText('Ad, e-posta ya da telefonla ara'), {
      target: { value: ' zeynep ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() =>
      expect(lists(calls)).toContain(
        '/api/users?search=zeynep&role=advisor&status=inactive&page=1&per_page=20',
      ),
    );
  });

  it('fixes the role on the advisors page, with no role filter', async () => {
    const calls = stubServer();
    renderPage('/tr/app/advisors?role=admin');
    await screen.findByText('Zeynep Yönetici');
    expect(lists(calls)).toEqual(['/api/users?role=advisor&page=1&per_page=20']);
    expect(screen.queryByLabelText('Rol')).toBeNull();
  });

  it('shows the phone without the country code', async () => {
    stubServer();
    renderPage('/tr/app/users');
    const row = (await screen.findByText('Zeynep Yönetici')).closest('tr');
    expect(row?.textContent).toContain('5321234567');
    expect(row?.textContent).not.toContain('+90');
  });

  it('asks before deactivating, and shows the last-admin refusal (409) in the dialog', async () => {
    const calls = stubServer(() => json(409, { message: LAST_ADMIN }));
    renderPage('/tr/app/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Pasifleştir: Zeynep Yönetici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kişi pasifleştirilsin mi?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pasifleştir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LAST_ADMIN);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/users/1',
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("sends the edit and shows the server's refusal to take away one's own admin role", async () => {
    const ownRole = 'Kendi yönetici rolünüzü kaldıramazsınız.';
    const calls = stubServer(() => json(409, { message: ownRole }));
    renderPage('/tr/app/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Düzenle: Zeynep Yönetici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kişiyi düzenle' });
    const role = await within(dialog).findByLabelText(/^Rol/, { selector: 'select' });
    expect(within(dialog).getByLabelText(/^Cep telefonu/, { selector: 'input' })).toHaveProperty(
      'value',
      '532 123 45 67',
    );
    fireEvent.change(role, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ownRole);
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      url: '/api/users/1',
      method: 'PUT',
      body: {
        name: 'Zeynep Yönetici',
        email: 'zeynep@example.com',
        phone: '+905321234567',
        role_id: 2,
        is_active: true,
      },
    });
  });
});
