import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import {
  createCollectionRoute,
  getAgeingRoute,
  listCollectionsRoute,
} from '@portal/contracts/collections/collection-routes';
import { listCounterpartiesRoute } from '@portal/contracts/counterparties/counterparty-routes';
import { listPurchaseInvoicesRoute } from '@portal/contracts/purchase-invoices/purchase-invoice-routes';
import { listSalesInvoicesRoute } from '@portal/contracts/sales-invoices/sales-invoice-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  collectionFixture,
  counterpartyFixture,
  invoiceFixture,
  page,
  SLOW,
  setUpBooksPageTests,
  signInCustomer,
  WAIT,
} from '../test-fixtures.ts';
import CollectionsPage from './collections-page.tsx';

const buckets = { not_due: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };

let ageingQueries: string[] = [];
let invoiceQueries: string[] = [];

function serve() {
  ageingQueries = [];
  invoiceQueries = [];
  apiServer.use(
    answer(getAccountRoute, accountDetailFixture()),
    answer(listCollectionsRoute, page([collectionFixture()])),
    answer(listCounterpartiesRoute, page([counterpartyFixture()])),
    answer(getAgeingRoute, ({ query }) => {
      ageingQueries.push(query.toString());
      const kind = query.get('kind') === 'payable' ? 'payable' : 'receivable';
      const row = { ...buckets, days_1_30: 116_000, not_due: 50_000, total: 166_000 };
      return kind === 'payable'
        ? {
            kind,
            as_of: '2026-11-28',
            total: { ...buckets, total: 0 },
            counterparties: [],
            counterparty_count: 0,
          }
        : {
            kind,
            as_of: '2026-11-28',
            total: row,
            counterparties: [{ ...row, counterparty_id: 21, name: 'Deniz Yazılım A.Ş.' }],
            counterparty_count: 1,
          };
    }),
    answer(listSalesInvoicesRoute, ({ query }) => {
      invoiceQueries.push(query.toString());
      return page([
        invoiceFixture({ totals: { ...invoiceFixture().totals, open_amount: 116_000 } }),
        invoiceFixture({
          id: 33,
          number: 'ABC2026000000004',
          due_date: '2026-12-10',
          totals: { ...invoiceFixture().totals, open_amount: 50_000 },
        }),
        invoiceFixture({ id: 34, number: 'ABC2026000000005', type: 'IADE', returns_invoice_id: 31 }),
      ]);
    }),
  );
}

setUpBooksPageTests();

