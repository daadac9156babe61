import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { createRoleRoute, deleteRoleRoute, getRolesRoute } from '@portal/contracts/staff/role-routes';
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
import RolesPage from './roles-page.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ROLES: TRouteResultInput<typeof getRolesRoute> = [
  { id: 4, name: 'admin', permissions: [], users_count: 1, is_builtin: true },
  { id: 7, name: 'muhasebe', permissions: [], users_count: 2, is_builtin: false },
];
const IN_USE = 'Bu rolü 2 kişi taşıyor; önce onları başka bir role taşıyın.';

type Call = { method: 'POST' | 'DELETE'; params: Record<string, string>; body: unknown };

/** GET roles; POST roles creates "stajyer"; DELETE roles/{id} is answered by `onDelete`. */
function stubServer(onDelete: () => Response | null = () => null) {
  const calls: Call[] = [];
  const record = (method: Call['method'], request: TMockRequest) =>
    calls.push({ method, params: request.params, body: request.body });
  apiServer.use(
    answer(getRolesRoute, ROLES),
    answer(createRoleRoute, (request) => {
      record('POST', request);
      return { id: 8, name: 'stajyer', permissions: [], users_count: 0, is_builtin: false };
    }),
    answerInTurn(deleteRoleRoute, (request) => {
      record('DELETE', request);
      return onDelete();
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/:lang/app/roles', element: <RolesPage /> }], {
    initialEntries: ['/tr/app/roles'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['people', 'form', 'validation']);
});

describe('roles page', () => {
  it('lists the roles with their holders; built-in roles offer no rename or delete', async () => {
    stubServer();
    renderPage();
    const admin = (await screen.findByRole('rowheader', { name: /Yönetici/ })).closest('tr');
    if (!admin) throw new Error('no admin row');
    expect(admin.textContent).toContain('Sistem rolü');
    expect(admin.textContent).toContain('1 kişi');
    expect(within(admin).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sil: muhasebe' })).toBeTruthy();
  });

  it('creates a role with a trimmed name', async () => {
    const calls = stubServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rol ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni rol' });
    fireEvent.input(within(dialog).getByLabelText(/^Rol adı/), { target: { value: '  stajyer ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rol ekle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'stajyer' });
  });

  it("asks before deleting, and shows the server's refusal (409) in the dialog", async () => {
    const calls = stubServer(() => failureResponse(409, { message: IN_USE }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sil: muhasebe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rol silinsin mi?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(IN_USE);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.params)).toEqual([
      { id: '7' },
    ]);
  });
});
