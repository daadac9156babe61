import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  listCompanyDocumentsRoute,
  listDocumentRequestsRoute,
} from '@portal/contracts/company-documents/company-document-routes';
import { shiftPeriod, workingPeriod } from '@portal/contracts/documents/document-periods';
import {
  getAccountDocumentsRoute,
  getDocumentReviewQueueRoute,
  reviewMonthlyDocumentRoute,
  uploadAccountDocumentRoute,
} from '@portal/contracts/documents/document-routes';
import type { TMonthlyDocument, TReviewQueueItem } from '@portal/contracts/documents/monthly-documents';
import { getMonthCloseRoute } from '@portal/contracts/month-close/month-close-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import DocumentsPage from './documents-page.tsx';

// The page reads the clock for its working month: one fixed moment, so the month the test expects
// is the page's even when a deadline passes between the two readings.
const NOW = new Date('2026-11-20T09:00:00.000Z');
const PERIOD = workingPeriod(NOW);

const document = (id: number, changes: Partial<TMonthlyDocument> = {}): TMonthlyDocument => ({
  id,
  kind: 'expense_invoice',
  file_name: `fatura-${id}.pdf`,
  mime_type: 'application/pdf',
  size: 250_000,
  created_at: '2026-11-02T08:00:00.000Z',
  url: `/api/accounts/4/documents/${id}/file`,
  period: PERIOD,
  review_status: 'pending',
  review_note: null,
  reviewed_at: null,
  ...changes,
});

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['documents', 'validation']);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function signIn(role: 'customer' | 'advisor') {
  // A token of this file's own: with isolate: false, another file's late 401 must not sign it out.
  storage.set('token', `documents-${role}-token`);
  storage.set('role_name', role);
  storage.set('permissions', [PERMISSIONS.showFiles]);
}

function renderPage(query = '') {
  return renderRoute(<DocumentsPage />, '/:lang/app/documents', `/tr/app/documents${query}`);
}

describe('the customer’s monthly documents', () => {
  function serveMonth(documents: TMonthlyDocument[]) {
    const asked: string[] = [];
    apiServer.use(
      answer(getAccountDocumentsRoute, (request) => {
        asked.push(request.query.toString());
        return documents;
      }),
      // The firm's documents and requests under the month (company-documents.test.tsx): none here.
      answer(listCompanyDocumentsRoute, []),
      answer(listDocumentRequestsRoute, []),
      // An ended month's close (month-close-completion.test.tsx): still waiting for documents.
      answer(getMonthCloseRoute, ({ params }) => ({
        account_id: Number(params.id),
        account_name: 'Deniz Ltd',
        period: String(params.period),
        state: 'documents_pending',
        advisor_id: null,
        advisor_name: null,
        documents: 0,
        flags: [],
        completed_by_customer_at: null,
        updated_at: null,
      })),
    );
    return asked;
  }

  it('lists the month with each review, the advisor’s note, and what may still be done', async () => {
    signIn('customer');
    storage.set('account', { id: 4, name: 'Deniz Ltd', status: 4 });
    const asked = serveMonth([
      document(9, {
        review_status: 'needs_fix',
        review_note: 'İkinci sayfa eksik.',
        file_name: 'market.pdf',
      }),
      document(8, { review_status: 'accepted', kind: 'bank_statement', file_name: 'ekstre.pdf' }),
    ]);
    renderPage();

    const table = await screen.findByRole('table', { name: /belgeler, en yenisi önce/ });
    expect(asked).toEqual([`period=${PERIOD}`]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Danışmanınızın notu: İkinci sayfa eksik.')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Düzeltme gerekli')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'market.pdf yerine yeni dosya yükle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'market.pdf dosyasını sil' })).toBeTruthy();
    // An accepted document is settled: downloaded, never replaced or deleted.
    expect(within(rows[1] as HTMLElement).getByText('Kabul edildi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ekstre.pdf dosyasını indir' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ekstre.pdf dosyasını sil' })).toBeNull();
    expect(screen.getByRole('heading', { name: /belgelerinin son günü/ })).toBeTruthy();
    expect(screen.getByLabelText('Fotoğraf çek').getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText('Dosya seç').getAttribute('accept')).toContain('.xml');
  });

  it('shows an earlier month from the picker, and an empty month says so', async () => {
    signIn('customer');
    storage.set('account', { id: 4, name: 'Deniz Ltd', status: 4 });
    const earlier = shiftPeriod(PERIOD, -2);
    const asked = serveMonth([]);
    renderPage(`?period=${earlier}`);
    expect(await screen.findByText('Bu ay için henüz belge yüklenmedi.')).toBeTruthy();
    expect(asked).toEqual([`period=${earlier}`]);
    expect((screen.getByLabelText('Ay') as HTMLSelectElement).value).toBe(earlier);
  });

  it('uploads several files at once with the month and the chosen kind, one call each', async () => {
    signIn('customer');
    storage.set('account', { id: 4, name: 'Deniz Ltd', status: 4 });
    serveMonth([]);
    const bodies: string[] = [];
    let next = 20;
    apiServer.use(
      answer(uploadAccountDocumentRoute, async (request: TMockRequest) => {
        bodies.push(String(request.body));
        next += 1;
        return document(next, { kind: 'receipt' });
      }),
    );
    renderPage();
    await screen.findByText('Bu ay için henüz belge yüklenmedi.');

    fireEvent.change(screen.getByLabelText('Belge türü'), { target: { value: 'receipt' } });
    const files = [
      new File(['%PDF-1.7'], 'fis-1.pdf', { type: 'application/pdf' }),
      new File(['<Invoice/>'], 'efatura.xml', { type: '' }),
      new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' }),
    ];
    fireEvent.change(screen.getByLabelText('Dosya seç'), { target: { files } });

    expect(await screen.findByText('fis-1.pdf yüklendi.')).toBeTruthy();
    expect(await screen.findByText('efatura.xml yüklendi.')).toBeTruthy();
    expect(
      screen.getByText('program.exe: Yalnızca PDF, JPEG, PNG veya e-Fatura XML dosyaları yükleyebilirsiniz.'),
    ).toBeTruthy();
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body).toMatch(new RegExp(`name="period"\\r\\n\\r\\n${PERIOD}`));
      expect(body).toMatch(/name="kind"\r\n\r\nreceipt/);
    }
    // The XML went as it is (a browser reports no type for it; the server reads its bytes).
    expect(bodies[1]).toContain('<Invoice/>');
  });

  it('tells a customer of a company not yet active that uploads come later', async () => {
    signIn('customer');
    storage.set('account', { id: 4, name: 'Deniz Ltd', status: 3 });
    serveMonth([]);
    renderPage();
    expect(await screen.findByText('Aylık belgeler şirketiniz aktif olduğunda yüklenebilir.')).toBeTruthy();
    expect(screen.queryByLabelText('Dosya seç')).toBeNull();
  });
});

