import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { deactivateUserRoute, getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import { getRolesRoute } from '@portal/contracts/staff/role-routes';
import { updateUserRoute } from '@portal/contracts/users/user-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import {
  answer,
  answerInTurn,
  apiServer,
  failureResponse,
  type TMockRequest,
} from '../../../test/mock-api.ts';
import AdvisorsPage from './advisors-page.tsx';
import UsersPage from './users-page.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ROLES: TRouteResultInput<typeof getRolesRoute> = [
  { id: 2, name: 'advisor', permissions: [], users_count: 1, is_builtin: true },
  { id: 4, name: 'admin', permissions: [], users_count: 1, is_builtin: true },
];
const ADMIN: TRouteResultInput<typeof getUsersRoute>['data'][number] = {
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

/** The admin as `PUT users/{id}` answers: the profile shape, not the list's. */
const UPDATED_ADMIN: TRouteResultInput<typeof updateUserRoute> = {
  id: 1,
  name: 'Zeynep Yönetici',
  email: 'zeynep@example.com',
  phone: '+905321234567',
  language_id: 1,
  role_id: 4,
  role_name: 'admin',
  roles: [{ id: 4, name: 'admin' }],
  is_email_verified: true,
  is_phone_verified: true,
  avatar_url: null,
};

type Call = {
  method: 'GET' | 'PUT' | 'DELETE';
  params: Record<string, string>;
  query: string;
  body: unknown;
};

/** GET users and roles; PUT users/{id} answered by `onUpdate`, DELETE users/{id} by `onDeactivate`. */
function stubServer({
  onUpdate = () => UPDATED_ADMIN,
  onDeactivate = () => null,
}: {
  onUpdate?: () => Response | TRouteResultInput<typeof updateUserRoute>;
  onDeactivate?: () => Response | null;
} = {}) {
  const calls: Call[] = [];
  const record = (method: Call['method'], request: TMockRequest) =>
    calls.push({ method, params: request.params, query: request.query.toString(), body: request.body });
  apiServer.use(
    answer(getRolesRoute, ROLES),
    answer(getUsersRoute, (request) => {
      record('GET', request);
      return { data: [ADMIN], meta: { page: 1, per_page: 20, total: 45 } };
    }),
    answerInTurn(updateUserRoute, (request) => {
      record('PUT', request);
      return onUpdate();
    }),
    answerInTurn(deactivateUserRoute, (request) => {
      record('DELETE', request);
      return onDeactivate();
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

/** The query strings of the `GET users` calls, in order. */
function lists(calls: Call[]) {
  return calls.filter((call) => call.method === 'GET').map((call) => call.query);
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['people', 'form', 'validation']);
});

describe('people lists', () => {
  it('keeps the role, status, search and page in the URL, starting again at page 1 on a new filter', async () => {
    const calls = stubServer();
    const router = renderPage('/tr/app/users?page=2');
    await screen.findByText('Sayfa 2 / 3');
    expect(lists(calls)).toEqual(['page=2&per_page=20']);

    await screen.findByRole('option', { name: 'Danışman' });
    fireEvent.change(screen.getByLabelText('Rol'), { target: { value: 'advisor' } });
    await waitFor(() => expect(lists(calls)).toContain('role=advisor&page=1&per_page=20'));
    expect(router.state.location.search).toBe('?role=advisor');

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'inactive' } });
    await waitFor(() => expect(router.state.location.search).toBe('?role=advisor&status=inactive'));

    fireEvent.input(screen.getByLabelText('Ad, e-posta ya da telefonla ara'), {
      target: { value: ' zeynep ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() =>
      expect(lists(calls)).toContain('search=zeynep&role=advisor&status=inactive&page=1&per_page=20'),
    );
  });

  it('fixes the role on the advisors page, with no role filter', async () => {
    const calls = stubServer();
    renderPage('/tr/app/advisors?role=admin');
    await screen.findByText('Zeynep Yönetici');
    expect(lists(calls)).toEqual(['role=advisor&page=1&per_page=20']);
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
    const calls = stubServer({ onDeactivate: () => failureResponse(409, { message: LAST_ADMIN }) });
    renderPage('/tr/app/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Pasifleştir: Zeynep Yönetici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kişi pasifleştirilsin mi?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pasifleştir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LAST_ADMIN);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.params)).toEqual([
      { id: '1' },
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("sends the edit and shows the server's refusal to take away one's own admin role", async () => {
    const ownRole = 'Kendi yönetici rolünüzü kaldıramazsınız.';
    const calls = stubServer({ onUpdate: () => failureResponse(409, { message: ownRole }) });
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
      method: 'PUT',
      params: { id: '1' },
      query: '',
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
