import {
  listNotificationsRoute,
  readAllNotificationsRoute,
  readNotificationRoute,
  type TInAppNotification,
} from '@portal/contracts/notifications/notification-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { notificationsQueryOptions } from '../api/get-notifications.ts';
import { NotificationBell } from './notification-bell.tsx';

const CALL: TInAppNotification = {
  id: 1,
  kind: 'urgent_call_received',
  account_id: 7,
  params: { company: 'Acme Ltd', caller: 'Mehmet Arayan', phone: '0212 555 44 33', subject: 'Teklif' },
  link: 'app/office/calls',
  read_at: null,
  created_at: '2026-11-25T07:30:00.000Z',
};
const PARCEL: TInAppNotification = {
  id: 2,
  kind: 'shipment_received',
  account_id: 7,
  params: { company: 'Acme Ltd', sender: 'Trendyol', kind: 'parcel' },
  link: 'app/office/shipment-tracking',
  read_at: null,
  created_at: '2026-11-24T09:00:00.000Z',
};

const FIX: TInAppNotification = {
  id: 3,
  kind: 'document_needs_fix',
  account_id: 7,
  params: { company: 'Acme Ltd', file_name: 'fatura-ekim.pdf', period: '2026-10', note: 'Sayfa 2 eksik.' },
  link: 'app/documents?period=2026-10',
  read_at: null,
  created_at: '2026-11-25T09:00:00.000Z',
};
const REJECTED: TInAppNotification = {
  id: 4,
  kind: 'application_rejected',
  account_id: 7,
  params: { company: 'Acme Ltd', reason: 'Kimlik belgesi okunmuyor.' },
  link: 'app/application-form/status',
  read_at: null,
  created_at: '2026-11-25T10:00:00.000Z',
};

/** The bell over a server that keeps two notifications (or those given) and reads them when told to. */
function renderBell(initial: TInAppNotification[] = [CALL, PARCEL]) {
  storage.set('token', 'customer-token');
  let notifications = initial;
  const reads: string[] = [];
  apiServer.use(
    answer(listNotificationsRoute, () => ({
      data: notifications,
      unread: notifications.filter((notification) => notification.read_at === null).length,
    })),
    answer(readAllNotificationsRoute, () => {
      reads.push('all');
      notifications = notifications.map((notification) => ({
        ...notification,
        read_at: '2026-11-25T08:00:00.000Z',
      }));
      return { unread: 0 };
    }),
    answer(readNotificationRoute, ({ params }) => {
      reads.push(params.id ?? '');
      notifications = notifications.map((notification) =>
        String(notification.id) === params.id
          ? { ...notification, read_at: '2026-11-25T08:00:00.000Z' }
          : notification,
      );
      const read = notifications.find((notification) => String(notification.id) === params.id);
      if (!read) throw new Error('unknown notification');
      return read;
    }),
  );
  const router = renderRoute(<NotificationBell />, '/:lang/*', '/tr/app');
  return { reads, router };
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['notifications']);
});

describe('the notification bell', () => {
  it('counts the unread ones on its button and lists them in the reader’s words', async () => {
    renderBell();
    const button = await screen.findByRole('button', { name: 'Bildirimler: 2 okunmamış' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Bildirimler' });
    expect(within(panel).getByText('Acil çağrı: Mehmet Arayan')).toBeTruthy();
    expect(within(panel).getByText('Acme Ltd hattına acil çağrı (0212 555 44 33): Teklif')).toBeTruthy();
    // A code among the words is named in the reader's language.
    expect(within(panel).getByText('Yeni gönderi: Koli')).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Acil çağrı/ })
        .getAttribute('href'),
    ).toBe('/tr/app/office/calls');
  });

  it('tells of a correction asked for: a document of a month, and the application', async () => {
    renderBell([REJECTED, FIX]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bildirimler: 2 okunmamış' }));
    const panel = screen.getByRole('region', { name: 'Bildirimler' });
    expect(within(panel).getByText('Belgenizde düzeltme gerekiyor: fatura-ekim.pdf')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Danışmanınız Acme Ltd şirketinin Ekim 2026 belgelerinden birinin düzeltilmesini istiyor: Sayfa 2 eksik.',
      ),
    ).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: /Belgenizde düzeltme/ })
        .getAttribute('href'),
    ).toBe('/tr/app/documents?period=2026-10');
    expect(within(panel).getByText('Başvurunuzda düzeltme gerekiyor')).toBeTruthy();
    expect(
      within(panel).getByText('Acme Ltd başvurusu henüz onaylanmadı: Kimlik belgesi okunmuyor.'),
    ).toBeTruthy();
  });

  it('marks every notification read', async () => {
    const { reads } = renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Bildirimler: 2 okunmamış' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Bildirimler' })).getByRole('button', {
        name: 'Tümünü okundu işaretle',
      }),
    );
    await waitFor(() => expect(reads).toEqual(['all']));
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tümünü okundu işaretle' })).toBeNull();
  });

  it('marks one read when it is opened, and leads to its page', async () => {
    const { reads, router } = renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Bildirimler: 2 okunmamış' }));
    fireEvent.click(screen.getByRole('link', { name: /Acil çağrı/ }));
    await waitFor(() => expect(reads).toEqual(['1']));
    expect(router.state.location.pathname).toBe('/tr/app/office/calls');
    expect(await screen.findByRole('button', { name: 'Bildirimler: 1 okunmamış' })).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    renderBell();
    const button = await screen.findByRole('button', { name: /Bildirimler/ });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('is asked again every minute by the query itself', () => {
    expect(notificationsQueryOptions().refetchInterval).toBe(60_000);
  });
});
