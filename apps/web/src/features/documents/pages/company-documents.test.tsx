import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  addCompanyDocumentRoute,
  createDocumentRequestRoute,
  fulfilDocumentRequestRoute,
  listCompanyDocumentsRoute,
  listDocumentRequestsRoute,
} from '@portal/contracts/company-documents/company-document-routes';
import type {
  TCompanyDocument,
  TDocumentRequest,
} from '@portal/contracts/company-documents/company-documents';
import { getAccountDocumentsRoute } from '@portal/contracts/documents/document-routes';
import type { TMonthlyDocument } from '@portal/contracts/documents/monthly-documents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { vaultExpiry } from '../vault-expiry.ts';
import DocumentsPage from './documents-page.tsx';

// One fixed day (Istanbul): the flags and the form's defaults are measured from it.
const NOW = new Date('2026-11-20T09:00:00.000Z');

const vaultDocument = (id: number, changes: Partial<TCompanyDocument> = {}): TCompanyDocument => ({
  id,
  account_id: 7,
  kind: 'vergi_levhasi',
  title: null,
  valid_until: null,
  file_name: `belge-${id}.pdf`,
  mime_type: 'application/pdf',
  size: 120_000,
  created_at: '2026-11-02T08:00:00.000Z',
  ...changes,
});

const monthly = (id: number, changes: Partial<TMonthlyDocument> = {}): TMonthlyDocument => ({
  id,
  kind: 'bank_statement',
  file_name: `ekstre-${id}.pdf`,
  mime_type: 'application/pdf',
  size: 250_000,
  created_at: '2026-11-18T08:00:00.000Z',
  url: `/api/accounts/7/documents/${id}/file`,
  period: '2026-10',
  review_status: 'pending',
  review_note: null,
  reviewed_at: null,
  ...changes,
});

const request = (id: number, changes: Partial<TDocumentRequest> = {}): TDocumentRequest => ({
  id,
  account_id: 7,
  title: 'Ekim banka ekstresi',
  kind: 'bank_statement',
  period: '2026-10',
  due_date: '2026-11-15',
  note: null,
  status: 'open',
  document: null,
  created_at: '2026-11-05T08:00:00.000Z',
  fulfilled_at: null,
  ...changes,
});

const OPEN = request(12, { note: 'Ziraat hesabı' });
const FULFILLED = request(11, {
  title: 'Eylül kredi kartı ekstresi',
  period: '2026-09',
  due_date: '2026-10-20',
  status: 'fulfilled',
  document: monthly(90, { file_name: 'kart-eylul.pdf', period: '2026-09' }),
  fulfilled_at: '2026-10-18T09:00:00.000Z',
});

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['documents', 'form', 'validation']);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

let vaultQueries: string[] = [];
let requestQueries: string[] = [];

function serve(vault: TCompanyDocument[], requests: TDocumentRequest[]) {
  vaultQueries = [];
  requestQueries = [];
  apiServer.use(
    answer(listCompanyDocumentsRoute, ({ query }) => {
      vaultQueries.push(query.toString());
      return vault;
    }),
    answer(listDocumentRequestsRoute, ({ query }) => {
      requestQueries.push(query.toString());
      return requests;
    }),
    answer(getAccountDocumentsRoute, []),
  );
}

function renderPage(query = '') {
  return renderRoute(<DocumentsPage />, '/:lang/app/documents', `/tr/app/documents${query}`);
}

function signInCustomer() {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', [PERMISSIONS.showFiles]);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
}

function signInStaff() {
  storage.set('token', 'admin-token');
  storage.set('role_name', 'admin');
  storage.set('permissions', [PERMISSIONS.showFiles, PERMISSIONS.showAccounts, PERMISSIONS.showAccountsAll]);
}

describe('a vault document’s validity', () => {
  it('is flagged in its last 30 days and after its last valid day', () => {
    expect(vaultExpiry(null, '2026-11-20')).toBeNull();
    expect(vaultExpiry('2026-11-19', '2026-11-20')).toBe('expired');
    expect(vaultExpiry('2026-11-20', '2026-11-20')).toBe('expiresSoon');
    expect(vaultExpiry('2026-12-20', '2026-11-20')).toBe('expiresSoon');
    expect(vaultExpiry('2026-12-21', '2026-11-20')).toBe('valid');
  });
});