describe('the staff’s review queue', () => {
  const item = (id: number, company: string, changes: Partial<TReviewQueueItem> = {}): TReviewQueueItem => ({
    ...document(id),
    account: { id: 30 + id, name: company },
    ...changes,
  });

  it('lists the waiting documents oldest first, accepts one and asks a fix of another with a note', async () => {
    signIn('advisor');
    apiServer.use(
      answer(getDocumentReviewQueueRoute, {
        data: [
          item(1, 'Deniz Ltd', { file_name: 'eski.pdf' }),
          item(2, 'Yıldız AŞ', { file_name: 'yeni.pdf' }),
        ],
        meta: { page: 1, per_page: 20, total: 2 },
      }),
    );
    const reviews: { url: string; body: unknown }[] = [];
    apiServer.use(
      answer(reviewMonthlyDocumentRoute, (request) => {
        reviews.push({
          url: `${request.params.id}/${request.params.documentId}?${request.query.toString()}`,
          body: request.body,
        });
        return { ...document(Number(request.params.documentId)), review_status: 'accepted' };
      }),
    );
    renderPage();

    const table = await screen.findByRole('table', { name: 'İnceleme bekleyen belgeler, en eskisi önce' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'eski.pdf',
      'yeni.pdf',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Deniz Ltd')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'eski.pdf belgesini kabul et' }));
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toEqual({ url: '31/1?all=1', body: { decision: 'accepted' } });

    fireEvent.click(screen.getByRole('button', { name: 'yeni.pdf için düzeltme iste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Düzeltme iste' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(
      await within(dialog).findByText('Lütfen müşterinin neyi düzeltmesi gerektiğini yazın.'),
    ).toBeTruthy();
    expect(reviews).toHaveLength(1);
    fireEvent.change(within(dialog).getByLabelText(/Not/), { target: { value: 'Kaşe okunmuyor.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(reviews).toHaveLength(2));
    expect(reviews[1]).toEqual({
      url: '32/2?all=1',
      body: { decision: 'needs_fix', note: 'Kaşe okunmuyor.' },
    });
  });

  it('shows one company’s waiting documents on its page (from the company’s page), each viewed in the page', async () => {
    signIn('advisor');
    storage.set('permissions', [PERMISSIONS.showFiles, PERMISSIONS.showAccountancy]);
    const asked: string[] = [];
    apiServer.use(
      answer(getDocumentReviewQueueRoute, (request: TMockRequest) => {
        asked.push(request.query.toString());
        return {
          data: [item(1, 'Deniz Ltd', { file_name: 'fis.pdf', account: { id: 7, name: 'Deniz Ltd' } })],
          meta: { page: 1, per_page: 20, total: 1 },
        };
      }),
      answer(listCompanyDocumentsRoute, []),
      answer(listDocumentRequestsRoute, []),
    );
    renderPage('?account=7');
    const section = await screen.findByRole('region', { name: 'İncelenmeyi bekleyen aylık belgeler' });
    const table = await within(section).findByRole('table', {
      name: 'İnceleme bekleyen belgeler, en eskisi önce',
    });
    expect(asked).toEqual(['page=1&per_page=20&account_id=7']);
    // One company's page: no company column.
    expect(within(table).queryByText('Deniz Ltd')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Görüntüle: fis.pdf' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'fis.pdf belgesini kabul et' })).toBeTruthy();
  });

  it('says so when nothing waits', async () => {
    signIn('advisor');
    apiServer.use(
      answer(getDocumentReviewQueueRoute, { data: [], meta: { page: 1, per_page: 20, total: 0 } }),
    );
    renderPage();
    expect(await screen.findByText('İnceleme bekleyen belge yok.')).toBeTruthy();
  });
});
