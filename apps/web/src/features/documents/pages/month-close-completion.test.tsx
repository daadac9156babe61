import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  listCompanyDocumentsRoute,
  listDocumentRequestsRoute,
} from '@portal/contracts/company-documents/company-document-routes';
import { getAccountDocumentsRoute } from '@portal/contracts/documents/document-routes';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import type { TMonthClose } from '@portal/contracts/month-close/month-close';
import {
  completeMonthCloseRoute,
  getMonthCloseRoute,
} from '@portal/contracts/month-close/month-close-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import DocumentsPage from './documents-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

// 20 November 2026 in Istanbul: October has ended, November is still running.
const NOW = new Date('2026-11-20T09:00:00.000Z');

const COMPANY: TRouteResultInput<typeof getAccountRoute> = {
  id: 7,
  name: 'Acme Ltd',
  status: ACCOUNT_STATUSES.active,
  created_at: '2026-01-05T09:00:00.000Z',
  informations: [],
  products: [],
  users: [],
  lines: [],
  status_reason: null,
  status_changed_at: null,
  my_role: 'owner',
};

const OCTOBER: TMonthClose = {
  account_id: 7,
  account_name: 'Acme Ltd',
  period: '2026-10',
  state: 'documents_pending',
  advisor_id: 2,
  advisor_name: 'Zeynep Kaya',
  documents: 3,
  flags: [],
  completed_by_customer_at: null,
  updated_at: null,
};

let monthCloseCalls: string[] = [];
/** The month as the server holds it now (a completion changes it). */
let current: TMonthClose = OCTOBER;

function serve(close: TMonthClose, company = COMPANY) {
  monthCloseCalls = [];
  current = close;
  apiServer.use(
    answer(getAccountRoute, company),
    answer(getAccountDocumentsRoute, []),
    answer(listCompanyDocumentsRoute, []),
    answer(listDocumentRequestsRoute, []),
    answer(getMonthCloseRoute, ({ params }) => {
      monthCloseCalls.push(`${params.id}/${params.period}`);
      return current;
    }),
  );
}

function renderPage(query = '') {
  return renderRoute(<DocumentsPage />, '/:lang/app/documents', `/tr/app/documents${query}`);
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['documents', 'form', 'validation', 'monthClose']);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', [PERMISSIONS.showFiles]);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(notify).mockClear();
});

describe('“this month is complete” on the customer’s documents page', () => {
  it('says an ended month’s documents are complete, after a confirmation, and then shows the new state', async () => {
    serve(OCTOBER);
    const sent: TMockRequest[] = [];
    apiServer.use(
      answer(
        completeMonthCloseRoute,
        (request) => {
          sent.push(request);
          current = {
            ...OCTOBER,
            state: 'documents_complete',
            completed_by_customer_at: '2026-11-20T09:00:00.000Z',
          };
          return current;
        },
        { message: 'Danışmanınıza ayın belgelerinin tamam olduğu bildirildi.' },
      ),
    );
    renderPage('?period=2026-10');
    const panel = await screen.findByRole('region', { name: 'Ekim 2026 kapanışı' });
    expect(await within(panel).findByText('Belgeler bekleniyor')).toBeTruthy();
    expect(monthCloseCalls).toEqual(['7/2026-10']);

    fireEvent.click(within(panel).getByRole('button', { name: 'Bu ayın belgeleri tamam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekim 2026 belgeleri tamam mı?' });
    expect(dialog.textContent).toContain('Ekim 2026 ayının tüm belgelerini yüklediğinizi');
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bu ayın belgeleri tamam' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.params).toEqual({ id: '7', period: '2026-10' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel).findByText('Belgeler tamam')).toBeTruthy();
    expect(panel.textContent).toContain('20 Kasım 2026 tarihinde belgelerin tamam olduğunu bildirdiniz.');
    expect(within(panel).queryByRole('button', { name: 'Bu ayın belgeleri tamam' })).toBeNull();
  });

  it('keeps a refusal in the dialog', async () => {
    serve(OCTOBER);
    apiServer.use(
      failure(completeMonthCloseRoute, 409, { message: 'Bu ayın belgeleri zaten tamam olarak bildirildi.' }),
    );
    renderPage('?period=2026-10');
    const panel = await screen.findByRole('region', { name: 'Ekim 2026 kapanışı' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Bu ayın belgeleri tamam' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bu ayın belgeleri tamam' }));
    expect(await within(dialog).findByText('Bu ayın belgeleri zaten tamam olarak bildirildi.')).toBeTruthy();
  });

  it('only shows the state once the documents are past pending', async () => {
    serve({ ...OCTOBER, state: 'booked', completed_by_customer_at: '2026-11-03T10:00:00.000Z' });
    renderPage('?period=2026-10');
    const panel = await screen.findByRole('region', { name: 'Ekim 2026 kapanışı' });
    expect(await within(panel).findByText('Muhasebeleştirildi')).toBeTruthy();
    expect(panel.textContent).toContain('3 Kasım 2026 tarihinde belgelerin tamam olduğunu bildirdiniz.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('offers no action to a member who may not upload documents', async () => {
    serve(OCTOBER, {
      ...COMPANY,
      my_role: 'viewer',
      my_permissions: { pay: false, upload_documents: false, see_office: false, manage_team: false },
    });
    renderPage('?period=2026-10');
    const panel = await screen.findByRole('region', { name: 'Ekim 2026 kapanışı' });
    expect(await within(panel).findByText('Belgeler bekleniyor')).toBeTruthy();
    // Once the company's detail says so (no "upload documents" switch), the upload goes too.
    expect(await screen.findByText(/rolünüz belge yüklemenize izin vermiyor/)).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('asks nothing for a month still running', async () => {
    serve(OCTOBER);
    renderPage();
    expect(await screen.findByText('Bu ay için henüz belge yüklenmedi.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /kapanışı$/ })).toBeNull();
    expect(monthCloseCalls).toEqual([]);
  });
});
