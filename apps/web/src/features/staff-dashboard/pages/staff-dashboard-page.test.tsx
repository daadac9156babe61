import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getCallDeskRoute, listOfficeQueueRoute } from '@portal/contracts/office/office-routes';
import { getStaffDashboardRoute } from '@portal/contracts/staff/staff-dashboard-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
    total: 7,
    application_total: 1,
    monthly_total: 6,
    items: [
      {
        family: 'application',
        id: 31,
        account_id: 9,
        account_name: 'Aksoy Tekstil',
        kind: 'identity',
        period: null,
        file_name: 'kimlik.pdf',
        mime_type: 'application/pdf',
        created_at: '2026-11-20T08:00:00.000Z',
      },
      {
        family: 'monthly',
        id: 32,
        account_id: 7,
        account_name: 'Yıldız Danışmanlık',
        kind: 'receipt',
        period: '2026-10',
        file_name: 'market-fisi.jpg',
        mime_type: 'image/jpeg',
        created_at: '2026-11-21T08:00:00.000Z',
      },
      {
        family: 'monthly',
        id: 33,
        account_id: 7,
        account_name: 'Yıldız Danışmanlık',
        kind: 'income_invoice',
        period: '2026-10',
        file_name: 'e-fatura.xml',
        mime_type: 'application/xml',
        created_at: '2026-11-22T08:00:00.000Z',
      },
    ],
  },
  new_appointments: { total: 0, items: [] },
  recent_contact_messages: null,
};

