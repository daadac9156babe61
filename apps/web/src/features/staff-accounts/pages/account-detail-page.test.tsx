import {
  assignAccountStaffRoute,
  changeAccountStatusRoute,
  getAccountRoute,
  getAccountStatusHistoryRoute,
} from '@portal/contracts/accounts/account-routes';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { formatKurus } from '@portal/contracts/common/money';
import {
  getUnreadMessagesRoute,
  listAdvisorAssignmentsRoute,
} from '@portal/contracts/company-messages/company-message-routes';
import { getChangeRequestsRoute } from '@portal/contracts/company-profile/company-profile-routes';
import {
  getAccountDocumentsRoute,
  getDocumentReviewQueueRoute,
} from '@portal/contracts/documents/document-routes';
import type { TRouteContract, TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getInvoicesRoute } from '@portal/contracts/payments/payment-routes';
import {
  cancelSubscriptionRoute,
  getSubscriptionsRoute,
  refundSubscriptionChargeRoute,
} from '@portal/contracts/payments/subscription-routes';
import { getOfficeLocationsRoute } from '@portal/contracts/products/product-routes';
import { getAccountAuditLogsRoute } from '@portal/contracts/staff/audit-routes';
import { getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { AUDIT_CODE_NAMESPACES } from '../components/audit-code-namespaces.ts';
import AccountDetailPage from './account-detail-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

type TResult<C extends TRouteContract> = TRouteResultInput<C>;

function detail(status: number): TResult<typeof getAccountRoute> {
  return {
    id: 7,
    name: 'Yıldız Danışmanlık',
    status,
    created_at: '2026-01-05T09:00:00.000Z',
    informations: [
      { key: 'step', value: 'wait-for-approve' },
      { key: 'tax_office', value: 'Kadıköy' },
      { key: 'identityNo', value: '10000000146' },
    ],
    products: [],
    users: [{ id: 3, name: 'Ayşe Yıldız', email: 'ayse@example.com', phone: null, role_name: 'customer' }],
    lines: [],
    status_reason: null,
    status_changed_at: null,
  };
}

const DOCUMENT: TResult<typeof getAccountDocumentsRoute>[number] = {
  id: 11,
  kind: 'identity',
  file_name: 'kimlik.pdf',
  mime_type: 'application/pdf',
  size: 204800,
  created_at: '2026-01-05T09:10:00.000Z',
  url: '/api/accounts/7/documents/11/file',
};

const EMPTY_PAGE = { data: [], meta: { page: 1, per_page: 10, total: 0 } };

const DUE_SUBSCRIPTION: TResult<typeof getSubscriptionsRoute>[number] = {
  id: 4,
  account_id: 7,
  product: { id: 3, name: 'Şahıs Şirketi Paketi', brand_id: 1 },
  next_product: null,
  status: 'payment_due',
  price: 150_000,
  total: 180_000,
  current_period_start: '2026-09-30T21:00:00.000Z',
  current_period_end: '2026-10-31T21:00:00.000Z',
  next_payment_at: '2026-11-03T21:00:00.000Z',
  cancel_at: null,
  payment_due_since: '2026-10-31T21:00:00.000Z',
  suspends_at: '2026-11-14T21:00:00.000Z',
  card: { brand: 'mastercard', last4: '0003', expire_month: 4, expire_year: 2030 },
  charges: [],
};

const KADIKOY: TResult<typeof getOfficeLocationsRoute>[number] = {
  id: 2,
  slug: 'istanbul-kadikoy',
  name: 'Kadıköy Ofis',
  city: 'İstanbul',
  district: 'Kadıköy',
  address: 'Caferağa Mah. Moda Cad. 10, Kadıköy',
  description: null,
  meeting_rooms: 2,
  reception_hours: '09:00-18:00',
  parking: false,
  latitude: 40.99,
  longitude: 29.03,
  packets: [],
  price_from: null,
  secretary: null,
};

/** A receipt of October the customer sent, waiting for the advisor. */
const WAITING_RECEIPT: TResult<typeof getDocumentReviewQueueRoute>['data'][number] = {
  id: 21,
  kind: 'receipt',
  file_name: 'market-fisi.jpg',
  mime_type: 'image/jpeg',
  size: 102400,
  created_at: '2026-11-03T09:10:00.000Z',
  url: '/api/accounts/7/documents/21/file',
  period: '2026-10',
  review_status: 'pending',
  review_note: null,
  reviewed_at: null,
  account: { id: 7, name: 'Yıldız Danışmanlık' },
};

type TSections = {
  detail?: (request: TMockRequest) => TResult<typeof getAccountRoute>;
  documents?: TResult<typeof getAccountDocumentsRoute>;
  history?: TResult<typeof getAccountStatusHistoryRoute>;
  audit?: TResult<typeof getAccountAuditLogsRoute>;
  invoices?: TResult<typeof getInvoicesRoute>;
  subscriptions?: TResult<typeof getSubscriptionsRoute>;
  users?: (request: TMockRequest) => TResult<typeof getUsersRoute>;
  assignments?: TResult<typeof listAdvisorAssignmentsRoute>;
  unread?: TResult<typeof getUnreadMessagesRoute>;
  monthly?: TResult<typeof getDocumentReviewQueueRoute>['data'];
};

/**
 * The API of the detail page: the company and its further sections, empty unless a test gives
 * them content. Answers each call and records it as `path?query`.
 */
function serveAccount(sections: TSections = {}): string[] {
  const asked: string[] = [];
  const record =
    <T,>(path: string, result: (request: TMockRequest) => T) =>
    (request: TMockRequest) => {
      asked.push(`${path}?${request.query.toString()}`);
      return result(request);
    };
  apiServer.use(
    answer(getAccountRoute, record('/accounts/7', sections.detail ?? (() => detail(3)))),
    answer(
      getAccountDocumentsRoute,
      record('/accounts/7/documents', () => sections.documents ?? []),
    ),
    answer(
      getAccountStatusHistoryRoute,
      record('/accounts/7/status-history', () => sections.history ?? []),
    ),
    answer(
      getAccountAuditLogsRoute,
      record('/accounts/7/audit-logs', () => sections.audit ?? EMPTY_PAGE),
    ),
    answer(
      getInvoicesRoute,
      record('/invoices', () => sections.invoices ?? EMPTY_PAGE),
    ),
    answer(
      getSubscriptionsRoute,
      record('/accounts/7/subscriptions', () => sections.subscriptions ?? []),
    ),
    answer(getUsersRoute, record('/users', sections.users ?? (() => EMPTY_PAGE))),
    answer(
      listAdvisorAssignmentsRoute,
      record('/accounts/7/advisor-assignments', () => sections.assignments ?? []),
    ),
    answer(
      getUnreadMessagesRoute,
      record('/messages/unread', () => sections.unread ?? { total: 0, accounts: [] }),
    ),
    answer(
      getChangeRequestsRoute,
      record('/accounts/7/change-requests', () => []),
    ),
    answer(getOfficeLocationsRoute, [KADIKOY]),
    answer(
      getDocumentReviewQueueRoute,
      record('/documents/review-queue', () => ({
        data: sections.monthly ?? [],
        meta: { page: 1, per_page: 5, total: sections.monthly?.length ?? 0 },
      })),
    ),
  );
  return asked;
}

function renderPage(
  path = '/tr/app/accounts-detail/7',
  role = 'advisor',
  permissions: string[] = [PERMISSIONS.showAccountsAll],
) {
  // A token of this file's own: with isolate: false, another file's late 401 must not sign it out.
  storage.set('token', 'account-detail-token');
  storage.set('role_name', role);
  storage.set('permissions', permissions);
  const router = createMemoryRouter(
    [{ path: '/:lang/app/accounts-detail/:id', element: <AccountDetailPage /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staff', 'form', 'validation', ...AUDIT_CODE_NAMESPACES]);
});

describe('staff account detail', () => {
  it('shows the application grouped, without the wizard step, with its documents', async () => {
    serveAccount({ documents: [DOCUMENT] });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yıldız Danışmanlık' })).toBeTruthy();
    expect(screen.getByText('Kadıköy')).toBeTruthy();
    expect(screen.queryByText('wait-for-approve')).toBeNull();
    expect(screen.getByText('Vergi numarası').nextElementSibling?.textContent).toBe('—');
    expect(await screen.findByRole('button', { name: 'İndir kimlik.pdf' })).toBeTruthy();
    expect(screen.getByText('Müşteri')).toBeTruthy();
  });

  it('shows a date and the chosen office as a person reads them, not as stored (issue 36)', async () => {
    serveAccount({
      detail: () => ({
        ...detail(3),
        informations: [
          { key: 'birthDate', value: '1990-05-17' },
          { key: 'virtual_office_selection', value: 'istanbul-kadikoy' },
        ],
      }),
    });
    renderPage();
    expect(await screen.findByText('17 Mayıs 1990')).toBeTruthy();
    expect(await screen.findByText('Kadıköy Ofis (İstanbul)')).toBeTruthy();
    expect(screen.queryByText('1990-05-17')).toBeNull();
    expect(screen.queryByText('istanbul-kadikoy')).toBeNull();
  });

  it('lists the monthly documents waiting for review beside the application’s, each viewed in the page', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
    const files: string[] = [];
    apiServer.use(
      http.get('*/api/accounts/:id/documents/:documentId/file', ({ request }) => {
        const url = new URL(request.url);
        files.push(`${url.pathname}${url.search}`);
        return new HttpResponse(new Blob(['jpeg'], { type: 'image/jpeg' }), {
          headers: { 'content-type': 'image/jpeg' },
        });
      }),
    );
    const asked = serveAccount({ documents: [DOCUMENT], monthly: [WAITING_RECEIPT] });
    renderPage('/tr/app/accounts-detail/7', 'advisor', [
      PERMISSIONS.showAccountsAll,
      PERMISSIONS.showFiles,
      PERMISSIONS.showAccountancy,
    ]);
    const card = (
      await screen.findByRole('heading', { name: 'İncelenmeyi bekleyen aylık belgeler' })
    ).closest('section, div') as HTMLElement;
    expect(await within(card.parentElement as HTMLElement).findByText('Fiş · Ekim 2026')).toBeTruthy();
    expect(asked).toContain('/documents/review-queue?account_id=7&page=1&per_page=5');
    expect(screen.getByText('1 belge inceleme bekliyor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Belgeleri incele' }).getAttribute('href')).toBe(
      '/tr/app/documents?account=7#review',
    );
    // The application's PDF is viewed in the page too, beside its download.
    expect(screen.getByRole('button', { name: 'Görüntüle: kimlik.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Görüntüle: market-fisi.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Belge' });
    expect(
      (await within(dialog).findByAltText('market-fisi.jpg belgesinin görüntüsü')).getAttribute('src'),
    ).toBe('blob:receipt');
    expect(files).toEqual(['/api/accounts/7/documents/21/file?all=1']);
  });

  it('leaves the monthly documents to those who review them', async () => {
    const asked = serveAccount({ documents: [DOCUMENT] });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Yıldız Danışmanlık' });
    expect(screen.queryByRole('heading', { name: 'İncelenmeyi bekleyen aylık belgeler' })).toBeNull();
    expect(asked.some((call) => call.startsWith('/documents/review-queue'))).toBe(false);
  });

  it('approves after confirmation with {status: 4} and shows the new status', async () => {
    let status = 3;
    const changes: { query: string; body: unknown }[] = [];
    serveAccount({ detail: () => detail(status) });
    apiServer.use(
      answer(
        changeAccountStatusRoute,
        ({ query, body }) => {
          changes.push({ query: query.toString(), body });
          status = 4;
          return detail(4);
        },
        { message: 'Durum güncellendi.' },
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Başvuru onaylansın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([{ query: 'all=1', body: { status: 4 } }]);
    expect(await screen.findByText('Aktif')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Onayla' })).toBeNull();
    // The button that opened the dialog is gone: focus lands on the section's heading, not the page start.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Başvuru kararı' })),
    );
  });

  it('says the company is not there on a 404', async () => {
    serveAccount();
    apiServer.use(failure(getAccountRoute, 404, { message: 'Bulunamadı.' }));
    renderPage('/tr/app/accounts-detail/999');
    expect(await screen.findByRole('heading', { name: 'Şirket bulunamadı' })).toBeTruthy();
  });
  it('names the audit fields and shows a person by name, not as JSON', async () => {
    const entry: TResult<typeof getAccountAuditLogsRoute>['data'][number] = {
      id: 41,
      actor: { id: 1, name: 'Admin' },
      action: 'account.staff_assigned',
      subject_type: 'account',
      subject_id: 7,
      account_id: 7,
      acting_for_user_id: null,
      acting_for: null,
      before: { advisor: { id: 2, name: 'Zeynep Kaya' }, secretary: null, reason: null, extra_field: true },
      after: {
        advisor: { id: 5, name: 'Mehmet Demir' },
        secretary: null,
        reason: 'Danışman değişikliği talebi',
        extra_field: false,
      },
      created_at: '2026-01-07T09:00:00.000Z',
    };
    serveAccount({ audit: { data: [entry], meta: { page: 1, per_page: 10, total: 1 } } });
    renderPage();
    const item = (await screen.findByText('Danışman ve sekreter atandı')).closest('li') as HTMLElement;
    expect(within(item).getByText('Danışman').nextElementSibling?.textContent).toBe(
      'Zeynep Kaya → Mehmet Demir',
    );
    expect(within(item).getByText('Gerekçe').nextElementSibling?.textContent).toBe(
      '— → Danışman değişikliği talebi',
    );
    // A field the list does not know yet shows as stored; its values still read as words.
    expect(within(item).getByText('extra_field').nextElementSibling?.textContent).toBe('Evet → Hayır');
    expect(item.textContent).not.toContain('{');
    expect(within(item).queryByText('Sekreter')).toBeNull();
  });

  it('reads an amount in kuruş as money and a stored code as its label', async () => {
    serveAccount({
      audit: {
        data: [
          {
            id: 43,
            actor: { id: 1, name: 'Admin' },
            action: 'tax_return.updated',
            subject_type: 'tax_return',
            subject_id: 3,
            account_id: 7,
            acting_for_user_id: null,
            acting_for: null,
            before: {
              kind: 'kdv',
              period: '2025-12',
              status: 'preparing',
              amount_due: 125_000,
              due_date: '2026-01-26',
            },
            after: {
              kind: 'kdv',
              period: '2025-12',
              status: 'filed',
              amount_due: 150_050,
              due_date: '2026-01-26',
            },
            created_at: '2026-01-07T09:00:00.000Z',
          },
        ],
        meta: { page: 1, per_page: 10, total: 1 },
      },
    });
    renderPage();
    const item = (await screen.findByText('Beyanname güncellendi')).closest('li') as HTMLElement;
    // A stored code reads as its feature's label.
    expect(within(item).getByText('Durum').nextElementSibling?.textContent).toBe('Hazırlanıyor → Verildi');
    expect(within(item).getByText('Ödenecek tutar').nextElementSibling?.textContent).toBe(
      `${formatKurus(125_000, 'tr')} → ${formatKurus(150_050, 'tr')}`,
    );
    expect(item.textContent).not.toContain('125000');
    // What did not change says which return it was: its kind's label, its month by name.
    expect(within(item).getByText('Tür').nextElementSibling?.textContent).toBe('KDV beyannamesi');
    expect(within(item).getByText('Dönem').nextElementSibling?.textContent).toBe('Aralık 2025');
    expect(within(item).queryByText('Son tarih')).toBeNull();
  });

  it('says which month and line an entry is about, and an answered advisor change in words', async () => {
    const entry = (id: number, action: string, before: unknown, after: unknown) => ({
      id,
      actor: { id: 1, name: 'Admin' },
      action,
      subject_type: 'account',
      subject_id: 7,
      account_id: 7,
      acting_for_user_id: null,
      acting_for: null,
      before,
      after,
      created_at: '2026-11-02T09:00:00.000Z',
    });
    serveAccount({
      audit: {
        data: [
          entry(
            51,
            'month_close.moved',
            { period: '2026-10', state: 'booked' },
            { period: '2026-10', state: 'closed' },
          ),
          entry(52, 'tax_return.created', null, { kind: 'gecici_vergi', period: '2026-Q3' }),
          entry(
            53,
            'advisor_change.answered',
            { status: 'open' },
            { status: 'approved', advisor: { id: 5, name: 'Mehmet Demir' }, note: null },
          ),
          entry(54, 'account.status_changed', { status: 3, line: 2 }, { status: 4, reason: null, line: 2 }),
          {
            ...entry(55, 'user.acted_for', null, {
              request: 'POST /api/accounts/7/informations',
              status: 200,
            }),
            acting_for_user_id: 9,
            acting_for: { id: 9, name: 'Ayla Vergi' },
          },
        ],
        meta: { page: 1, per_page: 10, total: 5 },
      },
    });
    // The English page's own texts (the top bar's product names), as its first load brings them.
    await initI18n('en');
    await loadNamespaces(['staff', 'form', 'validation', ...AUDIT_CODE_NAMESPACES]);
    try {
      renderPage('/en/app/accounts-detail/7');
      const month = (await screen.findByText('Month-end close state changed')).closest('li') as HTMLElement;
      expect(within(month).getByText('Period').nextElementSibling?.textContent).toBe('October 2026');
      expect(within(month).getByText('Stage').nextElementSibling?.textContent).toBe('Booked → Closed');
      const created = screen.getByText('Tax return added').closest('li') as HTMLElement;
      expect(within(created).getByText('Period').nextElementSibling?.textContent).toBe('— → Q3 2026');
      const answered = screen.getByText('Advisor change request answered').closest('li') as HTMLElement;
      expect(within(answered).getByText('Status').nextElementSibling?.textContent).toBe(
        'Waiting for an answer → Approved',
      );
      expect(within(answered).getByText('Advisor').nextElementSibling?.textContent).toBe('— → Mehmet Demir');
      expect(answered.textContent).not.toContain('approved');
      const moved = screen.getByText('Status changed').closest('li') as HTMLElement;
      expect(within(moved).getByText('Product line').nextElementSibling?.textContent).toBe('Virtual Office');
      // The customer a staff member acted for, by name rather than by user number.
      const actedFor = screen
        .getByText('Change made while acting for the customer')
        .closest('li') as HTMLElement;
      expect(actedFor.textContent).toContain('On behalf of Ayla Vergi');
      expect(actedFor.textContent).not.toContain('user no.');
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('names the audit fields in English on the English page', async () => {
    serveAccount({
      audit: {
        data: [
          {
            id: 42,
            actor: null,
            action: 'subscription.cancelled',
            subject_type: 'subscription',
            subject_id: 4,
            account_id: 7,
            acting_for_user_id: null,
            acting_for: null,
            before: { status: 'active', cancel_at: null },
            after: { cancel_at: '2026-11-30T21:00:00.000Z' },
            created_at: '2026-11-02T09:00:00.000Z',
          },
        ],
        meta: { page: 1, per_page: 10, total: 1 },
      },
    });
    await i18n.changeLanguage('en');
    await loadNamespaces(['staff', 'form', 'validation', ...AUDIT_CODE_NAMESPACES]);
    try {
      renderPage('/en/app/accounts-detail/7');
      const item = (await screen.findByText('Subscription cancelled')).closest('li') as HTMLElement;
      expect(within(item).getByText('Status').nextElementSibling?.textContent).toBe('Active → —');
      // An ISO moment in the reader's Istanbul time, not as stored.
      expect(within(item).getByText('Cancels on').nextElementSibling?.textContent).toBe(
        '— → 01/12/2026, 00:00',
      );
    } finally {
      await i18n.changeLanguage('tr');
    }
  });

  it('shows the status history, the audit log field by field, and the invoices with their PDF', async () => {
    const asked = serveAccount({
      detail: () => detail(5),
      history: [
        {
          type: 1,
          from_status: 3,
          to_status: 5,
          reason: 'Vergi levhası okunmuyor.',
          changed_by: { id: 2, name: 'Zeynep Kaya' },
          created_at: '2026-01-06T09:00:00.000Z',
        },
        {
          type: 1,
          from_status: 2,
          to_status: 3,
          reason: null,
          changed_by: null,
          created_at: '2026-01-05T09:00:00.000Z',
        },
      ],
      audit: {
        data: [
          {
            id: 40,
            actor: { id: 2, name: 'Zeynep Kaya' },
            action: 'account.rejected',
            subject_type: 'account',
            subject_id: 7,
            account_id: 7,
            acting_for_user_id: null,
            acting_for: null,
            before: { status: 3, reason: null },
            after: { status: 5, reason: 'Vergi levhası okunmuyor.' },
            created_at: '2026-01-06T09:00:00.000Z',
          },
        ],
        meta: { page: 1, per_page: 10, total: 1 },
      },
      invoices: {
        data: [
          {
            id: 9,
            number: 'INV-2026-000009',
            account_id: 7,
            account_name: 'Yıldız Danışmanlık',
            issued_at: '2026-01-05T08:00:00.000Z',
            subtotal: 100_000,
            vat_rate: 20,
            vat: 20_000,
            total: 120_000,
            card_last4: '4242',
            card_brand: 'visa',
            lines: [],
            pdf_url: '/api/invoices/9/pdf',
          },
        ],
        meta: { page: 1, per_page: 10, total: 1 },
      },
    });
    renderPage();

    expect(await screen.findByText('Onay bekliyor → Reddedildi')).toBeTruthy();
    expect(screen.getByText('Gerekçe: Vergi levhası okunmuyor.')).toBeTruthy();
    expect(screen.getByText(/^Sistem, /)).toBeTruthy();

    const entry = (await screen.findByText('Başvuru reddedildi')).closest('li') as HTMLElement;
    // A status reads as its name; a field that kept its value is left out.
    expect(within(entry).getByText('Durum').nextElementSibling?.textContent).toBe(
      'Onay bekliyor → Reddedildi',
    );
    expect(within(entry).getByText('Gerekçe').nextElementSibling?.textContent).toBe(
      '— → Vergi levhası okunmuyor.',
    );

    expect(await screen.findByText('INV-2026-000009', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF indir INV-2026-000009' })).toBeTruthy();
    expect(asked).toContain('/accounts/7/status-history?all=1');
    expect(asked).toContain('/accounts/7/audit-logs?all=1&page=1&per_page=10');
    expect(asked).toContain('/invoices?account_id=7&page=1&per_page=10');
    // Only admins name the advisor and the secretary.
    expect(screen.queryByRole('heading', { name: 'Danışman ve sekreter' })).toBeNull();
    expect(asked.some((call) => call.startsWith('/users'))).toBe(false);
  });

  it('lets an admin name the advisor and remove the secretary with PUT accounts/{id}/staff?all=1', async () => {
    const advisor = (id: number, name: string): TResult<typeof getUsersRoute>['data'][number] => ({
      id,
      name,
      email: `${id}@example.com`,
      phone: null,
      role_id: 2,
      role_name: 'advisor',
      is_active: true,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const withStaff: TResult<typeof getAccountRoute> = {
      ...detail(4),
      users: [
        ...detail(4).users,
        { id: 6, name: 'Elif Demir', email: 'elif@example.com', phone: null, role_name: 'secretary' },
      ],
    };
    serveAccount({
      detail: () => withStaff,
      users: ({ query }) => {
        const people =
          query.get('role') === 'advisor' ? [advisor(5, 'Zeynep Kaya'), advisor(8, 'Can Arslan')] : [];
        return { data: people, meta: { page: 1, per_page: 100, total: people.length } };
      },
    });
    const assignments: { query: string; body: unknown }[] = [];
    apiServer.use(
      answer(
        assignAccountStaffRoute,
        ({ query, body }) => {
          assignments.push({ query: query.toString(), body });
          return { advisor: { id: 5, name: 'Zeynep Kaya' }, secretary: null };
        },
        { message: 'Atama kaydedildi.' },
      ),
    );
    renderPage('/tr/app/accounts-detail/7', 'admin');

    const form = await screen.findByRole('form', { name: 'Danışman ve sekreter' });
    const secretary = within(form).getByLabelText<HTMLSelectElement>('Sekreter');
    // The present secretary is offered and chosen even though the list of secretaries is empty.
    expect(secretary.value).toBe('6');
    await within(form).findByRole('option', { name: 'Zeynep Kaya' });
    fireEvent.change(within(form).getByLabelText('Danışman'), { target: { value: '5' } });
    fireEvent.change(secretary, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));

    expect(await within(form).findByText('Kaydedildi.')).toBeTruthy();
    expect(assignments).toEqual([{ query: 'all=1', body: { advisor_id: 5, secretary_id: null } }]);
  });

  it("shows the company's subscriptions; staff may cancel one with ?all=1 but neither pay nor change its card", async () => {
    const asked = serveAccount({ subscriptions: [DUE_SUBSCRIPTION] });
    const cancels: { query: string; params: Record<string, string> }[] = [];
    apiServer.use(
      answer(cancelSubscriptionRoute, ({ query, params }) => {
        cancels.push({ query: query.toString(), params });
        return { ...DUE_SUBSCRIPTION, status: 'cancelled', cancel_at: '2026-11-02T09:00:00.000Z' };
      }),
    );
    renderPage();

    const section = await screen.findByRole('region', { name: 'Abonelikler' });
    const card = await within(section).findByRole('region', { name: 'Şahıs Şirketi Paketi' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Şahıs Şirketi Paketi' })).toBeTruthy();
    expect(within(card).getByText('Ödeme bekleniyor')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Şimdi öde' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Kartı değiştir' })).toBeNull();
    // The list and its charges tables share one request, with the staff scope.
    expect(asked.filter((call) => call.startsWith('/accounts/7/subscriptions'))).toEqual([
      '/accounts/7/subscriptions?all=1',
    ]);

    fireEvent.click(within(card).getByRole('button', { name: 'Aboneliği iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abonelik iptal edilsin mi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aboneliği iptal et' }));
    expect(await within(card).findByText('Sona erdi')).toBeTruthy();
    expect(cancels).toEqual([{ query: 'all=1', params: { id: '7', subscriptionId: '4' } }]);
  });

  it('lets staff refund a paid charge after a confirmation; the credit note then shows beside the invoice', async () => {
    const paid = {
      id: 12,
      period_start: '2026-10-31T21:00:00.000Z',
      period_end: '2026-11-30T21:00:00.000Z',
      status: 'succeeded' as const,
      amount: 180_000,
      attempts: 1,
      failure_code: null,
      invoice_id: 5,
      invoice_number: 'FP-2026-000005',
      credit_note: null,
      charged_at: '2026-10-31T21:00:05.000Z',
    };
    const active = { ...DUE_SUBSCRIPTION, status: 'active' as const, charges: [paid] };
    serveAccount({ subscriptions: [active] });
    const refunds: { query: string; params: Record<string, string> }[] = [];
    apiServer.use(
      answer(refundSubscriptionChargeRoute, ({ query, params }) => {
        refunds.push({ query: query.toString(), params });
        return { ...active, charges: [{ ...paid, credit_note: { id: 2, number: 'IA-2026-000002' } }] };
      }),
    );
    // Refunds take a permission of their own (the advisor's, the admin's; not the office desk's).
    renderPage(undefined, 'advisor', [PERMISSIONS.showAccountsAll, PERMISSIONS.refundPayments]);
    const card = await screen.findByRole('region', { name: 'Şahıs Şirketi Paketi' });
    fireEvent.click(await within(card).findByRole('button', { name: /^İade et/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ödeme iade edilsin mi?' });
    expect(dialog.textContent).toContain('FP-2026-000005 numaralı faturanın ₺1.800 tutarı');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İade et' }));
    expect(await within(card).findByText('İade edildi (IA-2026-000002)')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /İade faturası PDF/ })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^İade et/ })).toBeNull();
    expect(refunds).toEqual([{ query: 'all=1', params: { id: '7', subscriptionId: '4', chargeId: '12' } }]);
  });

  it('says when the company has no subscription', async () => {
    serveAccount();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Abonelikler' });
    expect(await within(section).findByText('Bu şirketin henüz bir aboneliği yok.')).toBeTruthy();
  });

  it('leads to the company’s thread with its unread messages and shows the advisor history', async () => {
    const asked = serveAccount({
      unread: {
        total: 5,
        accounts: [
          { account_id: 7, unread: 2 },
          { account_id: 9, unread: 3 },
        ],
      },
      assignments: [
        {
          advisor_id: 12,
          advisor_name: 'Zeynep Kaya',
          assigned_at: '2026-11-20T09:00:00.000Z',
          assigned_by_name: 'Ali Yönetici',
          until: null,
        },
        {
          advisor_id: 10,
          advisor_name: null,
          assigned_at: '2026-02-01T09:00:00.000Z',
          assigned_by_name: null,
          until: '2026-11-20T09:00:00.000Z',
        },
      ],
    });
    renderPage(undefined, 'advisor', [PERMISSIONS.showAccountsAll, PERMISSIONS.showAccountancy]);
    // The whole page loads first (its many sections): a slow machine gets longer than the default.
    const link = await screen.findByRole('link', { name: 'Mesajlar (2 okunmamış)' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/tr/app/messages?account=7');
    const history = await screen.findByRole('region', { name: 'Mali müşavir geçmişi' });
    const items = await within(history).findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Zeynep Kaya');
    expect(items[0]?.textContent).toContain('Şu anki');
    expect(items[0]?.textContent).toContain('20 Kasım 2026 tarihinden beri');
    expect(items[0]?.textContent).toContain('Atayan: Ali Yönetici');
    expect(items[1]?.textContent).toContain('Silinmiş kullanıcı');
    expect(items[1]?.textContent).toContain('1 Şubat 2026 – 20 Kasım 2026');
    expect(asked).toContain('/accounts/7/advisor-assignments?all=1');
    // The questions panel is gone: the thread replaced it.
    expect(screen.queryByRole('button', { name: 'Soruyu gönder' })).toBeNull();
  });

  it('does not lead staff without the accountant line to the thread', async () => {
    serveAccount();
    renderPage();
    await screen.findByRole('region', { name: 'Mali müşavir geçmişi' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /^Mesajlar/ })).toBeNull();
  });
});
