import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getAppointmentsRoute, updateAppointmentRoute } from '@portal/contracts/staff/appointment-routes';
import { getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import {
  answer,
  answerInTurn,
  apiServer,
  failureResponse,
  type TMockRequest,
} from '../../../test/mock-api.ts';
import AppointmentListPage from './appointment-list-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

type TAppointmentFixture = TRouteResultInput<typeof updateAppointmentRoute>;

const APPOINTMENT: TAppointmentFixture = {
  id: 12,
  full_name: 'Deniz Aksoy',
  email: 'deniz@example.com',
  phone: '+905321234567',
  company: 'Aksoy Tekstil',
  preferred_date: '2026-12-01',
  time_slot: '14:00',
  product_name: null,
  status: 'new',
  assignee: null,
  notes: null,
  created_at: '2026-11-23T08:00:00.000Z',
};

function user(id: number, name: string, role: string): TManagedUserFixture {
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

type TManagedUserFixture = TRouteResultInput<typeof getUsersRoute>['data'][number];

const STAFF: Record<string, TManagedUserFixture[]> = {
  advisor: [user(5, 'Zeynep Kaya', 'advisor')],
  secretary: [user(6, 'Elif Demir', 'secretary')],
  admin: [user(1, 'Yönetici', 'admin')],
};

type TServer = {
  /** The list's query strings, in the order asked. */
  lists: string[];
  /** The bodies of `PUT appointments/{id}`, with the id. */
  updates: { id: string; body: unknown }[];
};

/**
 * The API of the page: the staff lists by role, the appointment list (`list`), and the update
 * answering `update` (by default the row as sent back).
 */
function serveAppointments(
  options: {
    list?: TAppointmentFixture[];
    update?: (request: TMockRequest) => TAppointmentFixture | Response;
  } = {},
): TServer {
  const server: TServer = { lists: [], updates: [] };
  apiServer.use(
    answer(getUsersRoute, ({ query }) => {
      const people = STAFF[query.get('role') ?? ''] ?? [];
      return { data: people, meta: { page: 1, per_page: 100, total: people.length } };
    }),
    answer(getAppointmentsRoute, ({ query }) => {
      server.lists.push(query.toString());
      const list = options.list ?? [APPOINTMENT];
      return { data: list, meta: { page: 1, per_page: 20, total: list.length } };
    }),
    answerInTurn(updateAppointmentRoute, (request) => {
      server.updates.push({ id: request.params.id ?? '', body: request.body });
      return options.update?.(request) ?? APPOINTMENT;
    }),
  );
  return server;
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

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staffHome', 'form', 'validation']);
});

describe('appointment list', () => {
  it('asks for the status in the URL and shows who asked, for when', async () => {
    const server = serveAppointments();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Deniz Aksoy' });
    expect(card.textContent).toContain('Aksoy Tekstil');
    expect(card.textContent).toContain('1 Aralık 2026 Salı, saat 14:00');
    expect(within(card).getByRole('link', { name: '0532 123 45 67' })).toBeTruthy();
    expect(server.lists[0]).toBe('status=new&page=1&per_page=20');
    const filters = screen.getByRole('region', { name: 'Filtreler' });
    expect(within(filters).getByLabelText<HTMLSelectElement>('Durum').value).toBe('new');
  });

  it('saves the status, the assignee and the notes together with PUT appointments/{id}', async () => {
    const server = serveAppointments({
      update: () => ({
        ...APPOINTMENT,
        status: 'contacted',
        assignee: { id: 5, name: 'Zeynep Kaya' },
        notes: 'Arandı, teklif gönderilecek.',
      }),
    });
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
    expect(server.updates).toEqual([
      { id: '12', body: { status: 'contacted', assignee_id: 5, notes: 'Arandı, teklif gönderilecek.' } },
    ]);
    expect(save.hasAttribute('disabled')).toBe(true);
  });

  it('sends cleared notes as null and "unassigned" as a null assignee', async () => {
    const assigned = { ...APPOINTMENT, assignee: { id: 6, name: 'Elif Demir' }, notes: 'Eski not' };
    const server = serveAppointments({
      list: [assigned],
      update: () => ({ ...assigned, assignee: null, notes: null }),
    });
    renderPage('/tr/app/appointment-list');
    const card = await screen.findByRole('article', { name: 'Deniz Aksoy' });
    expect(within(card).getByLabelText<HTMLSelectElement>('Sorumlu').value).toBe('6');
    fireEvent.change(within(card).getByLabelText('Sorumlu'), { target: { value: '' } });
    fireEvent.input(within(card).getByLabelText('Notlar'), { target: { value: '   ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Kaydet Deniz Aksoy' }));
    await waitFor(() => expect(server.updates).toHaveLength(1));
    expect(server.updates[0]?.body).toEqual({ status: 'new', assignee_id: null, notes: null });
  });

  it("shows the server's refusal on the field and keeps the changes", async () => {
    serveAppointments({
      update: () =>
        failureResponse(422, {
          message: 'Geçersiz veri.',
          errors: { assignee_id: ['Bu kişi randevu alamaz.'] },
        }),
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Deniz Aksoy' });
    fireEvent.change(within(card).getByLabelText('Durum'), { target: { value: 'done' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Kaydet Deniz Aksoy' }));
    expect(await within(card).findByText('Bu kişi randevu alamaz.')).toBeTruthy();
    expect(within(card).getByLabelText('Sorumlu').getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByLabelText<HTMLSelectElement>('Durum').value).toBe('done');
  });

  it('keeps the status filter in the URL and starts again at the first page', async () => {
    serveAppointments();
    const router = renderPage('/tr/app/appointment-list?status=new&page=3');
    await screen.findByRole('article', { name: 'Deniz Aksoy' });
    const filters = screen.getByRole('region', { name: 'Filtreler' });
    fireEvent.change(within(filters).getByLabelText('Durum'), { target: { value: 'done' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=done'));
  });
});
