import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { listCounterpartiesRoute } from '@portal/contracts/counterparties/counterparty-routes';
import {
  cancelSalesInvoiceRoute,
  createSalesInvoiceRoute,
  getSalesInvoiceRoute,
  issueSalesInvoiceRoute,
  listSalesInvoicesRoute,
  returnSalesInvoiceRoute,
  updateSalesInvoiceRoute,
} from '@portal/contracts/sales-invoices/sales-invoice-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { downloadedFiles } from '../../../test/downloads.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  counterpartyFixture,
  invoiceFixture,
  page,
  SLOW,
  setUpBooksPageTests,
  signInCustomer,
  WAIT,
} from '../test-fixtures.ts';
import { renderSalesInvoice } from '../test-render.tsx';
import SalesInvoicesPage from './sales-invoices-page.tsx';

const ISSUED = invoiceFixture({
  overdue: true,
  totals: { ...invoiceFixture().totals, open_amount: 116_000 },
});
const DRAFT = invoiceFixture({
  id: 32,
  number: null,
  status: 'draft',
  issued_at: null,
  totals: { ...invoiceFixture().totals, open_amount: 0 },
});

function serve() {
  apiServer.use(
    answer(getAccountRoute, accountDetailFixture()),
    answer(listCounterpartiesRoute, page([counterpartyFixture()])),
  );
}

setUpBooksPageTests();

