import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { getUnreadCallsRoute } from '@portal/contracts/office/office-routes';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { UnreadCallsLink } from './unread-calls-link.tsx';

const ACCOUNT: TAccountDetail = {
  id: 7,
  name: 'Acme Ltd',
  status: 4,
  created_at: '2026-01-05T09:00:00.000Z',
  lines: [{ type: 1, status: 4, state: 'active', updated_at: '2026-01-10T09:00:00.000Z' }],
  informations: [],
  products: [],
  users: [],
  status_reason: null,
  status_changed_at: null,
};

function renderLink(options: { officeLine: boolean; unread: number; permissions?: string[] }) {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', options.permissions ?? ['show calls']);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
  const lines = options.officeLine
    ? [
        ...ACCOUNT.lines,
        { type: 2, status: 4, state: 'active' as const, updated_at: '2026-02-01T09:00:00.000Z' },
      ]
    : ACCOUNT.lines;
  apiServer.use(
    answer(getAccountRoute, { ...ACCOUNT, lines }),
    answer(getUnreadCallsRoute, { unread: options.unread }),
  );
  renderRoute(
    <>
      <UnreadCallsLink />
      <p>ready</p>
    </>,
    '/:lang/*',
    '/tr/app',
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['notifications']);
});

describe('the top bar’s unread calls', () => {
  it('counts the selected company’s unread calls and leads to its log', async () => {
    renderLink({ officeLine: true, unread: 3 });
    const link = await screen.findByRole('link', { name: '3 okunmamış çağrı' });
    expect(link.getAttribute('href')).toBe('/tr/app/office/calls');
    expect(link.textContent).toContain('3');
  });

  it('stays for a company with an office line and nothing unread', async () => {
    renderLink({ officeLine: true, unread: 0 });
    expect(await screen.findByRole('link', { name: 'Çağrılar: okunmamış çağrı yok' })).toBeTruthy();
  });

  it('shows unread calls of a company whose office line is gone', async () => {
    renderLink({ officeLine: false, unread: 2 });
    expect(await screen.findByRole('link', { name: '2 okunmamış çağrı' })).toBeTruthy();
  });

  it('is absent without "show calls"', async () => {
    renderLink({ officeLine: true, unread: 3, permissions: [] });
    await screen.findByText('ready');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
