import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import {
  confirmTaxPaymentRoute,
  createTaxReturnRoute,
  listTaxReturnsRoute,
  updateTaxReturnRoute,
  uploadTaxReturnDocumentRoute,
} from '@portal/contracts/tax-returns/tax-return-routes';
import type { TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { taxReturnFixture } from '../../../domains/tax-returns/test-fixtures.ts';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { storage } from '../../../lib/storage.ts';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { lastEndedPeriod } from '../components/create-return-dialog.tsx';
import TaxReturnsPage from './tax-returns-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const PREPARING = taxReturnFixture({
  id: 41,
  kind: 'muhtasar_prim',
  status: 'preparing',
  filed_at: null,
  amount_due: null,
  due_date: null,
  documents: [],
});
const FILED = taxReturnFixture({ id: 42, status: 'filed', amount_due: null, due_date: null, documents: [] });
const REPORTED = taxReturnFixture({
  id: 43,
  period: '2026-09',
  paid_at: '2026-10-25T08:00:00.000Z',
  receipt_document_id: 90,
});
const OLD = taxReturnFixture({ id: 44, kind: 'kurumlar_vergisi', period: '2025', status: 'paid' });

let listQueries: string[] = [];

function serve(returns: TTaxReturn[]) {
  listQueries = [];
  apiServer.use(
    answer(getAccountRoute, accountDetailFixture()),
    answer(listTaxReturnsRoute, ({ query }) => {
      listQueries.push(query.toString());
      return returns;
    }),
  );
}

function signInStaff() {
  storage.set('token', 'advisor-token');
  storage.set('role_name', 'admin');
  storage.set('permissions', ['show accounts', 'show accounts all']);
}

function renderPage(entry = '/tr/app/tax-returns?account=7') {
  return renderRoute(<TaxReturnsPage />, '/:lang/app/tax-returns', entry);
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['taxReturns', 'form', 'validation']);
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.mocked(notify).mockClear();
});

describe('the tax returns page, as the customer sees it', () => {
  it('lists the returns with status, deadline, amount and due date; filters by year in the URL', async () => {
    storage.set('token', 'customer-token');
    storage.set('role_name', 'customer');
    storage.set('permissions', ['show files']);
    storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
    serve([FILED, REPORTED, OLD]);
    const router = renderPage('/tr/app/tax-returns');
    const table = await screen.findByRole('table', { name: 'Beyannameler' });
    expect(listQueries[0]).toBe('');
    const reported = within(table).getByRole('row', { name: /KDV beyannamesi, Eylül 2026/ });
    expect(reported.textContent).toContain('Onay bekliyor');
    expect(reported.textContent).toContain('₺12.345,67');
    expect(reported.textContent).toContain('26 Kasım 2026');
    expect(
      within(reported).getByRole('button', { name: 'Tahakkuk fişi indir: KDV beyannamesi, Eylül 2026' }),
    ).toBeTruthy();
    // No staff actions for a customer.
    expect(screen.queryByRole('button', { name: 'Beyanname ekle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Düzenle/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Yıl'), { target: { value: '2025' } });
    await waitFor(() => expect(router.state.location.search).toBe('?year=2025'));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('row', { name: /Kurumlar vergisi beyannamesi, 2025/ })).toBeTruthy();
  });

  it('names the documents without download links for a member without "show files"', async () => {
    storage.set('token', 'customer-token');
    storage.set('role_name', 'customer');
    storage.set('permissions', []);
    storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
    serve([REPORTED]);
    renderPage('/tr/app/tax-returns');
    const table = await screen.findByRole('table', { name: 'Beyannameler' });
    expect(table.textContent).toContain('Tahakkuk fişi');
    expect(within(table).queryByRole('button', { name: /indir/ })).toBeNull();
  });
});