describe('the collections page', { timeout: SLOW }, () => {
  it('shows the ageing in total and per counterparty, either side, and the list', async () => {
    signInCustomer();
    serve();
    const router = renderRoute(
      <CollectionsPage />,
      '/:lang/app/accountancy/collections',
      '/tr/app/accountancy/collections',
    );
    const ageing = await screen.findByRole('table', { name: 'Müşterilere göre alacaklar' }, WAIT);
    const row = within(ageing).getByRole('row', { name: /Deniz Yazılım/ });
    expect(row.textContent).toContain('₺1.160');
    expect(row.textContent).toContain('₺500');
    expect(row.textContent).toContain('₺1.660');
    expect(screen.getByTestId('ageing-total').textContent).toContain('1-30 gün₺1.160');
    expect(ageingQueries[0]).toBe('kind=receivable');

    const list = await screen.findByRole('table', { name: 'Tahsilat ve ödemeler' }, WAIT);
    const collection = within(list).getByRole('row', { name: /Deniz Yazılım/ });
    expect(collection.textContent).toContain('ABC2026000000001 (₺1.000)');
    expect(collection.textContent).toContain('Havale / EFT');

    fireEvent.change(screen.getByLabelText('Görünüm'), { target: { value: 'payable' } });
    await waitFor(() => expect(router.state.location.search).toBe('?ageing=payable'), WAIT);
    expect(await screen.findByText('Açık borç yok.', undefined, WAIT)).toBeTruthy();
    expect(ageingQueries.at(-1)).toBe('kind=payable');
  });

  it('records a collection set against the customer’s open invoices, no more than each has open', async () => {
    signInCustomer();
    serve();
    const sent: TMockRequest[] = [];
    apiServer.use(
      answer(
        createCollectionRoute,
        (request) => {
          sent.push(request);
          return collectionFixture({ id: 52, amount: 150_000 });
        },
        { status: 201, message: 'Tahsilat kaydedildi.' },
      ),
    );
    renderRoute(<CollectionsPage />, '/:lang/app/accountancy/collections', '/tr/app/accountancy/collections');
    fireEvent.click(await screen.findByRole('button', { name: 'Tahsilat kaydet' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Tahsilat kaydet' }, WAIT);
    expect(within(dialog).getByText('Açık faturalarını görmek için müşteriyi seçin.')).toBeTruthy();
    const customer = within(dialog).getByLabelText(/^Müşteri\*?$/);
    await waitFor(
      () => expect(within(customer).getByRole('option', { name: /Deniz Yazılım/ })).toBeTruthy(),
      WAIT,
    );
    fireEvent.change(customer, { target: { value: '21' } });
    expect(await within(dialog).findByText('Vade 16.11.2026 · Açık ₺1.160', undefined, WAIT)).toBeTruthy();
    expect(invoiceQueries[0]).toContain('status=issued');
    expect(invoiceQueries[0]).toContain('counterparty_id=21');
    // The return invoice is not one to collect against.
    expect(within(dialog).queryByText('ABC2026000000005')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/Tutar \(TL\)/), { target: { value: '1.500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vadesi en eskiden dağıt' }));
    const first = within(dialog).getByLabelText('ABC2026000000001 için tutar') as HTMLInputElement;
    const second = within(dialog).getByLabelText('ABC2026000000004 için tutar') as HTMLInputElement;
    expect(first.value).toBe('1160');
    expect(second.value).toBe('340');
    expect(within(dialog).getByText('Dağıtılan: ₺1.500 · Hesapta kalan: ₺0')).toBeTruthy();

    fireEvent.change(second, { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('Bu tutar faturanın açık tutarını (₺500) aşıyor.', undefined, WAIT),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(second, { target: { value: '340' } });
    fireEvent.change(within(dialog).getByLabelText(/Tarih/), { target: { value: '2026-11-27' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]?.body).toEqual({
      kind: 'collection',
      date: '2026-11-27',
      counterparty_id: 21,
      amount: 150_000,
      method: 'bank_transfer',
      note: '',
      allocations: [
        { invoice_id: 31, amount: 116_000 },
        { invoice_id: 33, amount: 34_000 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });

  it('records a payment set against the supplier’s open purchase invoices', async () => {
    signInCustomer();
    serve();
    const sent: TMockRequest[] = [];
    const purchaseQueries: string[] = [];
    apiServer.use(
      answer(
        listCounterpartiesRoute,
        page([counterpartyFixture({ id: 22, name: 'Ege Kırtasiye', kind: 'supplier' })]),
      ),
      answer(listPurchaseInvoicesRoute, ({ query }) => {
        purchaseQueries.push(query.toString());
        return page([
          {
            id: 71,
            counterparty_id: 22,
            counterparty_name: 'Ege Kırtasiye',
            number: 'EGE2026000000123',
            uuid: null,
            type: 'SATIS',
            issue_date: '2026-11-02',
            due_date: '2026-11-20',
            payable_amount: 240_000,
            open_amount: 240_000,
            overdue: false,
          },
        ]);
      }),
      answer(
        createCollectionRoute,
        (request) => {
          sent.push(request);
          return collectionFixture({ id: 53, kind: 'payment', amount: 100_000 });
        },
        { status: 201, message: 'Ödeme kaydedildi.' },
      ),
    );
    renderRoute(<CollectionsPage />, '/:lang/app/accountancy/collections', '/tr/app/accountancy/collections');
    fireEvent.click(await screen.findByRole('button', { name: 'Ödeme kaydet' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Ödeme kaydet' }, WAIT);
    expect(within(dialog).getByText('Açık faturalarını görmek için tedarikçiyi seçin.')).toBeTruthy();
    const supplier = within(dialog).getByLabelText(/^Tedarikçi\*?$/);
    await waitFor(
      () => expect(within(supplier).getByRole('option', { name: /Ege Kırtasiye/ })).toBeTruthy(),
      WAIT,
    );
    fireEvent.change(supplier, { target: { value: '22' } });
    expect(await within(dialog).findByText('Vade 20.11.2026 · Açık ₺2.400', undefined, WAIT)).toBeTruthy();
    expect(purchaseQueries[0]).toContain('counterparty_id=22');
    expect(purchaseQueries[0]).toContain('open=true');

    fireEvent.change(within(dialog).getByLabelText(/Tutar \(TL\)/), { target: { value: '1.000' } });
    fireEvent.change(within(dialog).getByLabelText('EGE2026000000123 için tutar'), {
      target: { value: '1.000' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Tarih/), { target: { value: '2026-11-27' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]?.body).toMatchObject({
      kind: 'payment',
      counterparty_id: 22,
      amount: 100_000,
      allocations: [{ invoice_id: 71, amount: 100_000 }],
    });
  });
});
