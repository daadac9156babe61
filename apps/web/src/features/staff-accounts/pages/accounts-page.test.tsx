import { getAccountsRoute } from '@portal/contracts/accounts/account-routes';
import type { TAccount } from '@portal/contracts/accounts/account-schemas';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { getUnreadMessagesRoute } from '@portal/contracts/company-messages/company-message-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import AccountsPage from './accounts-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const WAITING: TAccount = {
  id: 7,
  name: 'Yıldız Danışmanlık',
  status: 3,
  created_at: '2026-01-05T09:00:00.000Z',
};

/** Answers the list with `data` (of `total` companies) and records each query string asked. */
function serveList(data: TAccount[] = [WAITING], total = data.length): string[] {
  const asked: string[] = [];
  apiServer.use(
    answer(getAccountsRoute, ({ query }) => {
      asked.push(`?${query.toString()}`);
      return { data, meta: { page: 1, per_page: 20, total } };
    }),
  );
  return asked;
}

function signIn(permissions: string[]) {
  storage.set('token', 'staff-token');
  storage.set('role_name', 'advisor');
  storage.set('permissions', permissions);
}

function renderPage(path = '/tr/app/accounts') {
  const router = createMemoryRouter(
    [
      { path: '/:lang/app/accounts', element: <AccountsPage /> },
      { path: '/:lang/no-permission', element: <p>no-permission page</p> },
      { path: '/:lang/app/accounts-detail/:id', element: <p>detail page</p> },
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

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staff']);
});

describe('staff accounts list', () => {
  it('opens on the applications waiting for approval, each linking to its detail', async () => {
    const asked = serveList();
    signIn([PERMISSIONS.showAccountsAll]);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Yıldız Danışmanlık' });
    expect(link.getAttribute('href')).toBe('/tr/app/accounts-detail/7');
    expect(asked).toEqual(['?all=1&status=3&page=1&per_page=20']);
    expect((screen.getByLabelText('Durum') as HTMLSelectElement).value).toBe('3');
  });

  it('asks for the chosen status, for every status with "all", and for a searched name', async () => {
    const asked = serveList();
    signIn([PERMISSIONS.showAccountsAll]);
    const router = renderPage();
    await screen.findByRole('link', { name: 'Yıldız Danışmanlık' });

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: '5' } });
    await waitFor(() => expect(asked).toContain('?all=1&status=5&page=1&per_page=20'));
    expect(router.state.location.search).toBe('?status=5');

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'all' } });
    await waitFor(() => expect(asked).toContain('?all=1&page=1&per_page=20'));

    fireEvent.input(screen.getByLabelText('Şirket adıyla ara'), { target: { value: ' Yıldız ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() =>
      expect(asked).toContain(`?all=1&page=1&per_page=20&search=${encodeURIComponent('Yıldız')}`),
    );
  });

  it('goes back to the first page when the status changes', async () => {
    const asked = serveList([WAITING], 45);
    signIn([PERMISSIONS.showAccountsAll]);
    renderPage('/tr/app/accounts?page=2');
    await screen.findByText('Sayfa 2 / 3');
    expect(asked).toEqual(['?all=1&status=3&page=2&per_page=20']);
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: '4' } });
    await waitFor(() => expect(asked).toContain('?all=1&status=4&page=1&per_page=20'));
  });

  it('says so when no application is waiting', async () => {
    serveList([]);
    signIn([PERMISSIONS.showAccountsAll]);
    renderPage();
    expect(await screen.findByText('Onay bekleyen başvuru yok.')).toBeTruthy();
  });

  it('lists only the companies assigned to staff without "show accounts all" (no ?all)', async () => {
    const asked = serveList();
    signIn([PERMISSIONS.showAccounts]);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Yıldız Danışmanlık' })).toBeTruthy();
    expect(asked).toEqual(['?status=3&page=1&per_page=20']);
    expect(screen.getByText(/Size atanan şirketlerin/)).toBeTruthy();
  });

  it("shows each company's unread messages for staff of the accountant line, leading to its thread", async () => {
    serveList([WAITING, { id: 8, name: 'Deniz Ltd', status: 4, created_at: '2026-02-05T09:00:00.000Z' }]);
    apiServer.use(
      answer(getUnreadMessagesRoute, {
        total: 4,
        accounts: [
          { account_id: 7, unread: 3 },
          { account_id: 9, unread: 1 },
        ],
      }),
    );
    signIn([PERMISSIONS.showAccountsAll, PERMISSIONS.showAccountancy]);
    renderPage('/tr/app/accounts?status=all');
    const link = await screen.findByRole('link', {
      name: 'Yıldız Danışmanlık: 3 okunmamış mesaj, yazışmayı aç',
    });
    expect(link.getAttribute('href')).toBe('/tr/app/messages?account=7');
    expect(link.textContent).toBe('3 okunmamış');
    const other = screen.getByRole('row', { name: /Deniz Ltd/ });
    expect(within(other).getByText('Okunmamış mesaj yok')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Mesajlar' })).toBeTruthy();
  });
});
