import { PERMISSION_NAMES, PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import {
  getPermissionsRoute,
  getRolesRoute,
  updateRolePermissionsRoute,
} from '@portal/contracts/staff/role-routes';
import { ZRolePermissionsRequest } from '@portal/contracts/staff/roles';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure } from '../../../test/mock-api.ts';
import RolesAndPermissionsPage from './roles-and-permissions-page.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

type TRoleFixture = TRouteResultInput<typeof getRolesRoute>[number];

const P = PERMISSIONS;
const ADVISOR: TRoleFixture = {
  id: 2,
  name: 'advisor',
  permissions: [P.showFiles, P.showAccountsAll, P.showUsersAll],
  users_count: 3,
  is_builtin: true,
};
const ADMIN: TRoleFixture = {
  id: 4,
  name: 'admin',
  permissions: PERMISSION_NAMES.filter((name) => name !== P.cantBuyProducts),
  users_count: 1,
  is_builtin: true,
};

type TSave = { params: Record<string, string>; body: unknown };

/**
 * The server: the permission names and the two roles. `PUT roles/{id}/permissions` stores the
 * new set and echoes the role, once `answered` (when given) resolves. Returns the saves sent.
 */
function stubServer({ answered }: { answered?: Promise<void> } = {}) {
  const saves: TSave[] = [];
  const roles = [structuredClone(ADVISOR), structuredClone(ADMIN)];
  apiServer.use(
    answer(
      getPermissionsRoute,
      PERMISSION_NAMES.map((name, index) => ({ id: index + 1, name })),
    ),
    answer(getRolesRoute, () => roles),
    answer(
      updateRolePermissionsRoute,
      async (request) => {
        saves.push({ params: request.params, body: request.body });
        await answered;
        const role = roles.find((candidate) => String(candidate.id) === request.params.id);
        if (!role) throw new Error(`No role ${request.params.id} in this test`);
        role.permissions = ZRolePermissionsRequest.parse(request.body).permissions;
        return role;
      },
      { message: 'Yetkiler kaydedildi.' },
    ),
  );
  return saves;
}

function renderPage() {
  storage.set('token', 'admin-token');
  storage.set('role_name', 'admin');
  storage.set('permissions', [P.showPermissions, P.showRoles]);
  const router = createMemoryRouter(
    [{ path: '/:lang/app/roles-and-permissions', element: <RolesAndPermissionsPage /> }],
    { initialEntries: ['/tr/app/roles-and-permissions'] },
  );
  render(
    // A client of its own per test: no answer cached by the one before.
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A box by its label (role queries over the whole grid are slow in jsdom, and miss it behind a dialog). */
function box(permission: string, role: string): HTMLInputElement {
  const input = screen.getByLabelText(`${role} rolü için ${permission}`);
  if (!(input instanceof HTMLInputElement) || input.type !== 'checkbox') throw new Error('not a checkbox');
  return input;
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['people']);
});

describe('roles and permissions matrix', () => {
  it('shows roles as columns and permissions as rows, in a table with a caption', async () => {
    stubServer();
    renderPage();
    const table = await screen.findByRole('table', { name: /Yetkiler \(satırlar\) ve roller \(sütunlar\)/ });
    // Plain selectors below: role queries over the whole grid are slow in jsdom.
    const columns = [...table.querySelectorAll('thead th[scope="col"]')].map((cell) => cell.textContent);
    expect(columns).toEqual(['Yetki', 'Danışman', 'Yönetici']);
    expect(table.querySelectorAll('tbody th[scope="row"]')).toHaveLength(PERMISSION_NAMES.length);
    expect(box('Belgeleri görme', 'Danışman').checked).toBe(true);
    expect(box('Duyuruları yönetme', 'Danışman').checked).toBe(false);
  });

  it("saves the role's whole set at once when a box is ticked, showing it ticked before the answer", async () => {
    let answerNow: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    const saves = stubServer({ answered });
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(box('Duyuruları yönetme', 'Danışman'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(box('Duyuruları yönetme', 'Danışman').checked).toBe(true);
    expect(saves[0]).toEqual({
      params: { id: '2' },
      body: { permissions: [P.showFiles, P.showAccountsAll, P.showUsersAll, P.showAnnouncements] },
    });
    answerNow();
    expect(await screen.findByText('Danışman rolünün yetkileri kaydedildi.')).toBeTruthy();
    expect(box('Duyuruları yönetme', 'Danışman').checked).toBe(true);
  });

  it('saves an ordinary removal without asking', async () => {
    const saves = stubServer();
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(box('Belgeleri görme', 'Danışman'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves[0]?.body).toEqual({ permissions: [P.showAccountsAll, P.showUsersAll] });
  });

  it('asks before taking "show users all" from a role, and sends nothing when cancelled', async () => {
    const saves = stubServer();
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(box('Tüm kullanıcıları görme', 'Danışman'));
    const dialog = await screen.findByRole('dialog', { name: 'Yetki kaldırılsın mı?' });
    expect(dialog.textContent).toContain('“Danışman” rolünü taşıyan herkes “Tüm kullanıcıları görme”');
    expect(box('Tüm kullanıcıları görme', 'Danışman').checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toHaveLength(0);
    expect(box('Tüm kullanıcıları görme', 'Danışman').checked).toBe(true);
  });

  it('removes a risky permission once confirmed', async () => {
    const saves = stubServer();
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(box('Tüm kullanıcıları görme', 'Danışman'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yetkiyi kaldır' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toEqual({ permissions: [P.showFiles, P.showAccountsAll] });
    await waitFor(() => expect(box('Tüm kullanıcıları görme', 'Danışman').checked).toBe(false));
  });

  it('asks before taking any permission from the admin role, and keeps it unable to lose the matrix', async () => {
    const saves = stubServer();
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(box('Duyuruları yönetme', 'Yönetici'));
    expect(await screen.findByRole('dialog', { name: 'Yetki kaldırılsın mı?' })).toBeTruthy();
    expect(saves).toHaveLength(0);
    expect(box('Yetkileri yönetme', 'Yönetici').disabled).toBe(true);
    expect(box('Rolleri yönetme', 'Yönetici').disabled).toBe(true);
    expect(box('Yetkileri yönetme', 'Danışman').disabled).toBe(false);
  });

  it("puts the box back and shows the server's refusal when a save fails", async () => {
    stubServer();
    apiServer.use(
      failure(updateRolePermissionsRoute, 409, { message: 'Bu rolün yetkileri şu anda değiştirilemez.' }),
    );
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(box('Duyuruları yönetme', 'Danışman'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bu rolün yetkileri şu anda değiştirilemez.');
    await waitFor(() => expect(box('Duyuruları yönetme', 'Danışman').checked).toBe(false));
  });

  it('moves between the boxes with the arrow keys', async () => {
    stubServer();
    renderPage();
    await screen.findByRole('table');
    const first = box('Paket satın alma', 'Danışman');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box('Paket satın alma', 'Yönetici'));
    fireEvent.keyDown(box('Paket satın alma', 'Yönetici'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(box('Belgeleri görme', 'Yönetici'));
  });
});
