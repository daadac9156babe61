import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import {
  createCounterpartyRoute,
  getCounterpartyStatementRoute,
  listCounterpartiesRoute,
} from '@portal/contracts/counterparties/counterparty-routes';
import { getCitiesRoute, getDistrictsRoute } from '@portal/contracts/locations/place-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  counterpartyFixture,
  page,
  SLOW,
  setUpBooksPageTests,
  signInCustomer,
  signInStaff,
  WAIT,
} from '../test-fixtures.ts';
import CounterpartiesPage from './counterparties-page.tsx';
import CounterpartyStatementPage from './counterparty-statement-page.tsx';

const CUSTOMER = counterpartyFixture();
const SUPPLIER = counterpartyFixture({
  id: 22,
  name: 'Kırtasiye Dünyası',
  tax_number: '',
  tax_office: '',
  city: '',
  district: '',
  email: '',
  phone: '',
  kind: 'supplier',
  balance: -50_000,
});

let listQueries: string[] = [];

function serve() {
  listQueries = [];
  apiServer.use(
    answer(getAccountRoute, accountDetailFixture()),
    answer(listCounterpartiesRoute, ({ query, params }) => {
      expect(params.id).toBe('7');
      listQueries.push(query.toString());
      return page(query.get('kind') === 'supplier' ? [SUPPLIER] : [CUSTOMER, SUPPLIER]);
    }),
    answer(getCitiesRoute, [
      { code: '34', name: 'İstanbul' },
      { code: '35', name: 'İzmir' },
    ]),
    answer(getDistrictsRoute, ({ params }) =>
      params.code === '35' ? ['Bornova', 'Karşıyaka'] : ['Kadıköy'],
    ),
  );
}

setUpBooksPageTests();

describe('the counterparties page', { timeout: SLOW }, () => {
  it('lists customers and suppliers with who owes whom, and filters by kind in the URL', async () => {
    signInCustomer();
    serve();
    const router = renderRoute(
      <CounterpartiesPage />,
      '/:lang/app/accountancy/counterparties',
      '/tr/app/accountancy/counterparties',
    );
    const table = await screen.findByRole('table', { name: 'Cari hesaplar' }, WAIT);
    const customer = within(table).getByRole('row', { name: /Deniz Yazılım/ });
    expect(customer.textContent).toContain('₺2.160');
    expect(customer.textContent).toContain('Size borçlu');
    expect(customer.textContent).toContain('9876543217');
    const supplier = within(table).getByRole('row', { name: /Kırtasiye Dünyası/ });
    expect(supplier.textContent).toContain('₺500');
    expect(supplier.textContent).toContain('Siz borçlusunuz');
    expect(within(customer).getByRole('link', { name: 'Deniz Yazılım A.Ş.' }).getAttribute('href')).toBe(
      '/tr/app/accountancy/counterparties/21',
    );
    // The program's tabs, this one current.
    const tabs = screen.getByRole('navigation', { name: 'Ön muhasebe bölümleri' });
    expect(
      within(tabs).getByRole('link', { name: 'Müşteriler ve tedarikçiler' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Kayıtlar' }).getAttribute('href')).toBe(
      '/tr/app/accountancy',
    );
    expect(listQueries[0]).toBe('sort=name&page=1&per_page=20');

    fireEvent.change(screen.getByLabelText('Tür'), { target: { value: 'supplier' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=supplier'), WAIT);
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Deniz Yazılım/ })).toBeNull(), WAIT);
    expect(listQueries.at(-1)).toContain('kind=supplier');
  });

  it('adds a counterparty: the tax number is checked first, the province and district come from the place data', async () => {
    signInCustomer();
    serve();
    const sent: TMockRequest[] = [];
    apiServer.use(
      answer(
        createCounterpartyRoute,
        (request) => {
          sent.push(request);
          return counterpartyFixture({ id: 23, name: 'Ege Gıda Ltd.', city: 'İzmir', district: 'Bornova' });
        },
        { message: 'Cari hesap eklendi.' },
      ),
    );
    renderRoute(
      <CounterpartiesPage />,
      '/:lang/app/accountancy/counterparties',
      '/tr/app/accountancy/counterparties',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cari hesap ekle' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Cari hesap ekle' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText(/Ad \/ unvan/), { target: { value: 'Ege Gıda Ltd.' } });
    fireEvent.change(within(dialog).getByLabelText(/VKN \/ TCKN/), { target: { value: '1234567891' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText(
        'Lütfen geçerli bir VKN (10 hane) veya TC kimlik numarası (11 hane) girin.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/VKN \/ TCKN/), { target: { value: '9876543217' } });
    const city = within(dialog).getByLabelText('İl');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'İzmir' })).toBeTruthy(), WAIT);
    fireEvent.change(city, { target: { value: 'İzmir' } });
    const district = within(dialog).getByLabelText('İlçe');
    await waitFor(() => expect(within(district).getByRole('option', { name: 'Bornova' })).toBeTruthy(), WAIT);
    fireEvent.change(district, { target: { value: 'Bornova' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]?.body).toMatchObject({
      name: 'Ege Gıda Ltd.',
      tax_number: '9876543217',
      city: 'İzmir',
      district: 'Bornova',
      kind: 'customer',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });
});

describe('a counterparty’s statement', { timeout: SLOW }, () => {
  it('shows the movements with the running balance, for staff with the company kept in the links', async () => {
    signInStaff();
    serve();
    const statementQueries: string[] = [];
    apiServer.use(
      answer(getCounterpartyStatementRoute, ({ params, query }) => {
        expect(params).toEqual({ id: '7', counterpartyId: '21' });
        statementQueries.push(query.toString());
        return {
          counterparty: CUSTOMER,
          movements: [
            {
              date: '2026-11-02',
              kind: 'sales_invoice',
              reference: 'ABC2026000000001',
              invoice_id: 31,
              collection_id: null,
              debit: 316_000,
              credit: 0,
              balance: 316_000,
            },
            {
              date: '2026-11-20',
              kind: 'collection',
              reference: 'bank_transfer',
              invoice_id: null,
              collection_id: 51,
              debit: 0,
              credit: 100_000,
              balance: 216_000,
            },
          ],
          truncated: false,
        };
      }),
    );
    renderRoute(
      <CounterpartyStatementPage />,
      '/:lang/app/accountancy/counterparties/:counterpartyId',
      '/tr/app/accountancy/counterparties/21?account=7',
    );
    const table = await screen.findByRole('table', { name: 'Deniz Yazılım A.Ş. hesap hareketleri' }, WAIT);
    expect(statementQueries).toEqual(['all=1']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Satış faturası');
    expect(rows[1]?.textContent).toContain('₺3.160');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'ABC2026000000001' })
        .getAttribute('href'),
    ).toBe('/tr/app/accountancy/invoices/31?account=7');
    expect(rows[2]?.textContent).toContain('Havale / EFT');
    expect(rows[2]?.textContent).toContain('₺2.160');
    const tabs = screen.getByRole('navigation', { name: 'Ön muhasebe bölümleri' });
    expect(within(tabs).getByRole('link', { name: 'Faturalar' }).getAttribute('href')).toBe(
      '/tr/app/accountancy/invoices?account=7',
    );
  });
});
