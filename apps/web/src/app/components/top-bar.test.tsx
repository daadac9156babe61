import { getUnreadMessagesRoute } from '@portal/contracts/company-messages/company-message-routes';
import { listNotificationsRoute } from '@portal/contracts/notifications/notification-routes';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { storage } from '../../lib/storage.ts';
import { answer, apiServer } from '../../test/mock-api.ts';
import { stubRowWidths } from '../../test/stub-row-widths.ts';
import { TopBar } from './top-bar.tsx';

function renderTopBar() {
  const router = createMemoryRouter([{ path: '/:lang/*', element: <TopBar /> }], {
    initialEntries: ['/tr/app/documents'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(role: string, permissions: string[]) {
  storage.set('token', 'top-bar-token');
  storage.set('role_name', role);
  storage.set('user', { id: 1, name: 'Ayşe Yılmaz', email: 'ayse@example.com' });
  storage.set('permissions', permissions);
  storage.set('accounts', [{ id: 4, name: 'Deniz Ltd', status: 1 }]);
}

beforeAll(async () => {
  await initI18n('tr');
});

// A signed-in person's bar asks for their notifications (the bell).
beforeEach(() => {
  apiServer.use(answer(listNotificationsRoute, { data: [], unread: 0 }));
  // The bar's counts live in the app's one query client: no count of the test before.
  queryClient.clear();
});

describe('top bar', () => {
  it('shows Home, the accountant product, the demo link, the languages and sign-in to a visitor', () => {
    renderTopBar();
    expect(screen.getAllByRole('button', { name: 'Ana Sayfa' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Sanal Muhasebeci' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Demo talep et' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'English' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Giriş yap' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Sanal Ofis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sonsuz Ağ' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Yeni şirket/ })).toBeNull();
  });

  it('shows the office product, company selector and new-company button only with their permissions', () => {
    signIn('customer', ['show calls', 'show accounts', 'store accounts']);
    renderTopBar();
    expect(screen.getAllByRole('button', { name: 'Sanal Ofis' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('combobox', { name: 'Şirket' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /Yeni şirket/ }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Hesap menüsü/ }));
    expect(screen.getByRole('link', { name: 'Aboneliklerim' })).toBeTruthy();
  });

  it('hides what the permissions do not allow, and subscriptions from staff', () => {
    signIn('advisor', ['show accounts']);
    renderTopBar();
    expect(screen.queryByRole('button', { name: 'Sanal Ofis' })).toBeNull();
    expect(screen.getAllByRole('combobox', { name: 'Şirket' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Yeni şirket/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Hesap menüsü/ }));
    expect(screen.getByRole('link', { name: 'Faturalarım' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Aboneliklerim' })).toBeNull();
  });

  it('shows an admin who serves no company no selector, no "New company" and no demo link', () => {
    signIn('admin', ['show accounts', 'show accounts all', 'store accounts']);
    storage.set('accounts', []);
    renderTopBar();
    expect(screen.queryByRole('combobox', { name: 'Şirket' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Yeni şirket/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Demo talep et' })).toBeNull();
  });

  it('offers a customer the demo link and a new company', () => {
    signIn('customer', ['show accounts', 'store accounts']);
    renderTopBar();
    expect(screen.getAllByRole('link', { name: 'Demo talep et' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /Yeni şirket/ }).length).toBeGreaterThan(0);
  });

  it('offers the Endless network to everyone signed in, without a permission', () => {
    signIn('customer', []);
    renderTopBar();
    expect(screen.getAllByRole('button', { name: 'Sonsuz Ağ' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Sanal Ofis' })).toBeNull();
  });

  it('stores type 7 and opens the companies directory when the network is chosen', () => {
    signIn('advisor', ['show accounts']);
    const router = renderTopBar();
    fireEvent.click(screen.getAllByRole('button', { name: 'Sonsuz Ağ' })[0] as HTMLElement);
    expect(storage.get('type')).toBe(7);
    expect(router.state.location.pathname).toBe('/tr/app/endless-network/companies');
  });

  it('keeps an admin on the page when the dashboard product is chosen', () => {
    signIn('admin', ['show accounts']);
    const router = renderTopBar();
    fireEvent.click(screen.getAllByRole('button', { name: 'Ana Sayfa' })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/tr/app/documents');
    expect(storage.get('type')).toBe(4);
  });

  it('takes other staff to their dashboard when the dashboard product is chosen', () => {
    signIn('advisor', ['show accounts']);
    const router = renderTopBar();
    fireEvent.click(screen.getAllByRole('button', { name: 'Ana Sayfa' })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/tr/app/dashboard');
  });

  it("leads a customer to the advisor's thread with the unread messages in its name", async () => {
    apiServer.use(answer(getUnreadMessagesRoute, { total: 2, accounts: [{ account_id: 4, unread: 2 }] }));
    signIn('customer', ['show accountancy']);
    renderTopBar();
    const link = await screen.findByRole('link', { name: 'Mesajlar: 2 okunmamış mesaj' });
    expect(link.getAttribute('href')).toBe('/tr/app/messages');
    expect(link.textContent).toBe('2');
  });

  it("leads staff to the one company's thread waiting on them, else to the company list", async () => {
    apiServer.use(answer(getUnreadMessagesRoute, { total: 3, accounts: [{ account_id: 9, unread: 3 }] }));
    signIn('advisor', ['show accountancy', 'show accounts']);
    renderTopBar();
    const link = await screen.findByRole('link', { name: 'Mesajlar: 3 okunmamış mesaj' });
    expect(link.getAttribute('href')).toBe('/tr/app/messages?account=9');
  });

  it('leads staff with several waiting companies to the company list', async () => {
    apiServer.use(
      answer(getUnreadMessagesRoute, {
        total: 4,
        accounts: [
          { account_id: 9, unread: 3 },
          { account_id: 11, unread: 1 },
        ],
      }),
    );
    signIn('advisor', ['show accountancy', 'show accounts']);
    renderTopBar();
    const link = await screen.findByRole('link', { name: 'Mesajlar: 4 okunmamış mesaj' });
    expect(link.getAttribute('href')).toBe('/tr/app/accounts?status=all');
  });

  it('shows no messages link without the accountant line', () => {
    signIn('secretary', ['show accounts']);
    renderTopBar();
    expect(screen.queryByRole('link', { name: /^Mesajlar/ })).toBeNull();
  });

  describe('on a bar too narrow for its products', () => {
    let widths: ReturnType<typeof stubRowWidths> | null = null;
    afterEach(() => {
      widths?.restore();
      widths = null;
    });

    // The bar's row, not the phone panel's list (shut, so out of the accessibility tree).
    const bar = () => screen.getByRole('navigation', { name: 'Ana menü' });

    it('moves the products that do not fit into "Daha fazla", which chooses them', () => {
      signIn('customer', ['show calls']);
      // 10 px a letter: "Daha fazla" (100) and "Ana Sayfa" (90) fit in 200 px, "Sanal Muhasebeci" does not.
      widths = stubRowWidths(200);
      const router = renderTopBar();
      expect(within(bar()).getByRole('button', { name: 'Ana Sayfa' })).toBeTruthy();
      expect(within(bar()).queryByRole('button', { name: 'Sonsuz Ağ' })).toBeNull();
      const more = within(bar()).getByRole('button', { name: 'Daha fazla' });
      expect(more.getAttribute('aria-haspopup')).toBe('menu');
      fireEvent.click(more);
      const menu = screen.getByRole('menu', { name: 'Daha fazla' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Sanal Muhasebeci', 'Sanal Ofis', 'Sonsuz Ağ', 'Demo talep et']);
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sonsuz Ağ' }));
      expect(storage.get('type')).toBe(7);
      expect(router.state.location.pathname).toBe('/tr/app/endless-network/companies');
      expect(screen.queryByRole('menu')).toBeNull();
    });

    it('shows the demo link as its icon in the row, named and with its words as a tooltip, and in words under "Daha fazla"', () => {
      signIn('customer', ['show calls']);
      // Room for every entry: the demo's words (130 px here) are measured, but show only in "More".
      widths = stubRowWidths(2000);
      renderTopBar();
      const demo = within(bar()).getByRole('link', { name: 'Demo talep et' });
      expect(demo.getAttribute('title')).toBe('Demo talep et');
      expect(demo.querySelector('svg')).not.toBeNull();
      expect(within(demo).getByText('Demo talep et').className).toBe('sr-only');
      // The product lines keep their whole names in the row.
      expect(within(bar()).getByRole('button', { name: 'Sonsuz Ağ' }).getAttribute('title')).toBeNull();
      widths.resize(300);
      fireEvent.click(within(bar()).getByRole('button', { name: 'Daha fazla' }));
      const inMenu = within(screen.getByRole('menu', { name: 'Daha fazla' })).getByRole('menuitem', {
        name: 'Demo talep et',
      });
      expect(inMenu.getAttribute('title')).toBeNull();
      expect(within(inMenu).getByText('Demo talep et').className).toBe('');
    });

    it('keeps the account menu, the company selector and the languages beside the row', () => {
      signIn('customer', ['show accounts']);
      widths = stubRowWidths(0);
      renderTopBar();
      expect(within(bar()).queryByRole('button', { name: 'Ana Sayfa' })).toBeNull();
      expect(within(bar()).getByRole('button', { name: 'Daha fazla' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: /Hesap menüsü/ }));
      expect(screen.getByRole('link', { name: 'Faturalarım' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Çıkış yap' })).toBeTruthy();
      expect(screen.getAllByRole('combobox', { name: 'Şirket' }).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('link', { name: 'English' }).length).toBeGreaterThan(0);
    });
  });
});