describe('the sales invoices list', { timeout: SLOW }, () => {
  it('shows number, customer, dates, payable, open amount and status; filters in the URL', async () => {
    signInCustomer();
    serve();
    const queries: string[] = [];
    apiServer.use(
      answer(listSalesInvoicesRoute, ({ query }) => {
        queries.push(query.toString());
        return page(query.get('status') === 'draft' ? [DRAFT] : [ISSUED, DRAFT]);
      }),
    );
    const router = renderRoute(
      <SalesInvoicesPage />,
      '/:lang/app/accountancy/invoices',
      '/tr/app/accountancy/invoices',
    );
    const table = await screen.findByRole('table', { name: 'Satış faturaları' }, WAIT);
    const issued = within(table).getByRole('row', { name: /ABC2026000000001/ });
    expect(issued.textContent).toContain('Deniz Yazılım A.Ş.');
    expect(issued.textContent).toContain('2.11.2026');
    expect(issued.textContent).toContain('16.11.2026');
    expect(issued.textContent).toContain('₺2.160');
    expect(issued.textContent).toContain('₺1.160');
    expect(issued.textContent).toContain('Vadesi geçti');
    const draft = within(table).getByRole('row', { name: /Taslak/ });
    expect(within(draft).getByRole('link', { name: 'Taslak' }).getAttribute('href')).toBe(
      '/tr/app/accountancy/invoices/32',
    );
    expect(screen.getByRole('link', { name: 'Yeni fatura' }).getAttribute('href')).toBe(
      '/tr/app/accountancy/invoices/new',
    );
    expect(queries[0]).toBe('sort=-issue_date&page=1&per_page=20');

    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'draft' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'), WAIT);
    fireEvent.change(screen.getByLabelText('Vade'), { target: { value: 'true' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft&overdue=true'), WAIT);
    await waitFor(() => expect(queries.at(-1)).toContain('overdue=true'), WAIT);
    expect(queries.at(-1)).toContain('status=draft');
  });
});

describe('the invoice editor', { timeout: SLOW }, () => {
  it('offers the rates of the issue date, totals the lines live, and saves a new draft', async () => {
    signInCustomer();
    serve();
    const sent: TMockRequest[] = [];
    apiServer.use(
      answer(getSalesInvoiceRoute, DRAFT),
      answer(
        createSalesInvoiceRoute,
        (request) => {
          sent.push(request);
          return DRAFT;
        },
        { status: 201, message: 'Taslak fatura kaydedildi.' },
      ),
    );
    const router = renderSalesInvoice('new');
    const customer = await screen.findByLabelText(/^Müşteri\*?$/, undefined, WAIT);
    await waitFor(
      () => expect(within(customer).getByRole('option', { name: /Deniz Yazılım/ })).toBeTruthy(),
      WAIT,
    );
    fireEvent.change(customer, { target: { value: '21' } });

    const rate = screen.getByLabelText(/KDV oranı/) as HTMLSelectElement;
    fireEvent.change(screen.getByLabelText(/Fatura tarihi/), { target: { value: '2023-05-02' } });
    await waitFor(
      () =>
        expect(
          within(rate)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['%0', '%1', '%8', '%18']),
      WAIT,
    );
    // The general rate of the new date takes the place of the old one.
    await waitFor(() => expect(rate.value).toBe('18'), WAIT);
    fireEvent.change(screen.getByLabelText(/Fatura tarihi/), { target: { value: '2026-11-02' } });
    await waitFor(() => expect(rate.value).toBe('20'), WAIT);
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['%0', '%1', '%10', '%20']);
    fireEvent.change(screen.getByLabelText(/Vade tarihi/), { target: { value: '2026-11-16' } });

    fireEvent.change(screen.getByLabelText(/Mal \/ hizmet/), { target: { value: 'Danışmanlık' } });
    fireEvent.change(screen.getByLabelText(/Miktar/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(/^Birim\*?$/), { target: { value: 'HUR' } });
    fireEvent.change(screen.getByLabelText(/Birim fiyat/), { target: { value: '1.000,00' } });
    fireEvent.change(screen.getByLabelText(/İskonto/), { target: { value: '10' } });
    // 2 × 1 000 = 2 000, less 10 % = 1 800; KDV 20 % = 360.
    expect(screen.getByTestId('line-net-1').textContent).toBe('₺1.800');
    expect(screen.getByTestId('total-net').textContent).toBe('₺1.800');
    expect(screen.getByTestId('total-gross').textContent).toBe('₺2.160');
    expect(screen.getByTestId('total-payable').textContent).toBe('₺2.160');
    // Withholding 602 keeps 9/10 of the KDV with the buyer.
    const withholding = screen.getByLabelText('Tevkifat');
    expect(
      within(withholding).getByRole('option', { name: /^602 · Etüt, plan-proje.*\(9\/10\)$/ }),
    ).toBeTruthy();
    fireEvent.change(withholding, { target: { value: '602' } });
    expect(screen.getByTestId('total-withheld').textContent).toBe('−₺324');
    expect(screen.getByTestId('total-payable').textContent).toBe('₺1.836');

    // A foreign currency asks for its rate and shows the lira value.
    fireEvent.change(screen.getByLabelText(/Para birimi/), { target: { value: 'USD' } });
    fireEvent.change(await screen.findByLabelText(/Döviz kuru/, undefined, WAIT), {
      target: { value: '34,5678' },
    });
    expect(screen.getByTestId('total-payable-try').textContent).toBe('₺63.466,48');
    fireEvent.change(screen.getByLabelText(/Para birimi/), { target: { value: 'TRY' } });
    await waitFor(() => expect(screen.queryByLabelText(/Döviz kuru/)).toBeNull(), WAIT);

    // At 0 % the withholding goes and an exemption reason is required.
    fireEvent.change(rate, { target: { value: '0' } });
    expect(screen.queryByLabelText('Tevkifat')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Taslağı kaydet' }));
    expect(
      await screen.findByText("%0 KDV'li satırda istisna sebebi seçilmelidir.", undefined, WAIT),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/İstisna sebebi/), { target: { value: '301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Taslağı kaydet' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]?.body).toEqual({
      counterparty_id: 21,
      issue_date: '2026-11-02',
      due_date: '2026-11-16',
      currency: 'TRY',
      exchange_rate: null,
      profile: 'EARSIVFATURA',
      note: '',
      lines: [
        {
          name: 'Danışmanlık',
          quantity: 2,
          unit: 'HUR',
          unit_price: 100_000,
          discount_rate: 10,
          kdv_rate: 0,
          withholding_code: null,
          exemption_code: '301',
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/app/accountancy/invoices/32'), WAIT);
  });

  it('saves and issues a draft once confirmed', async () => {
    signInCustomer();
    serve();
    const calls: string[] = [];
    let current = DRAFT;
    apiServer.use(
      answer(getSalesInvoiceRoute, () => current),
      answer(updateSalesInvoiceRoute, ({ params }) => {
        calls.push(`PUT ${params.invoiceId}`);
        return DRAFT;
      }),
      answer(issueSalesInvoiceRoute, ({ params }) => {
        calls.push(`issue ${params.invoiceId}`);
        current = { ...ISSUED, id: 32, number: 'ABC2026000000002', overdue: false };
        return current;
      }),
    );
    renderSalesInvoice('32');
    const issue = await screen.findByRole('button', { name: 'Kaydet ve düzenle…' }, WAIT);
    expect((screen.getByLabelText(/Birim fiyat/) as HTMLInputElement).value).toBe('1000');
    expect(screen.getByTestId('total-payable').textContent).toBe('₺2.160');
    fireEvent.click(issue);
    const dialog = await screen.findByRole('dialog', { name: 'Fatura düzenlensin mi?' }, WAIT);
    expect(calls).toEqual(['PUT 32']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Faturayı düzenle' }));
    await waitFor(() => expect(calls).toEqual(['PUT 32', 'issue 32']), WAIT);
    expect(await screen.findByRole('heading', { name: 'Fatura ABC2026000000002' }, WAIT)).toBeTruthy();
  });
});

describe('an issued invoice', { timeout: SLOW }, () => {
  it('downloads its PDF and XML, shows a refused cancel, and issues a return', async () => {
    signInCustomer();
    serve();
    const returned: TMockRequest[] = [];
    apiServer.use(
      answer(getSalesInvoiceRoute, ({ params }) =>
        params.invoiceId === '40'
          ? invoiceFixture({ id: 40, number: 'ABC2026000000003', type: 'IADE', returns_invoice_id: 31 })
          : ISSUED,
      ),
      http.get('*/api/accounts/7/sales-invoices/31/pdf', ({ request }) =>
        new URL(request.url).searchParams.get('lang') === 'en'
          ? HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
              headers: { 'Content-Type': 'application/pdf' },
            })
          : new HttpResponse(null, { status: 500 }),
      ),
      http.get('*/api/accounts/7/sales-invoices/31/xml', () =>
        HttpResponse.text('<Invoice/>', { headers: { 'Content-Type': 'application/xml' } }),
      ),
      failure(cancelSalesInvoiceRoute, 409, {
        message: 'Bu faturaya tahsilat bağlı; iptal edilemez. Bunun yerine iade faturası düzenleyin.',
      }),
      answer(
        returnSalesInvoiceRoute,
        (request) => {
          returned.push(request);
          return invoiceFixture({ id: 40, number: 'ABC2026000000003', type: 'IADE', returns_invoice_id: 31 });
        },
        { status: 201 },
      ),
    );
    const router = renderSalesInvoice('31');
    expect(await screen.findByRole('heading', { name: 'Fatura ABC2026000000001' }, WAIT)).toBeTruthy();
    expect(screen.getByTestId('total-open').textContent).toBe('₺1.160');
    const lines = screen.getByRole('table', { name: 'Fatura satırları' });
    expect(within(lines).getByRole('row', { name: /Danışmanlık/ }).textContent).toContain('2 Saat');

    fireEvent.click(screen.getByRole('button', { name: 'PDF (İngilizce)' }));
    await waitFor(() => expect(downloadedFiles()).toEqual(['ABC2026000000001-en.pdf']), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'XML (UBL-TR)' }));
    await waitFor(
      () => expect(downloadedFiles()).toEqual(['ABC2026000000001-en.pdf', 'ABC2026000000001.xml']),
      WAIT,
    );
    fireEvent.click(screen.getByRole('button', { name: 'PDF (Türkçe)' }));
    expect(
      await screen.findByText('Dosya indirilemedi. Biraz sonra yeniden deneyin.', undefined, WAIT),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'İptal et…' }));
    const cancel = await screen.findByRole('dialog', { name: 'ABC2026000000001 iptal edilsin mi?' }, WAIT);
    fireEvent.click(within(cancel).getByRole('button', { name: 'Faturayı iptal et' }));
    expect(
      await within(cancel).findByText(
        'Bu faturaya tahsilat bağlı; iptal edilemez. Bunun yerine iade faturası düzenleyin.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    fireEvent.click(within(cancel).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

    fireEvent.click(screen.getByRole('button', { name: 'İade faturası düzenle…' }));
    const dialog = await screen.findByRole('dialog', { name: 'ABC2026000000001 için iade faturası' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText(/İade faturası tarihi/), {
      target: { value: '2026-11-25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İade faturası düzenle' }));
    await waitFor(() => expect(returned).toHaveLength(1), WAIT);
    expect(returned[0]?.body).toEqual({ issue_date: '2026-11-25' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/app/accountancy/invoices/40'), WAIT);
    expect(await screen.findByRole('heading', { name: 'İade faturası ABC2026000000003' }, WAIT)).toBeTruthy();
  });
});
