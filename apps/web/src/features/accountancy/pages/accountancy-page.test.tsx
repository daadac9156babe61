import { shiftPeriod } from '@portal/contracts/documents/document-periods';
import {
  deleteLedgerEntryRoute,
  getLedgerEntriesRoute,
  getLedgerSummaryRoute,
  updateLedgerEntryRoute,
} from '@portal/contracts/ledger/ledger-routes';
import type { TLedgerEntry, TLedgerSummary } from '@portal/contracts/ledger/ledger-schemas';
import { listTaxReturnsRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { taxReturnFixture } from '../../../domains/tax-returns/test-fixtures.ts';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { EntryFormDialog } from '../components/entry-form-dialog.tsx';
import AccountancyPage from './accountancy-page.tsx';

const ENTRY: TLedgerEntry = {
  id: 11,
  date: '2025-03-14',
  kind: 'expense',
  counterparty_name: 'Kırtasiye Dünyası A.Ş.',
  counterparty_tax_number: '9876543217',
  description: 'Kağıt',
  category: 'office_supplies',
  net_amount: 150_000,
  kdv_rate: 20,
  kdv_amount: 30_000,
  gross_amount: 180_000,
  paid: false,
  document_id: null,
  source: 'manual',
  counterparty_id: null,
  sales_invoice_id: null,
  locked: false,
  created_at: '2025-03-14T09:00:00.000Z',
  updated_at: '2025-03-14T09:00:00.000Z',
};

const zero = { income_net: 0, expense_net: 0, kdv_collected: 0, kdv_paid: 0, kdv_payable: 0 };

function summary(closed: boolean): TLedgerSummary {
  const months = Array.from({ length: 12 }, (_, i) => ({
    period: shiftPeriod('2024-04', i),
    closed: false,
    ...zero,
  }));
  const march = {
    period: '2025-03',
    closed,
    income_net: 500_000,
    expense_net: 150_000,
    kdv_collected: 100_000,
    kdv_paid: 30_000,
    kdv_payable: 70_000,
  };
  months[11] = march;
  return {
    from: '2024-04',
    to: '2025-03',
    months,
    total: {
      income_net: 500_000,
      expense_net: 150_000,
      kdv_collected: 100_000,
      kdv_paid: 30_000,
      kdv_payable: 70_000,
    },
    expense_by_category: [{ category: 'office_supplies', net_amount: 150_000 }],
  };
}

let listQueries: string[] = [];

function renderPage(closed = false, entry: TLedgerEntry = ENTRY) {
  listQueries = [];
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', ['show accountancy']);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: 4 });
  apiServer.use(
    answer(getLedgerEntriesRoute, ({ query, params }) => {
      expect(params.id).toBe('7');
      listQueries.push(query.toString());
      return { data: [{ ...entry, locked: closed }], meta: { page: 1, per_page: 20, total: 1 } };
    }),
    answer(getLedgerSummaryRoute, ({ query }) => {
      expect(query.get('from')).toBe('2024-04');
      expect(query.get('to')).toBe('2025-03');
      return summary(closed);
    }),
    // March's KDV return is filed; February's is still being prepared.
    answer(listTaxReturnsRoute, [
      taxReturnFixture({ id: 2, period: '2025-03', status: 'filed', amount_due: 68_000, due_date: null }),
      taxReturnFixture({ id: 1, period: '2025-02', status: 'preparing', amount_due: null }),
    ]),
  );
  return renderRoute(
    <AccountancyPage />,
    '/:lang/app/accountancy',
    '/tr/app/accountancy?period=2025-03&kind=expense',
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['accountancy', 'validation']);
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the accountancy page', { timeout: 60_000 }, () => {
  it('shows the month’s summary and its entries, asking the server with the URL’s filters', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Dönemin gelir ve gider kayıtları' });
    const row = within(table).getByRole('row', { name: /Kırtasiye Dünyası/ });
    expect(row.textContent).toContain('14.03.2025');
    expect(row.textContent).toContain('₺1.800');
    expect(row.textContent).toContain('Kırtasiye ve ofis malzemesi');
    expect(listQueries[0]).toContain('period=2025-03');
    expect(listQueries[0]).toContain('kind=expense');
    expect(listQueries[0]).toContain('sort=-date');

    const cards = await screen.findByText('Ödenecek KDV (tahmini)');
    expect(cards.parentElement?.textContent).toContain('₺700');
    // Beside the estimate, the filed return's figure.
    expect(await screen.findByText('Verilen beyannamede: ₺680')).toBeTruthy();
    expect(screen.getByText('Gelir (net)').parentElement?.textContent).toContain('₺5.000');
    expect(screen.getByRole('button', { name: 'Kayıt ekle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excel (XLSX) indir' })).toBeTruthy();
  });

  it('tells the customer a closed month is read-only and offers no changes', async () => {
    renderPage(true);
    expect(await screen.findByText(/danışmanınız tarafından kapatıldı/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kayıt ekle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Düzenle/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeTruthy();
  });

  it('marks an entry paid with its checkbox, sending the entry back with only that changed', async () => {
    let sent: unknown = null;
    renderPage();
    apiServer.use(
      answer(updateLedgerEntryRoute, ({ params, body }) => {
        expect(params).toEqual({ id: '7', entryId: '11' });
        sent = body;
        return { ...ENTRY, paid: true };
      }),
    );
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Ödendi olarak işaretle: Kırtasiye Dünyası A.Ş.' }),
    );
    await waitFor(() => expect(sent).not.toBeNull());
    const {
      id: _id,
      locked: _l,
      created_at: _c,
      updated_at: _u,
      gross_amount: _g,
      counterparty_id: _cp,
      sales_invoice_id: _si,
      ...fields
    } = ENTRY;
    expect(sent).toEqual({ ...fields, paid: true });
  });

  it('asks before deleting an entry, naming its date and amount, and deletes it when confirmed', async () => {
    const deleted: string[] = [];
    renderPage();
    apiServer.use(
      answer(deleteLedgerEntryRoute, ({ params }) => {
        deleted.push(params.entryId ?? '');
        return null;
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sil: Kırtasiye Dünyası A.Ş.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kayıt silinsin mi?' });
    expect(dialog.textContent).toContain('Kırtasiye Dünyası A.Ş. (14.03.2025, ₺1.800');
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(deleted).toEqual(['11']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the entry form', { timeout: 60_000 }, () => {
  it('computes KDV and gross live from the amount as typed, in either writing', async () => {
    renderRoute(
      <EntryFormDialog
        target={{ accountId: 7, scope: {} }}
        entry={null}
        defaultDate="2025-03-01"
        onClose={() => {}}
        onSaved={() => {}}
      />,
      '/:lang/app/accountancy',
      '/tr/app/accountancy',
    );
    const net = await screen.findByLabelText(/Net tutar/);
    fireEvent.change(net, { target: { value: '1.234,56' } });
    fireEvent.change(screen.getByLabelText(/KDV oranı/), { target: { value: '10' } });
    // 123 456 × 10 / 100 = 12 345.6 kuruş → 12 346 (half up).
    expect(screen.getByTestId('computed-kdv').textContent).toBe('₺123,46');
    expect(screen.getByTestId('computed-gross').textContent).toBe('₺1.358,02');
    fireEvent.change(net, { target: { value: '1234.56' } });
    fireEvent.change(screen.getByLabelText(/KDV oranı/), { target: { value: '20' } });
    expect(screen.getByTestId('computed-kdv').textContent).toBe('₺246,91');
    expect(screen.getByTestId('computed-gross').textContent).toBe('₺1.481,47');
    fireEvent.change(net, { target: { value: 'abc' } });
    expect(screen.getByTestId('computed-kdv').textContent).toBe('—');
  });

  it('refuses a bad tax number and amount with the shared messages', async () => {
    renderRoute(
      <EntryFormDialog
        target={{ accountId: 7, scope: {} }}
        entry={null}
        defaultDate="2025-03-01"
        onClose={() => {}}
        onSaved={() => {}}
      />,
      '/:lang/app/accountancy',
      '/tr/app/accountancy',
    );
    fireEvent.change(await screen.findByLabelText(/Karşı taraf/), { target: { value: 'Ali Veli' } });
    fireEvent.change(screen.getByLabelText(/VKN veya TCKN/), { target: { value: '1234567891' } });
    fireEvent.change(screen.getByLabelText(/Net tutar/), { target: { value: '12,345,6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Lütfen geçerli bir VKN (10 hane) veya TC kimlik numarası (11 hane) girin.'),
    ).toBeTruthy();
    expect(screen.getByText('Lütfen geçerli bir tutar girin (ör. 25.000 ya da 1.234,56).')).toBeTruthy();
  });
});

describe('the entry form’s KDV rates', { timeout: 60_000 }, () => {
  it('offers the rates in force on the entry’s date, moving the rate with the date', async () => {
    renderRoute(
      <EntryFormDialog
        target={{ accountId: 7, scope: {} }}
        entry={null}
        defaultDate="2023-07-01"
        onClose={() => {}}
        onSaved={() => {}}
      />,
      '/:lang/app/accountancy',
      '/tr/app/accountancy',
    );
    const rate = (await screen.findByLabelText(/KDV oranı/)) as HTMLSelectElement;
    const offered = () =>
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent);
    // Before 10 July 2023: 18 and 8 were the general and reduced rates.
    expect(offered()).toEqual(['%0', '%1', '%8', '%18']);
    expect(rate.value).toBe('18');
    fireEvent.change(screen.getByLabelText(/Tarih/), { target: { value: '2023-07-10' } });
    await waitFor(() => expect(offered()).toEqual(['%0', '%1', '%10', '%20']));
    await waitFor(() => expect(rate.value).toBe('20'));
    fireEvent.change(rate, { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/Tarih/), { target: { value: '2023-07-09' } });
    await waitFor(() => expect(rate.value).toBe('8'));
  });
});