describe('the tax returns page, as staff see a company they serve', () => {
  it('adds a return, checking the period as the kind needs it before anything is sent', async () => {
    signInStaff();
    serve([]);
    const sent: TMockRequest[] = [];
    apiServer.use(
      answer(
        createTaxReturnRoute,
        (request) => {
          sent.push(request);
          return taxReturnFixture({ id: 50, kind: 'gecici_vergi', period: '2026-Q3', status: 'preparing' });
        },
        { message: 'Beyanname eklendi.' },
      ),
    );
    renderPage();
    expect(await screen.findByText('Henüz bir beyanname yok.')).toBeTruthy();
    expect(listQueries[0]).toBe('all=1');
    fireEvent.click(screen.getByRole('button', { name: 'Beyanname ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beyanname ekle' });
    fireEvent.change(within(dialog).getByLabelText(/Beyanname türü/), { target: { value: 'gecici_vergi' } });
    const period = within(dialog).getByLabelText(/Dönem/);
    expect(dialog.textContent).toContain('Üç aylık: yıl ve dönem, ör. 2026-Q3');
    fireEvent.change(period, { target: { value: '2026-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(
      await within(dialog).findByText(
        'Dönemi beyannamenin türüne göre yazın: aylık 2026-10, üç aylık 2026-Q3, yıllık 2026.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(period, { target: { value: '2026-Q3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ kind: 'gecici_vergi', period: '2026-Q3' });
    expect(sent[0]?.query.get('all')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only the allowed moves, and accrues a filed return with its amount in lira and due date', async () => {
    signInStaff();
    serve([PREPARING, FILED]);
    const bodies: unknown[] = [];
    apiServer.use(
      answer(
        updateTaxReturnRoute,
        ({ params, body }) => {
          expect(params).toEqual({ id: '7', returnId: '42' });
          bodies.push(body);
          return { ...FILED, status: 'accrued', amount_due: 1_234_567, due_date: '2026-11-26' };
        },
        { message: 'Beyanname güncellendi.' },
      ),
    );
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Düzenle: Muhtasar ve prim hizmet beyannamesi, Ekim 2026' }),
    );
    let dialog = await screen.findByRole('dialog');
    const moves = within(within(dialog).getByLabelText(/Durum/)).getAllByRole('option');
    expect(moves.map((option) => option.textContent)).toEqual(['Hazırlanıyor', 'Verildi', 'Gerekmiyor']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Düzenle: KDV beyannamesi, Ekim 2026' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Durum/), { target: { value: 'accrued' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findAllByText('Tahakkuk için sıfırdan büyük bir tutar ve son ödeme günü girin.'),
    ).toHaveLength(2);
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Ödenecek tutar/), { target: { value: '12.345,67' } });
    fireEvent.change(within(dialog).getByLabelText(/Son ödeme günü/), { target: { value: '2026-11-26' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ status: 'accrued', amount_due: 1_234_567, due_date: '2026-11-26' }]),
    );
  });

  it('uploads the tahakkuk fişi as role "accrual", and confirms a reported payment', async () => {
    signInStaff();
    serve([FILED, REPORTED]);
    const uploads: string[] = [];
    const confirmed: string[] = [];
    apiServer.use(
      answer(uploadTaxReturnDocumentRoute, ({ params, body }) => {
        uploads.push(`${params.returnId}:${String(body)}`);
        return FILED;
      }),
      answer(
        confirmTaxPaymentRoute,
        ({ params, query }) => {
          confirmed.push(`${params.returnId}?${query.toString()}`);
          return { ...REPORTED, status: 'paid', payment_confirmed_at: '2026-10-26T08:00:00.000Z' };
        },
        { message: 'Ödeme onaylandı.' },
      ),
    );
    renderPage();
    // A reported payment locks the return: no edit, only the confirmation.
    const reportedRow = await screen.findByRole('row', { name: /KDV beyannamesi, Eylül 2026/ });
    expect(within(reportedRow).queryByRole('button', { name: /^Düzenle/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Belge yükle: KDV beyannamesi, Ekim 2026' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Tahakkuk fişi') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Dosya/, { selector: 'input[type=file]' }), {
      target: { files: [new File(['%PDF'], 'tahakkuk.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatch(/^42:/);
    expect(uploads[0]).toMatch(/name="role"\r\n\r\naccrual/);
    expect(uploads[0]).toMatch(/name="file"/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(
      within(reportedRow).getByRole('button', { name: 'Ödemeyi onayla: KDV beyannamesi, Eylül 2026' }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('25 Ekim 2026 tarihinde dekontuyla bildirdi');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ödemeyi onayla' }));
    await waitFor(() => expect(confirmed).toEqual(['43?all=1']));
  });
});

describe('a new return’s period', () => {
  it('starts at the last period of the kind that has ended', () => {
    const now = new Date('2026-11-28T09:00:00Z');
    expect(lastEndedPeriod('kdv', now)).toBe('2026-10');
    expect(lastEndedPeriod('gecici_vergi', now)).toBe('2026-Q3');
    expect(lastEndedPeriod('kurumlar_vergisi', now)).toBe('2025');
    expect(lastEndedPeriod('gecici_vergi', new Date('2026-02-10T09:00:00Z'))).toBe('2025-Q3');
    expect(lastEndedPeriod('gecici_vergi', new Date('2026-04-10T09:00:00Z'))).toBe('2026-Q1');
  });
});
