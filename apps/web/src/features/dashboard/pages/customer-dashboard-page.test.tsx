import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import {
  getAccountActionsRoute,
  getAccountTimelineRoute,
} from '@portal/contracts/company-desk/company-desk-routes';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getCurrentAnnouncementsRoute } from '@portal/contracts/staff/announcement-routes';
import {
  getCalendarFeedRoute,
  getTaxCalendarRoute,
} from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { listTaxReturnsRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import CustomerDashboardPage from './customer-dashboard-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const DETAIL: TRouteResultInput<typeof getAccountRoute> = {
  id: 7,
  name: 'Acme Ltd',
  status: ACCOUNT_STATUSES.active,
  created_at: '2026-01-05T09:00:00.000Z',
  informations: [{ key: 'packet_id', value: '3' }],
  products: [
    {
      id: 4,
      name: 'Marka Tescili',
      type: 1,
      billing: 'one_off',
      price: 50_000,
      is_main: false,
      purchased_at: '2026-01-10T09:00:00.000Z',
      next_payment_at: null,
    },
    {
      id: 3,
      name: 'Şahıs Şirketi Paketi',
      type: 1,
      billing: 'monthly',
      price: 100_000,
      is_main: true,
      purchased_at: '2026-01-10T09:00:00.000Z',
      // 22:30 UTC is already the next day in Istanbul.
      next_payment_at: '2026-02-09T22:30:00.000Z',
    },
  ],
  users: [
    {
      id: 1,
      name: 'Mehmet Öztürk',
      email: 'mehmet@example.com',
      phone: '+905321234567',
      role_name: 'customer',
    },
    { id: 2, name: 'Zeynep Kaya', email: 'zeynep@example.com', phone: '+905339876543', role_name: 'advisor' },
  ],
  lines: [],
  status_reason: null,
  status_changed_at: '2026-01-12T09:00:00.000Z',
};

const ANNOUNCEMENT: TRouteResultInput<typeof getCurrentAnnouncementsRoute>[number] = {
  id: 3,
  title: 'Bayram tatili',
  body: 'Ofislerimiz 1-3 Nisan arasında kapalıdır.',
  brand_id: null,
  is_published: true,
  starts_at: '2026-03-25T06:00:00.000Z',
  ends_at: '2026-04-04T06:00:00.000Z',
  created_at: '2026-03-20T09:00:00.000Z',
};

/** The query strings the announcements were asked with. */
let announcementQueries: string[] = [];

function renderPage(
  detail: TRouteResultInput<typeof getAccountRoute> | null,
  announcements: TRouteResultInput<typeof getCurrentAnnouncementsRoute> = [],
  handlers: Parameters<typeof apiServer.use> = [],
) {
  announcementQueries = [];
  // The company's desk: nothing waits, no timeline steps, no deadlines, unless a test says otherwise
  // (the first matching handler answers).
  apiServer.use(
    ...handlers,
    answer(getAccountActionsRoute, []),
    answer(getAccountTimelineRoute, { rejected: false, steps: [] }),
    answer(getTaxCalendarRoute, {
      company_kind: 'unknown',
      covered: { first: '2025-01-01', last: '2027-12-31' },
      founded_on: null,
      events: [],
    }),
    answer(getCalendarFeedRoute, { exists: false, created_at: null }),
    answer(listTaxReturnsRoute, []),
  );
  // Without a company the page still asks for the firm-wide announcements.
  apiServer.use(
    answer(getCurrentAnnouncementsRoute, ({ query }) => {
      announcementQueries.push(query.toString());
      return announcements;
    }),
  );
  if (detail) {
    storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
    apiServer.use(answer(getAccountRoute, detail));
  }
  const router = createMemoryRouter([{ path: '/:lang/app', element: <CustomerDashboardPage /> }], {
    initialEntries: ['/tr/app'],
  });
  render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['dashboard', 'taxCalendar', 'taxReturns', 'validation']);
});

afterEach(() => {
  window.sessionStorage.clear();
  // Every provider shares the app's one client: no answer may carry over to the next test.
  queryClient.clear();
});