describe('the firm’s documents, as the customer sees them', () => {
  it('lists the vault with its validity flags and a download named for each document', async () => {
    signInCustomer();
    serve(
      [
        vaultDocument(1, { valid_until: '2026-12-10' }),
        vaultDocument(2, { kind: 'imza_sirkuleri', valid_until: '2026-11-01' }),
        vaultDocument(3, { kind: 'other', title: 'Kira sözleşmesi eki' }),
        vaultDocument(4, { kind: 'ticaret_sicil_gazetesi', valid_until: '2027-06-30' }),
      ],
      [],
    );
    renderPage();
    const vault = await screen.findByRole('region', { name: 'Danışmanınızdan gelen belgeler' });
    const table = await within(vault).findByRole('table', { name: 'Belgeler, en yenisi önce' });
    expect(vaultQueries).toEqual(['']);
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^Vergi levhası/).textContent).toContain('10 Aralık 2026');
    expect(row(/^Vergi levhası/).textContent).toContain('Süresi yakında doluyor');
    expect(row(/^İmza sirküleri/).textContent).toContain('Süresi doldu');
    expect(row(/^Kira sözleşmesi eki/).textContent).toContain('Süresiz');
    expect(row(/^Kira sözleşmesi eki/).textContent).toContain('Diğer belge');
    expect(row(/^Ticaret sicil gazetesi/).textContent).not.toMatch(/Süresi/);
    expect(within(table).getByRole('button', { name: 'Kira sözleşmesi eki belgesini indir' })).toBeTruthy();
    // Only staff add to the vault.
    expect(screen.queryByRole('button', { name: 'Belge ekle' })).toBeNull();
    // Nothing asked: no requests section for the customer.
    expect(screen.queryByRole('region', { name: 'İstenen belgeler' })).toBeNull();
  });

  it('answers an open request with a file, checked before it goes, and shows the answered ones with their file', async () => {
    signInCustomer();
    let requests = [OPEN, FULFILLED];
    serve([], requests);
    const sent: TMockRequest[] = [];
    apiServer.use(
      answer(
        fulfilDocumentRequestRoute,
        (call) => {
          sent.push(call);
          const answered = request(12, {
            status: 'fulfilled',
            document: monthly(91, { file_name: 'ziraat-ekim.pdf' }),
            fulfilled_at: '2026-11-20T09:00:00.000Z',
          });
          requests = [answered, FULFILLED];
          apiServer.use(answer(listDocumentRequestsRoute, () => requests));
          return answered;
        },
        { message: 'Belgeniz yüklendi ve isteğe bağlandı; danışmanınız inceleyecek.' },
      ),
    );
    renderPage();
    const section = await screen.findByRole('region', { name: 'İstenen belgeler' });
    expect(section.id).toBe('document-requests');
    const table = await within(section).findByRole('table', { name: 'İstenen belgeler, açık olanlar önce' });
    const open = within(table).getByRole('row', { name: /^Ekim banka ekstresi/ });
    expect(open.textContent).toContain('Ekim 2026');
    expect(open.textContent).toContain('Banka ekstresi');
    expect(open.textContent).toContain('15 Kasım 2026(Gecikti)');
    expect(open.textContent).toContain('Not: Ziraat hesabı');
    const answered = within(table).getByRole('row', { name: /^Eylül kredi kartı ekstresi/ });
    expect(answered.textContent).toContain('kart-eylul.pdf');
    expect(answered.textContent).toContain('18 Ekim 2026 tarihinde yüklendi');
    expect(answered.textContent).not.toContain('Gecikti');
    expect(within(answered).queryByRole('button')).toBeNull();

    fireEvent.click(within(open).getByRole('button', { name: 'Belgeyi yükle: Ekim banka ekstresi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Belgeyi yükle: Ekim banka ekstresi' });
    expect(dialog.textContent).toContain('Ekim 2026 ayının belgelerine eklenir (Banka ekstresi)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    expect(await within(dialog).findByText('Lütfen bir dosya seçin.')).toBeTruthy();
    const picker = within(dialog).getByLabelText(/Dosya/, { selector: 'input[type=file]' });
    expect(picker.getAttribute('accept')).toContain('.xml');
    fireEvent.change(picker, {
      target: { files: [new File(['MZ'], 'program.exe', { type: 'application/x-msdownload' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    expect(await within(dialog).findByText(/Yalnızca PDF, JPEG, PNG veya e-Fatura XML/)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(picker, {
      target: { files: [new File(['%PDF-1.7'], 'ziraat-ekim.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.params).toEqual({ id: '7', requestId: '12' });
    expect(String(sent[0]?.body)).toMatch(/name="file"/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText('ziraat-ekim.pdf')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Belgeyi yükle/ })).toBeNull();
  });

  it('offers no upload to a company not yet active', async () => {
    signInCustomer();
    storage.set('account', { id: 7, name: 'Acme Ltd', status: 3 });
    serve([], [OPEN]);
    renderPage();
    await screen.findByRole('row', { name: /^Ekim banka ekstresi/ });
    expect(screen.queryByRole('button', { name: /^Belgeyi yükle/ })).toBeNull();
  });
});

describe('the firm’s documents of a company, as staff keep them', () => {
  it('adds a document to the vault, checking kind, title and file as the server does', async () => {
    signInStaff();
    serve([], []);
    const bodies: string[] = [];
    const queries: string[] = [];
    apiServer.use(
      answer(
        addCompanyDocumentRoute,
        ({ body, query }) => {
          bodies.push(String(body));
          queries.push(query.toString());
          return vaultDocument(5, { kind: 'other', title: 'Kira sözleşmesi eki', valid_until: '2027-01-31' });
        },
        { message: 'Belge şirketin arşivine eklendi; şirkete bildirildi.' },
      ),
    );
    renderPage('?account=7');
    expect(await screen.findByRole('heading', { name: 'Şirketin belgeleri', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Bu şirket için henüz belge eklenmedi.')).toBeTruthy();
    expect(vaultQueries).toEqual(['all=1']);
    expect(requestQueries).toEqual(['all=1']);
    expect(screen.getByRole('link', { name: 'Şirkete dön' }).getAttribute('href')).toBe(
      '/tr/app/accounts-detail/7',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Belge ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Şirkete belge ekle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Lütfen belgenin türünü seçin.')).toBeTruthy();
    expect(within(dialog).getByText('Lütfen bir dosya seçin.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Belge türü/), { target: { value: 'other' } });
    fireEvent.change(within(dialog).getByLabelText(/Geçerlilik sonu/), { target: { value: '2027-01-31' } });
    fireEvent.change(within(dialog).getByLabelText(/^Dosya/, { selector: 'input[type=file]' }), {
      target: { files: [new File(['%PDF-1.7'], 'kira-ek.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(
      await within(dialog).findByText('"Diğer belge" türündeki bir belge için bir başlık yazın.'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Başlık/), { target: { value: 'Kira sözleşmesi eki' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(queries).toEqual(['all=1']);
    expect(bodies[0]).toMatch(/name="kind"\r\n\r\nother/);
    expect(bodies[0]).toMatch(/name="title"\r\n\r\nKira sözleşmesi eki/);
    expect(bodies[0]).toMatch(/name="valid_until"\r\n\r\n2027-01-31/);
    expect(bodies[0]).toMatch(/name="file"/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('requests a document for last month by default, checked by the contract’s schema', async () => {
    signInStaff();
    serve([], [FULFILLED]);
    const bodies: unknown[] = [];
    apiServer.use(
      answer(
        createDocumentRequestRoute,
        ({ body }) => {
          bodies.push(body);
          return request(13);
        },
        { message: 'Belge istendi; müşteriye bildirildi.' },
      ),
    );
    renderPage('?account=7');
    const section = await screen.findByRole('region', { name: 'Müşteriden istenen belgeler' });
    expect(await within(section).findByText('kart-eylul.pdf')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Belge iste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Müşteriden belge iste' });
    expect((within(dialog).getByLabelText(/^Ay/) as HTMLInputElement).value).toBe('2026-10');
    expect((within(dialog).getByLabelText(/Belge türü/) as HTMLSelectElement).value).toBe('bank_statement');
    expect((within(dialog).getByLabelText(/Son gün/) as HTMLInputElement).value).toBe('2026-11-27');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İste' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Ay/), { target: { value: '2026-13' } });
    fireEvent.change(within(dialog).getByLabelText(/Ne istiyorsunuz/), {
      target: { value: 'Ekim banka ekstresi' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İste' }));
    expect(await within(dialog).findByText('Lütfen geçerli bir değer girin.')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Ay/), { target: { value: '2026-10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Not/), { target: { value: 'Ziraat hesabı' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İste' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          title: 'Ekim banka ekstresi',
          kind: 'bank_statement',
          period: '2026-10',
          due_date: '2026-11-27',
          note: 'Ziraat hesabı',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
