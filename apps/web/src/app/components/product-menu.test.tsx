import { DEFAULT_ROLE_PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRole } from '@portal/contracts/auth/roles';
import { visibleMenu } from '@portal/contracts/navigation/menus';
import { PRODUCT_TYPES, type TProductType } from '@portal/contracts/products/product-types';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/paths.ts';
import { i18n, initI18n } from '../../lib/i18n.ts';
import type { TKeyOf } from '../../lib/i18n-keys.ts';
import { storage } from '../../lib/storage.ts';
import { stubRowWidths } from '../../test/stub-row-widths.ts';
import type { RouteHandle } from '../route-handle.ts';
import { ProductMenu } from './product-menu.tsx';

/** The menu under pages that carry their route table row, as in the app. */
function renderMenu(path: string, variant: 'bar' | 'panel' = 'bar') {
  const children = ROUTES.map((route) => {
    const handle: RouteHandle = { route };
    return { path: route.path, handle, element: <ProductMenu variant={variant} /> };
  });
  const router = createMemoryRouter([{ path: '/:lang', children }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(
  role: TRole,
  {
    type = PRODUCT_TYPES.accountant,
    hasProducts = false,
  }: { type?: TProductType; hasProducts?: boolean } = {},
) {
  storage.set('token', 'product-menu-token');
  storage.set('role_name', role);
  storage.set('permissions', [...DEFAULT_ROLE_PERMISSIONS[role]]);
  storage.set('account', { id: 4, name: 'Deniz Ltd', status: 1, has_products: hasProducts });
  storage.set('type', type);
}

/** The admin's main menu in English, in order, as the rule in the contracts gives it. */
function linkOrder(): string[] {
  const menu = visibleMenu({
    permissions: [...DEFAULT_ROLE_PERMISSIONS.admin],
    role: 'admin',
    hasPurchasedProducts: false,
    productType: PRODUCT_TYPES.dashboard,
  });
  const t = i18n.getFixedT(null, 'nav');
  return menu.entries.map((entry) => t(entry.labelKey as TKeyOf<'nav'>));
}

function linkNames(): string[] {
  return within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

beforeAll(async () => {
  await initI18n('tr');
});

describe('product menu', () => {
  it('shows nothing to a visitor', () => {
    renderMenu('/tr/app/documents');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows a customer without products the accountant menu, buy-package first, marking the current page', () => {
    signIn('customer');
    renderMenu('/tr/app/documents');
    expect(screen.getByRole('navigation', { name: 'Muhasebeci menüsü' })).toBeTruthy();
    expect(linkNames()).toEqual([
      'Paket satın al',
      'Belgeler',
      'Beyannameler',
      'Mesajlar',
      'Ön muhasebe',
      'Ek hizmetler',
    ]);
    const current = screen.getByRole('link', { name: 'Belgeler' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/tr/app/documents');
    expect(screen.getByRole('link', { name: 'Ön muhasebe' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks buy-package as current on every step of the application', () => {
    signIn('customer');
    renderMenu('/tr/app/application-form/packets', 'panel');
    expect(screen.getByRole('link', { name: 'Paket satın al' }).getAttribute('aria-current')).toBe('page');
  });

  it('drops buy-package once the selected company holds products', () => {
    signIn('customer', { hasProducts: true });
    renderMenu('/tr/app');
    expect(linkNames()).not.toContain('Paket satın al');
  });

  it('shows an admin the staff pages, in English too', async () => {
    await act(() => initI18n('en'));
    signIn('admin', { type: PRODUCT_TYPES.dashboard });
    renderMenu('/en/app/dashboard');
    expect(screen.getByRole('navigation', { name: 'Accountant menu' })).toBeTruthy();
    expect(linkNames()).toContain('Roles');
    expect(screen.getByRole('link', { name: 'Permissions' }).getAttribute('href')).toBe(
      '/en/app/roles-and-permissions',
    );
    await act(() => initI18n('tr'));
  });

  it('switches to the office menu with the office product line, without additional services for staff', () => {
    signIn('advisor', { type: PRODUCT_TYPES.office });
    renderMenu('/tr/app/office/calls');
    expect(screen.getByRole('navigation', { name: 'Ofis menüsü' })).toBeTruthy();
    expect(linkNames()).toEqual(['Çağrılar', 'Kargo takibi', 'Toplantı odaları', 'İş ağı şirketleri']);
  });

  it('follows a permission change at once', () => {
    signIn('advisor');
    renderMenu('/tr/app/accounts');
    expect(linkNames()).toContain('Belgeler');
    act(() => storage.set('permissions', ['show accounts']));
    expect(linkNames()).toEqual(['Şirketler']);
  });

  describe('on a strip too narrow for its entries', () => {
    let widths: ReturnType<typeof stubRowWidths> | null = null;
    afterEach(() => {
      widths?.restore();
      widths = null;
    });

    it('keeps the admin\'s last entries within reach under "More", in English too', async () => {
      await act(() => initI18n('en'));
      try {
        signIn('admin', { type: PRODUCT_TYPES.dashboard });
        // 10 px a letter: about the width of a laptop's strip.
        widths = stubRowWidths(900);
        renderMenu('/en/app/security-events');
        const strip = screen.getByRole('navigation', { name: 'Accountant menu' });
        expect(within(strip).queryByRole('link', { name: 'Security log' })).toBeNull();
        const more = within(strip).getByRole('button', { name: 'More' });
        // The page shown is among the hidden entries: "More" says it holds the current page.
        expect(more.className).toContain('bg-white/15');
        fireEvent.click(more);
        const menu = screen.getByRole('menu', { name: 'More' });
        const names = within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent);
        expect(names).toEqual(
          expect.arrayContaining(['Permissions', 'Announcements', 'Background jobs', 'Security log']),
        );
        const current = within(menu).getByRole('menuitem', { name: 'Security log' });
        expect(current.getAttribute('aria-current')).toBe('page');
        expect(current.getAttribute('href')).toBe('/en/app/security-events');
        // Every entry is in the strip or under "More", once, in the menu's order.
        const shown = within(strip)
          .getAllByRole('link')
          .map((link) => link.textContent);
        expect([...shown, ...names]).toEqual(linkOrder());
      } finally {
        await act(() => initI18n('tr'));
      }
    });
  });
});