describe('customer dashboard', () => {
  it('shows the company, its status, packet and add-on prices and the next payment in Istanbul time', async () => {
    renderPage(DETAIL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeTruthy();
    expect(screen.getByText('Aktif')).toBeTruthy();
    expect(screen.getByText('₺1.000 / ay + KDV')).toBeTruthy();
    expect(screen.getByText('₺500 + KDV, tek seferlik')).toBeTruthy();
    const next = screen.getByRole('region', { name: 'Sonraki ödeme' });
    expect(next.textContent).toContain('10 Şubat 2026');
  });

  it('shows the advisor’s phone without the country code and says the secretary is not assigned yet', async () => {
    renderPage(DETAIL);
    const team = await screen.findByRole('region', { name: 'Ekibiniz' });
    const advisor = within(team).getByRole('region', { name: 'Mali müşaviriniz' });
    expect(advisor.textContent).toContain('Zeynep Kaya');
    expect(advisor.textContent).toContain('zeynep@example.com');
    expect(within(advisor).getByRole('link', { name: '533 987 65 43' })).toBeTruthy();
    expect(advisor.textContent).not.toContain('+90');
    const secretary = within(team).getByRole('region', { name: 'Sekreteriniz' });
    expect(secretary.textContent).toContain('Henüz atanmadı.');
  });

  it('says an application waiting for approval is reviewed within 3 working days', async () => {
    renderPage({ ...DETAIL, status: ACCOUNT_STATUSES.waitingForApproval });
    expect(await screen.findByText(/en geç 3 iş günü içinde/)).toBeTruthy();
  });

  it('gives a rejected application its reason and a link to the application form', async () => {
    renderPage({ ...DETAIL, status: ACCOUNT_STATUSES.rejected, status_reason: 'Vergi levhası okunamıyor.' });
    expect(await screen.findByText('Gerekçe: Vergi levhası okunamıyor.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Başvuru formuna git' }).getAttribute('href')).toBe(
      '/tr/app/application-form/status',
    );
  });

  it("shows the firm's current announcements first, for the selected company, closable for the session", async () => {
    renderPage(DETAIL, [ANNOUNCEMENT]);
    const region = await screen.findByRole('region', { name: 'Duyurular' });
    expect(within(region).getByRole('heading', { name: 'Bayram tatili' })).toBeTruthy();
    expect(region.textContent).toContain('1-3 Nisan arasında kapalıdır.');
    expect(announcementQueries).toContain('account_id=7');
    fireEvent.click(within(region).getByRole('button', { name: 'Duyuruyu kapat: Bayram tatili' }));
    expect(screen.queryByRole('region', { name: 'Duyurular' })).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('dismissed_announcements') ?? '[]')).toEqual([3]);
  });

  it('leaves an announcement closed earlier in the session out', async () => {
    window.sessionStorage.setItem('dismissed_announcements', JSON.stringify([3]));
    renderPage(DETAIL, [ANNOUNCEMENT]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeTruthy();
    expect(screen.queryByText('Bayram tatili')).toBeNull();
  });

  it('sends staff to their own home instead of the customer’s "no company yet" (issue 36)', async () => {
    storage.set('token', 'customer-dashboard-staff-token');
    storage.set('role_name', 'admin');
    const router = createMemoryRouter(
      [
        { path: '/:lang/app', element: <CustomerDashboardPage /> },
        { path: '/:lang/app/dashboard', element: <p>staff home</p> },
      ],
      { initialEntries: ['/tr/app'] },
    );
    render(
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>,
    );
    expect(await screen.findByText('staff home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tr/app/dashboard');
    expect(screen.queryByRole('heading', { name: 'Hoş geldiniz!' })).toBeNull();
  });

  it('welcomes a customer without a selected company with a link to start', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Hoş geldiniz!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Başvuruya başla' }).getAttribute('href')).toBe(
      '/tr/app/application-form/status',
    );
  });
});

