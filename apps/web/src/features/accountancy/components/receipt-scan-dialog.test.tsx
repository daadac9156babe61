import { createLedgerEntryRoute } from '@portal/contracts/ledger/ledger-routes';
import {
  createReceiptScanRoute,
  getReceiptScanRoute,
} from '@portal/contracts/receipt-scans/receipt-scan-routes';
import type { TReceiptScan } from '@portal/contracts/receipt-scans/receipt-scans';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, answerInTurn, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ReceiptScanDialog } from './receipt-scan-dialog.tsx';

const WAIT = { timeout: 15_000 } as const;

const pending: TReceiptScan = {
  id: 5,
  file_name: 'fis.jpg',
  status: 'pending',
  failure: null,
  draft: null,
  created_at: '2026-11-16T09:00:00.000Z',
};

const entry = {
  date: '2026-11-14',
  kind: 'expense' as const,
  counterparty_name: 'Kırtasiye Dünyası',
  counterparty_tax_number: '9876543217',
  description: '',
  category: 'other_expense' as const,
  kdv_rate: 20 as const,
  paid: true,
  document_id: null,
  source: 'manual' as const,
  withheld_kdv: 0,
};

const read: TReceiptScan = {
  ...pending,
  status: 'read',
  draft: {
    date: '2026-11-14',
    seller_name: 'Kırtasiye Dünyası',
    seller_tax_number: '9876543217',
    total: 130_000,
    kdv_by_rate: [{ kdv_rate: 20, kdv_amount: 20_000 }],
    entries: [{ ...entry, net_amount: 100_000, kdv_amount: 20_000, gross_amount: 120_000 }],
  },
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['accountancy', 'validation']);
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the receipt photo dialog', { timeout: 60_000 }, () => {
  it('uploads the photo, waits for the reading, shows it and posts the proposed entry', async () => {
    storage.set('token', 'customer-token');
    const posted: TMockRequest[] = [];
    const confirmed = vi.fn();
    apiServer.use(
      answer(createReceiptScanRoute, pending, { status: 201 }),
      answerInTurn(
        getReceiptScanRoute,
        () => pending,
        () => read,
      ),
      answer(
        createLedgerEntryRoute,
        (request) => {
          posted.push(request);
          return {
            id: 40,
            ...entry,
            net_amount: 100_000,
            kdv_amount: 20_000,
            gross_amount: 120_000,
            counterparty_id: null,
            sales_invoice_id: null,
            locked: false,
            created_at: '2026-11-16T09:00:00.000Z',
            updated_at: '2026-11-16T09:00:00.000Z',
          };
        },
        { status: 201 },
      ),
    );
    renderRoute(
      <ReceiptScanDialog
        target={{ accountId: 7, scope: {} }}
        onClose={() => undefined}
        onConfirmed={confirmed}
      />,
      '/:lang/app/accountancy',
      '/tr/app/accountancy',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fiş veya fatura fotoğrafı' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fişi oku' }));
    expect(
      await within(dialog).findByText('Lütfen bir fotoğraf veya PDF seçin.', undefined, WAIT),
    ).toBeTruthy();

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'fis.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText(/Fotoğraf veya PDF/), { target: { files: [photo] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fişi oku' }));
    expect(await within(dialog).findByText(/Fiş okunuyor/, undefined, WAIT)).toBeTruthy();
    // Asked again until the job has read it.
    expect(await within(dialog).findByText('Kırtasiye Dünyası', undefined, WAIT)).toBeTruthy();
    expect(within(dialog).getByText('VKN/TCKN: 9876543217')).toBeTruthy();
    expect(within(dialog).getByText('%20: ₺200')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '1 kaydı ekle' }));
    await waitFor(() => expect(confirmed).toHaveBeenCalledWith(1), WAIT);
    expect(posted[0]?.body).toMatchObject({ date: '2026-11-14', net_amount: 100_000, kdv_rate: 20 });
    expect(posted[0]?.body).not.toHaveProperty('gross_amount');
  });
});
