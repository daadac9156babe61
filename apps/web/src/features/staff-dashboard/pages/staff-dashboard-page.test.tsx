import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getStaffDashboardRoute } from '@portal/contracts/staff/staff-dashboard-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import StaffDashboardPage from './staff-dashboard-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const DASHBOARD: TRouteResultInput<typeof getStaffDashboardRoute> = {
  my_accounts: { total: 1, items: [{ id: 7, name: 'Yıldız Danışmanlık', status: 4 }] },
  waiting_applications: {
    total: 12,
    items: [
      {
        id: 9,
        name: 'Aksoy Tekstil',
        status: 3,
        submitted_at: '2026-11-20T08:00:00.000Z',
        waiting_working_days: 3,
        late: true,
      },
      {
        id: 10,
        name: 'Deniz Lojistik',
        status: 3,
        submitted_at: '2026-11-26T11:30:00.000Z',
        waiting_working_days: 1,
        late: false,
      },
      { id: 11, name: 'Kuzey Yazılım', status: 3, submitted_at: null, waiting_working_days: 0, late: false },
    ],
  },
  documents_to_review: {
    total: 1,
    items: [
      {
        account_id: 9,
        account_name: 'Aksoy Tekstil',
        kind: 'identity',
        created_at: '2026-11-20T08:00:00.000Z',
      },
    ],
  },
  new_appointments: { total: 0, items: [] },
  recent_contact_messages: null,
};

function renderPage(dashboard: TRouteResultInput<typeof getStaffDashboardRoute>, permissions: string[]) {
  storage.set('token', 'staff-token');
  storage.set('role_name', 'advisor');
  storage.set('user', { id: 2, name: 'Zeynep Kaya', email: 'zeynep@example.com' });
  storage.set('permissions', permissions);
  let calls = 0;
  apiServer.use(
    answer(getStaffDashboardRoute, () => {
      calls += 1;
      return dashboard;
    }),
  );
  const router = createMemoryRouter([{ path: '/:lang/app/dashboard', element: <StaffDashboardPage /> }], {
    initialEntries: ['/tr/app/dashboard'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls: () => calls };
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staffHome', 'staff']);
});

describe('staff dashboard', () => {
  it('shows each card with its total, linking to the companies and the waiting list ("show accounts")', async () => {
    const server = renderPage(DASHBOARD, [PERMISSIONS.showAccounts, PERMISSIONS.showAppointmentRequests]);
    const mine = await screen.findByRole('region', { name: 'Şirketlerim' });
    expect(server.calls()).toBe(1);
    expect(within(mine).getByRole('link', { name: 'Yıldız Danışmanlık' }).getAttribute('href')).toBe(
      '/tr/app/accounts-detail/7',
    );
    expect(mine.textContent).toContain('Aktif');

    const waiting = screen.getByRole('region', { name: 'Onay bekleyen başvurular' });
    expect(waiting.textContent).toContain('Toplam: 12');
    expect(within(waiting).getByRole('link', { name: 'Onay bekleyenlerin tümü' }).getAttribute('href')).toBe(
      '/tr/app/accounts?status=3',
    );
    // How long each has waited, in working days; the late one says so in words.
    const items = within(waiting).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [late, onTime, today] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(late.textContent).toContain('Bekliyor: 3 iş günü');
    expect(late.textContent).toContain('Gecikiyor');
    expect(late.textContent).toContain('Başvuru: 20 Kasım 2026');
    expect(onTime.textContent).toContain('Bekliyor: 1 iş günü');
    expect(onTime.textContent).not.toContain('Gecikiyor');
    expect(today.textContent).toContain('Bekliyor: henüz bir iş günü dolmadı');
    expect(today.textContent).toContain('No. 11');

    const documents = screen.getByRole('region', { name: 'İncelenecek belgeler' });
    expect(within(documents).getByRole('link', { name: 'Aksoy Tekstil' }).getAttribute('href')).toBe(
      '/tr/app/accounts-detail/9',
    );

    const appointments = screen.getByRole('region', { name: 'Yeni randevu talepleri' });
    expect(appointments.textContent).toContain('Yeni randevu talebi yok.');
    // Contact messages the person may not see are left out altogether.
    expect(screen.queryByRole('region', { name: 'Son iletişim mesajları' })).toBeNull();
  });

  it('names companies without linking them for staff who may not open company pages', async () => {
    renderPage(DASHBOARD, [PERMISSIONS.showAppointmentRequests]);
    const mine = await screen.findByRole('region', { name: 'Şirketlerim' });
    expect(mine.textContent).toContain('Yıldız Danışmanlık');
    expect(within(mine).queryByRole('link')).toBeNull();
  });
});