describe('needs your action and the application timeline', () => {
  it('lists what waits on the customer with links to where it is resolved', async () => {
    renderPage(
      DETAIL,
      [],
      [
        answer(getAccountActionsRoute, [
          { kind: 'documents_missing', period: '2026-11', due_date: '2026-12-07' },
          {
            kind: 'document_needs_fix',
            document_id: 31,
            file_name: 'fis.pdf',
            period: '2026-11',
            note: 'Toplam okunmuyor.',
          },
          { kind: 'messages_unread', unread: 2, last_at: '2026-11-24T09:00:00.000Z' },
        ]),
      ],
    );
    const region = await screen.findByRole('region', { name: 'Sizi bekleyenler' });
    expect(region.textContent).toContain('Kasım 2026 belgelerinizi yükleyin');
    expect(region.textContent).toContain('7 Aralık 2026 Pazartesi');
    expect(within(region).getByRole('link', { name: 'Belgeleri yükle' }).getAttribute('href')).toBe(
      '/tr/app/documents?period=2026-11',
    );
    expect(region.textContent).toContain('Müşavir notu: Toplam okunmuyor.');
    expect(within(region).getByRole('link', { name: 'Dosyayı değiştir' }).getAttribute('href')).toBe(
      '/tr/app/documents?period=2026-11',
    );
    // The advisor's unread messages lead to the company's thread (the time in Istanbul).
    expect(region.textContent).toContain('Mali müşavirinizden 2 okunmamış mesaj');
    expect(region.textContent).toContain('Son mesaj: 24.11.2026 12:00');
    expect(within(region).getByRole('link', { name: 'Mesajları oku' }).getAttribute('href')).toBe(
      '/tr/app/messages',
    );
  });

  it('lists an accrued return to pay with its amount in lira and due date, linking to the returns page', async () => {
    renderPage(
      DETAIL,
      [],
      [
        answer(getAccountActionsRoute, [
          {
            kind: 'tax_due',
            return_id: 31,
            return_kind: 'kdv',
            period: '2026-10',
            amount_due: 1_234_567,
            due_date: '2026-11-26',
          },
        ]),
      ],
    );
    const region = await screen.findByRole('region', { name: 'Sizi bekleyenler' });
    expect(within(region).getByText('KDV beyannamesi, Ekim 2026: ₺12.345,67')).toBeTruthy();
    expect(region.textContent).toContain('Son ödeme günü: 26 Kasım 2026');
    expect(within(region).getByRole('link', { name: 'Tahakkuk fişi ve ödeme' }).getAttribute('href')).toBe(
      '/tr/app/tax-returns',
    );
  });

  it('lists a document the advisor asked for with its due date, linking to the requests on the documents page', async () => {
    renderPage(
      DETAIL,
      [],
      [
        answer(getAccountActionsRoute, [
          {
            kind: 'document_requested',
            request_id: 12,
            title: 'Ekim banka ekstresi',
            due_date: '2026-12-04',
          },
        ]),
      ],
    );
    const region = await screen.findByRole('region', { name: 'Sizi bekleyenler' });
    expect(within(region).getByText('Danışmanınız bir belge istiyor: Ekim banka ekstresi')).toBeTruthy();
    expect(region.textContent).toContain('Son gün: 4 Aralık 2026 Cuma');
    expect(within(region).getByRole('link', { name: 'Belgeyi yükle' }).getAttribute('href')).toBe(
      '/tr/app/documents#document-requests',
    );
  });

  it('says so when nothing waits, and dates the application’s steps with the approval expected', async () => {
    renderPage(
      { ...DETAIL, status: ACCOUNT_STATUSES.waitingForApproval },
      [],
      [
        answer(getAccountTimelineRoute, {
          rejected: false,
          steps: [
            { step: 'started', at: '2026-11-20T08:00:00.000Z', expected_on: null },
            { step: 'submitted', at: '2026-11-26T10:00:00.000Z', expected_on: null },
            { step: 'approved', at: null, expected_on: '2026-12-01' },
          ],
        }),
      ],
    );
    expect(await screen.findByText('Sizi bekleyen bir iş yok. Teşekkürler!')).toBeTruthy();
    const timeline = await screen.findByRole('region', { name: 'Başvurunuz' });
    expect(timeline.textContent).toContain('26 Kasım 2026');
    expect(timeline.textContent).toContain('En geç 1 Aralık 2026 Salı (3 iş günü)');
  });
});