function renderPage(
  dashboard: TRouteResultInput<typeof getStaffDashboardRoute>,
  permissions: string[],
  role = 'advisor',
) {
  // A token of this file's own: with isolate: false, another file's late 401 must not sign it out.
  storage.set('token', 'staff-dashboard-token');
  storage.set('role_name', role);
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

afterEach(() => {
  vi.restoreAllMocks();
});

const REVIEWER = [
  PERMISSIONS.showAccounts,
  PERMISSIONS.showFiles,
  PERMISSIONS.showAccountancy,
  PERMISSIONS.showAppointmentRequests,
];

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

  it('counts and lists the monthly documents waiting beside the applications’ (issue 36), each viewed in the page', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:document');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const asked: string[] = [];
    apiServer.use(
      http.get('*/api/accounts/:id/documents/:documentId/file', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
        return new HttpResponse(new Blob(['jpeg'], { type: 'image/jpeg' }), {
          headers: { 'content-type': 'image/jpeg' },
        });
      }),
    );
    renderPage(DASHBOARD, REVIEWER);
    const documents = await screen.findByRole('region', { name: 'İncelenecek belgeler' });
    expect(documents.textContent).toContain('Toplam: 7');
    expect(documents.textContent).toContain('Başvuru belgesi: 1 · aylık belge: 6');
    const [application, receipt, invoice] = within(documents).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(application.textContent).toContain('Başvuru belgesi: Kimlik belgesi');
    expect(receipt.textContent).toContain('Aylık belge: Fiş, Ekim 2026');
    expect(receipt.textContent).toContain('market-fisi.jpg');
    // The review queue is where they are reviewed.
    expect(within(documents).getByRole('link', { name: 'İnceleme sırasına git' }).getAttribute('href')).toBe(
      '/tr/app/documents',
    );
    // An e-invoice's XML is not shown in the page (it is downloaded where it is reviewed).
    expect(within(invoice).queryByRole('button', { name: /Görüntüle/ })).toBeNull();
    // Nothing is fetched until asked: listing records no access to a file.
    expect(asked).toEqual([]);

    fireEvent.click(within(receipt).getByRole('button', { name: 'Görüntüle: market-fisi.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Belge' });
    const picture = await within(dialog).findByAltText('market-fisi.jpg belgesinin görüntüsü');
    expect(picture.getAttribute('src')).toBe('blob:document');
    expect(asked).toEqual(['/api/accounts/7/documents/32/file?all=1']);
    // Shown as the type it was stored with, whatever the answer said.
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('image/jpeg');
    expect(within(dialog).getByRole('link', { name: 'İndir' }).getAttribute('download')).toBe(
      'market-fisi.jpg',
    );
  });

  it('shows a PDF in a frame inside the page, not as a download', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    apiServer.use(
      http.get(
        '*/api/accounts/:id/documents/:documentId/file',
        () =>
          new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
            headers: { 'content-type': 'application/pdf' },
          }),
      ),
    );
    renderPage(DASHBOARD, REVIEWER);
    const documents = await screen.findByRole('region', { name: 'İncelenecek belgeler' });
    fireEvent.click(within(documents).getByRole('button', { name: 'Görüntüle: kimlik.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Belge' });
    const frame = await within(dialog).findByTitle('kimlik.pdf (PDF belgesi)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:pdf');
  });

  it('says so when a document cannot be had', async () => {
    apiServer.use(
      http.get(
        '*/api/accounts/:id/documents/:documentId/file',
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    renderPage(DASHBOARD, REVIEWER);
    const documents = await screen.findByRole('region', { name: 'İncelenecek belgeler' });
    fireEvent.click(within(documents).getByRole('button', { name: 'Görüntüle: kimlik.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Belge' });
    expect(await within(dialog).findByText('Belge açılamadı. Lütfen tekrar deneyin.')).toBeTruthy();
  });

  it('gives the secretary a desk of their own: today’s calls and the mail waiting, linked to the desks', async () => {
    apiServer.use(
      answer(getCallDeskRoute, {
        today: [
          {
            id: 5,
            account_id: 7,
            account_name: 'Yıldız Danışmanlık',
            called_at: '2026-11-25T07:15:00.000Z',
            caller_name: 'Mehmet Demir',
            caller_phone: '+905321234567',
            subject: 'Teklif',
            message: 'Geri aransın.',
            outcome: 'call_back',
            note: null,
            read_at: null,
            recorded_by: 'Selin Sekreter',
          },
        ],
        monthly: [],
      }),
      answer(listOfficeQueueRoute, [
        {
          request_id: 3,
          shipment_id: 8,
          account_id: 7,
          account_name: 'Yıldız Danışmanlık',
          kind: 'letter',
          sender: 'Kadıköy Vergi Dairesi',
          action: 'scan',
          address: null,
          note: null,
          requested_at: '2026-11-24T09:00:00.000Z',
        },
        {
          request_id: 4,
          shipment_id: 9,
          account_id: 9,
          account_name: 'Aksoy Tekstil',
          kind: 'parcel',
          sender: 'Trendyol',
          action: 'hold',
          address: null,
          note: null,
          requested_at: '2026-11-24T10:00:00.000Z',
        },
      ]),
    );
    renderPage(
      DASHBOARD,
      [
        PERMISSIONS.showAccounts,
        PERMISSIONS.showFiles,
        PERMISSIONS.showCalls,
        PERMISSIONS.showShipmentTracking,
      ],
      'secretary',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sekreter Paneli' })).toBeTruthy();
    const calls = await screen.findByRole('region', { name: 'Bugünün çağrıları' });
    expect(calls.textContent).toContain('Toplam: 1');
    expect(calls.textContent).toContain('Mehmet Demir: Teklif');
    expect(calls.textContent).toContain('25.11.2026 10:15');
    expect(within(calls).getByRole('link', { name: 'Çağrı masasına git' }).getAttribute('href')).toBe(
      '/tr/app/office/calls',
    );
    const mail = await screen.findByRole('region', { name: 'Bekleyen posta işlemleri' });
    expect(mail.textContent).toContain('Toplam: 2');
    expect(mail.textContent).toContain('Tarama istendi: Kadıköy Vergi Dairesi');
    expect(within(mail).getByRole('link', { name: 'Posta masasına git' }).getAttribute('href')).toBe(
      '/tr/app/office/shipment-tracking',
    );
    // Monthly documents are not the secretary's to review: no queue link.
    const documents = await screen.findByRole('region', { name: 'İncelenecek belgeler' });
    expect(within(documents).queryByRole('link', { name: 'İnceleme sırasına git' })).toBeNull();
  });

  it('names each home for its role and leaves the office cards to the secretary', async () => {
    renderPage(DASHBOARD, [PERMISSIONS.showAccounts, PERMISSIONS.showCalls], 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yönetim Paneli' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Şirketlerim' });
    expect(screen.queryByRole('region', { name: 'Bugünün çağrıları' })).toBeNull();
  });
});
