import { getAccountActionsRoute } from '@portal/contracts/company-desk/company-desk-routes';
import {
  getTaxReturnDocumentFileRoute,
  listTaxReturnsRoute,
  reportTaxPaymentRoute,
} from '@portal/contracts/tax-returns/tax-return-routes';
import type { TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { taxReturnFixture } from '../../../domains/tax-returns/test-fixtures.ts';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { TaxesToPay } from './taxes-to-pay.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

function signIn(permissions: string[]) {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', permissions);
}

function renderCard(returns: () => TTaxReturn[]) {
  apiServer.use(
    answer(listTaxReturnsRoute, () => returns()),
    answer(getAccountActionsRoute, []),
  );
  return renderRoute(<TaxesToPay accountId={7} today="2026-11-24" />, '/:lang/app', '/tr/app');
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['taxReturns']);
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('taxes to pay', () => {
  it('lists only the accrued returns with amount, due date and the tahakkuk fişi to download', async () => {
    signIn(['show files']);
    let downloaded = '';
    apiServer.use(
      http.get(`*/api${getTaxReturnDocumentFileRoute.path}`, ({ params }) => {
        downloaded = `${params.returnId}/${params.documentId}`;
        return HttpResponse.arrayBuffer(new ArrayBuffer(4), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    renderCard(() => [
      taxReturnFixture(),
      taxReturnFixture({ id: 32, kind: 'muhtasar_prim', status: 'filed', amount_due: null, due_date: null }),
      taxReturnFixture({ id: 33, period: '2026-09', status: 'paid' }),
    ]);
    const card = await screen.findByRole('region', { name: 'Ödenecek vergiler' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(card.textContent).toContain('KDV beyannamesi, Ekim 2026');
    expect(card.textContent).toContain('₺12.345,67');
    expect(card.textContent).toContain('26 Kasım 2026');
    fireEvent.click(
      within(card).getByRole('button', { name: 'Tahakkuk fişi indir: KDV beyannamesi, Ekim 2026' }),
    );
    await waitFor(() => expect(downloaded).toBe('31/82'));
  });

  it('hides the download from a member without "show files"', async () => {
    signIn([]);
    renderCard(() => [taxReturnFixture()]);
    const card = await screen.findByRole('region', { name: 'Ödenecek vergiler' });
    await within(card).findByText('KDV beyannamesi, Ekim 2026');
    expect(within(card).queryByRole('button', { name: /indir/ })).toBeNull();
  });

  it('reports it paid with the bank receipt, then waits for the advisor’s confirmation', async () => {
    signIn(['show files']);
    let current = taxReturnFixture();
    const sent: { returnId: string | undefined; body: string }[] = [];
    apiServer.use(
      answer(
        reportTaxPaymentRoute,
        ({ params, body }) => {
          sent.push({ returnId: params.returnId, body: String(body) });
          current = { ...current, paid_at: '2026-11-24T10:00:00.000Z', receipt_document_id: 83 };
          return current;
        },
        { message: 'Ödemeniz ve dekontunuz danışmanınıza iletildi.' },
      ),
    );
    renderCard(() => [current]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ödendi olarak bildir' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ödendi olarak bildir: KDV beyannamesi, Ekim 2026',
    });
    expect(dialog.textContent).toContain('₺12.345,67');

    // Nothing picked: the dialog asks for the receipt and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(await within(dialog).findByText('Lütfen ödeme dekontunu seçin.')).toBeTruthy();
    // A file of another type is refused before it is sent.
    const input = within(dialog).getByLabelText(/Ödeme dekontu/, { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['x'], 'dekont.txt', { type: 'text/plain' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(await within(dialog).findByText('Dekont PDF, JPEG veya PNG olmalı.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'dekont.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.returnId).toBe('31');
    // The receipt goes as the multipart field "file".
    expect(sent[0]?.body).toMatch(/name="file"; filename=.*\r\nContent-Type: application\/pdf\r\n\r\n%PDF/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(
        'Ödemeniz 24 Kasım 2026 tarihinde bildirildi; mali müşavirinizin onayı bekleniyor.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ödendi olarak bildir' })).toBeNull();
  });
});
