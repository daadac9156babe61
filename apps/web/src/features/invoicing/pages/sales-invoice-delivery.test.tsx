import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import {
  getSalesInvoiceRoute,
  listSalesInvoicesRoute,
  sendSalesInvoiceRoute,
} from '@portal/contracts/sales-invoices/sales-invoice-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { answer, apiServer, failure } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import {
  deliveryFixture,
  invoiceFixture,
  page,
  SLOW,
  setUpBooksPageTests,
  signInCustomer,
  WAIT,
} from '../test-fixtures.ts';
import { renderSalesInvoice } from '../test-render.tsx';
import SalesInvoicesPage from './sales-invoices-page.tsx';

const ISSUED = invoiceFixture();
const REFUSAL = 'Entegratör faturayı reddetti: bu fatura numarasıyla daha önce başka bir fatura gönderilmiş.';

/** The invoice as the server holds it: before the send, then as the send left it. */
function serveInvoice(after: typeof ISSUED) {
  const state = { sent: false };
  apiServer.use(
    answer(getAccountRoute, accountDetailFixture()),
    answer(getSalesInvoiceRoute, () => (state.sent ? after : ISSUED)),
  );
  return state;
}

const panel = () => screen.findByRole('region', { name: 'e-Fatura / e-Arşiv gönderimi' }, WAIT);

setUpBooksPageTests();

describe('sending an invoice through the integrator', { timeout: SLOW }, () => {
  it('asks first, naming how the server picks the channel, then shows the channel, day and reference', async () => {
    signInCustomer();
    const sent = { ...ISSUED, delivery: deliveryFixture() };
    const state = serveInvoice(sent);
    apiServer.use(
      answer(sendSalesInvoiceRoute, () => {
        state.sent = true;
        return sent;
      }),
    );
    renderSalesInvoice(ISSUED.id);
    expect(await within(await panel()).findByText('Bu fatura henüz entegratöre gönderilmedi.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'e-Fatura / e-Arşiv olarak gönder…' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'ABC2026000000001 entegratör üzerinden gönderilsin mi?' },
      WAIT,
    );
    expect(dialog.textContent).toContain(
      'Deniz Yazılım A.Ş. e-Fatura kayıtlı kullanıcısıysa e-Fatura, değilse e-Arşiv fatura olarak',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const region = await panel();
    await within(region).findByText('Entegratör faturayı aldı.', undefined, WAIT);
    expect(region.textContent).toContain('e-Arşiv fatura');
    expect(region.textContent).toContain('3.11.2026');
    expect(region.textContent).toContain('TEST-0A1B2C3D4E5F6071');
    // Sent on 3 November: it may be cancelled at the integrator until the 11th.
    expect(region.textContent).toContain('11.11.2026 tarihine kadar iptal edilebilir');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('keeps a refusal in the question, and shows its reason on the invoice with a retry', async () => {
    signInCustomer();
    const refused = {
      ...ISSUED,
      delivery: deliveryFixture({
        status: 'refused',
        reference: null,
        sent_at: null,
        refusal_code: 'duplicate_number',
        refusal: REFUSAL,
      }),
    };
    const state = serveInvoice(refused);
    apiServer.use(failure(sendSalesInvoiceRoute, 422, { message: REFUSAL }));
    renderSalesInvoice(ISSUED.id);
    fireEvent.click(await screen.findByRole('button', { name: 'e-Fatura / e-Arşiv olarak gönder…' }, WAIT));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    state.sent = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(await within(dialog).findByText(REFUSAL, undefined, WAIT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    const region = await panel();
    expect(await within(region).findByRole('alert', undefined, WAIT)).toHaveProperty('textContent', REFUSAL);
    expect(within(region).getByText('Entegratör faturayı reddetti.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Yeniden gönder…' })).toBeTruthy();
  });

  it('offers no cancel for a sent e-Fatura, and says to issue a return invoice instead', async () => {
    signInCustomer();
    serveInvoice(ISSUED);
    apiServer.use(
      answer(getSalesInvoiceRoute, {
        ...ISSUED,
        profile: 'TEMELFATURA',
        delivery: deliveryFixture({ channel: 'e_fatura' }),
      }),
    );
    renderSalesInvoice(ISSUED.id);
    const region = await panel();
    expect(
      await within(region).findByText(
        'e-Fatura iptal edilemez; geri almak için iade faturası düzenleyin.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'İade faturası düzenle…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'İptal et…' })).toBeNull();
  });

  it('tells before cancelling a sent e-Arşiv invoice that the integrator cancels it first', async () => {
    signInCustomer();
    serveInvoice(ISSUED);
    apiServer.use(answer(getSalesInvoiceRoute, { ...ISSUED, delivery: deliveryFixture() }));
    renderSalesInvoice(ISSUED.id);
    fireEvent.click(await screen.findByRole('button', { name: 'İptal et…' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'ABC2026000000001 iptal edilsin mi?' }, WAIT);
    expect(dialog.textContent).toContain('önce entegratörde iptal edilir');
  });

  it('shows the delivery under the status in the list', async () => {
    signInCustomer();
    apiServer.use(
      answer(getAccountRoute, accountDetailFixture()),
      answer(
        listSalesInvoicesRoute,
        page([
          { ...ISSUED, delivery: deliveryFixture({ channel: 'e_fatura' }) },
          invoiceFixture({ id: 33, number: 'ABC2026000000002', delivery: null }),
        ]),
      ),
    );
    renderRoute(<SalesInvoicesPage />, '/:lang/app/accountancy/invoices', '/tr/app/accountancy/invoices');
    const table = await screen.findByRole('table', { name: 'Satış faturaları' }, WAIT);
    const sent = within(table).getByRole('row', { name: /ABC2026000000001/ });
    expect(within(sent).getByText('e-Fatura')).toBeTruthy();
    const notSent = within(table).getByRole('row', { name: /ABC2026000000002/ });
    expect(notSent.textContent).not.toContain('e-Fatura');
  });
});
