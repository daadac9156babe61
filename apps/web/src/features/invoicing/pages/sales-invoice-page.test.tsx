import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { getCounterpartyRoute } from '@portal/contracts/counterparties/counterparty-routes';
import {
  getSalesInvoiceRoute,
  remindSalesInvoiceRoute,
} from '@portal/contracts/sales-invoices/sales-invoice-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountDetailFixture } from '../../../test/account-fixture.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import {
  counterpartyFixture,
  invoiceFixture,
  SLOW,
  setUpBooksPageTests,
  signInCustomer,
  WAIT,
} from '../test-fixtures.ts';
import { renderSalesInvoice } from '../test-render.tsx';

const OVERDUE = invoiceFixture({
  overdue: true,
  totals: { ...invoiceFixture().totals, open_amount: 116_000 },
});
const SENT = 'Hatırlatma muhasebe@deniz.example adresine gönderildi.';

setUpBooksPageTests();

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
    renderSalesInvoice(OVERDUE.id);
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
    renderSalesInvoice(OVERDUE.id);
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
    renderSalesInvoice(OVERDUE.id);
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
    renderSalesInvoice(OVERDUE.id);
    expect(await screen.findByRole('button', { name: 'PDF (Türkçe)' }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hatırlatma gönder…' })).toBeNull();
  });
});
