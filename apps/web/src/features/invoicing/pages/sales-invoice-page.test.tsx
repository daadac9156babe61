import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { getCounterpartyRoute } from '@portal/contracts/counterparties/counterparty-routes';
import {
  getSalesInvoiceRoute,
  remindSalesInvoiceRoute,
} from '@portal/contracts/sales-invoices/sales-invoice-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { counterpartyFixture, invoiceFixture, SLOW, signInCustomer, WAIT } from '../test-fixtures.ts';
import SalesInvoicePage from './sales-invoice-page.tsx';

const OVERDUE = invoiceFixture({
  overdue: true,
  totals: { ...invoiceFixture().totals, open_amount: 116_000 },
});
const SENT = 'Hatırlatma muhasebe@deniz.example adresine gönderildi.';

function renderInvoice() {
  return renderRoute(
    <SalesInvoicePage />,
    '/:lang/app/accountancy/invoices/:invoiceId',
    `/tr/app/accountancy/invoices/${OVERDUE.id}`,
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['invoicing', 'validation']);
}, SLOW);

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the reminder of an overdue invoice', { timeout: SLOW }, () => {
  it('names the address, asks the language, and sends it in that language', async () => {
    signInCustomer();
    const sent: TMockRequest[] = [];
    apiServer.use(
      answer(getAccountRoute, accountDetailFixture()),
      answer(getSalesInvoiceRoute, OVERDUE),
      answer(getCounterpartyRoute, counterpartyFixture()),
      answer(
        remindSalesInvoiceRoute,
        (request) => {
          sent.push(request);
          return { email: 'muhasebe@deniz.example' };
        },
        { message: SENT },
      ),
    );
    renderInvoice();
    fireEvent.click(await screen.findByRole('button', { name: 'Hatırlatma gönder…' }, WAIT));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'ABC2026000000001 için hatırlatma gönderilsin mi?' },
      WAIT,
    );
    expect(
      await within(dialog).findByText(/muhasebe@deniz\.example adresine gönderilir/, undefined, WAIT),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'İngilizce' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hatırlatmayı gönder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    // The server's message is the notification (the shared client's, tested with the toaster).
    expect(sent[0]?.body).toEqual({ language: 'en' });
  });

  it('keeps a refusal in the dialog', async () => {
    signInCustomer();
    const refused =
      'Hatırlatma yalnızca vadesi geçmiş ve açık tutarı olan, düzenlenmiş bir satış faturası için gönderilebilir.';
    apiServer.use(
      answer(getAccountRoute, accountDetailFixture()),
      answer(getSalesInvoiceRoute, OVERDUE),
      answer(getCounterpartyRoute, counterpartyFixture()),
      failure(remindSalesInvoiceRoute, 409, { message: refused }),
    );
    renderInvoice();
    fireEvent.click(await screen.findByRole('button', { name: 'Hatırlatma gönder…' }, WAIT));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    await within(dialog).findByText(/muhasebe@deniz\.example/, undefined, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hatırlatmayı gönder' }));
    expect(await within(dialog).findByText(refused, undefined, WAIT)).toBeTruthy();
  });

  it('sends nothing when the counterparty has no address', async () => {
    signInCustomer();
    apiServer.use(
      answer(getAccountRoute, accountDetailFixture()),
      answer(getSalesInvoiceRoute, OVERDUE),
      answer(getCounterpartyRoute, counterpartyFixture({ email: '' })),
    );
    renderInvoice();
    fireEvent.click(await screen.findByRole('button', { name: 'Hatırlatma gönder…' }, WAIT));
    const dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(await within(dialog).findByText(/e-posta adresi yok/, undefined, WAIT)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hatırlatmayı gönder' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('is not offered before the due date', async () => {
    signInCustomer();
    apiServer.use(
      answer(getAccountRoute, accountDetailFixture()),
      answer(getSalesInvoiceRoute, { ...OVERDUE, overdue: false }),
    );
    renderInvoice();
    expect(await screen.findByRole('button', { name: 'PDF (Türkçe)' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hatırlatma gönder…' })).toBeNull();
  });
});
