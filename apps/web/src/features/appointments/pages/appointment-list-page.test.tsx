import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import AppointmentListPage from './appointment-list-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), prefetchNotifications: vi.fn() }));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const APPOINTMENT = {
  id: 12,
  full_name: 'Deniz Aksoy',
  email: 'deniz@example.com',
  phone: '+905321234567',
  company: 'Aksoy Tekstil',
  preferred_date: '2026-12-01',
  time_slot: '14:00',
  status: 'new',
  assignee: null,
  notes: null,
  created_at: '2026-11-23T08:00:00.000Z',
};

function user(id: number, name: string, role: string) {
  return {
    id,
    name,
    email: `${id}@example.com`,
    phone: null,
    role_id: 2,
    role_name: role,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

const STAFF: Record<string, ReturnType<typeof user>[]> = {
  advisor: [user(5, 'Zeynep Kaya', 'advisor')],
  secretary: [user(6, 'Elif Demir', 'secretary')],
  admin: [user(1, 'Yönetici', 'admin')],
};

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

function stubApi(handle: Handler = () => undefined) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const answer = handle(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/users') {
      const people = STAFF[url.searchParams.get('role') ?? ''] ?? [];
      return json(200, { result: { data: people, meta: { page: 1, per_page: 100, total: people.length } } });
    }
    if (url.pathname === '/api/appointments') {
      return json(200, { result: { data: [APPOINTMENT], meta: { page: 1, per_page: 20, total: 1 } } });
    }
    return json(404, { message: 'Bulunamadı.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(path = '/tr/app/appointment-list?status=new') {
  storage.set('token', 'staff-token');
  storage.set('user', { id: 1, name: 'Yönetici', email: 'admin@example.com' });
  storage.set('permissions', [PERMISSIONS.showAppointmentRequests]);
  const router = createMemoryRouter(
    [{ path: '/:lang/app/appointment-list', element: <AppointmentListPage /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function puts(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staffHome', 'form', 'validation']);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('appointment list', () => {
  it('asks for the status in the URL and shows who asked, for when', async () => {
    const fetchMock = stubApi();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Deniz Aksoy' });
    expect(card.textContent).toContain('Aksoy Tekstil');
    expect(card.textContent).toContain('1 Aralık 2026 Salı, saat 14:00');
    expect(within(card).getByRole('link', { name: '0532 123 45 67' })).toBeTruthy();
    const list = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/appointments'));
    expect(list).toBe('/api/appointments?status=new&page=1&per_page=20');
    const filters = screen.getByRole('region', { name: 'Filtreler' });
    expect(within(filters).getByLabelText<HTMLSelectElement>('Durum').value).toBe('new');
  });

  it('saves the status, the assignee and the notes together with PUT appointments/{id}', async () => {
    const fetchMock = stubApi((url, init) =>
      init?.method === 'PUT' && url.pathname === '/api/appointments/12'
        ? json(200, {
            result: {
              ...APPOINTMENT,
              status: 'contacted',
              assignee: { id: 5, name: 'Zeynep Kaya' },
              notes: 'Arandı, teklif gönderilecek.',
            },
            message: 'Randevu talebi güncellendi.',
          })
        : undefined,
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Deniz Aksoy' });
    const save = within(card).getByRole('button', { name: 'Kaydet Deniz Aksoy' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(card).getByLabelText('Durum'), { target: { value: 'contacted' } });
    // The staff lists load after the page: wait for the advisor to be offered.
    await within(card).findByRole('option', { name: 'Zeynep Kaya' });
    fireEvent.change(within(card).getByLabelText('Sorumlu'), { target: { value: '5' } });
    fireEvent.input(within(card).getByLabelText('Notlar'), {
      target: { value: '  Arandı, teklif gönderilecek.  ' },
    });
    fireEvent.click(save);

    expect(await within(card).findByText('Kaydedildi.')).toBeTruthy();
    const [call] = puts(fetchMock);
    expect(call?.[0]).toBe('/api/appointments/12');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      status: 'contacted',
      assignee_id: 5,
      notes: 'Arandı, teklif gönderilecek.',
    });
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('sends cleared notes as null and "unassigned" as a null assignee', async () => {
    const assigned = { ...APPOINTMENT, assignee: { id: 6, name: 'Elif Demir' }, notes: 'Eski not' };
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === '/api/appointments' && init?.method !== 'PUT') {
        return json(200, { result: { data: [assigned], meta: { page: 1, per_page: 20, total: 1 } } });
      }
      if (init?.method === 'PUT') return json(200, { result: { ...assigned, assignee: null, notes: null } });
      return undefined;
    });
    renderPage('/tr/app/appointment-list');
    const card = await screen.findByRole('article', { name: 'Deniz Aksoy' });
    expect(within(card).getByLabelText<HTMLSelectElement>('Sorumlu').value).toBe('6');
    fireEvent.change(within(card).getByLabelText('Sorumlu'), { target: { value: '' } });
    fireEvent.input(within(card).getByLabelText('Notlar'), { target: { value: '   ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Kaydet Deniz Aksoy' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetchMock)[0]?.[1]?.body))).toEqual({
      status: 'new',
      assignee_id: null,
      notes: null,
    });
  });

  it("shows the server's refusal on the field and keeps the changes", async () => {
    stubApi((_url, init) =>
      init?.method === 'PUT'
        ? json(422, { message: 'Geçersiz veri.', errors: { assignee_id: ['Bu kişi randevu alamaz.'] } })
        : undefined,
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Deniz Aksoy' });
    fireEvent.change(within(card).getByLabelText('Durum'), { target: { value: 'done' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Kaydet Deniz Aksoy' }));
    expect(await within(card).findByText('Bu kişi randevu alamaz.')).toBeTruthy();
    expect(within(card).getByLabelText('Sorumlu').getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByLabelText<HTMLSelectElement>('Durum').value).toBe('done');
  });

  it('keeps the status filter in the URL and starts again at the first page', async () => {
    stubApi();
    const router = renderPage('/tr/app/appointment-list?status=new&page=3');
    await screen.findByRole('article', { name: 'Deniz Aksoy' });
    const filters = screen.getByRole('region', { name: 'Filtreler' });
    fireEvent.change(within(filters).getByLabelText('Durum'), { target: { value: 'done' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=done'));
  });
});
