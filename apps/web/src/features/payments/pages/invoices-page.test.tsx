import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import InvoicesPage from './invoices-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const INVOICE = {
  id: 5,
  number: 'FP2026-000005',
  account_id: 7,
  account_name: 'Acme Ltd',
  // 22:30 UTC is 01:30 the next day in Istanbul.
  issued_at: '2026-03-09T22:30:00.000Z',
  subtotal: 150_000,
  vat_rate: 20,
  vat: 30_000,
  total: 180_000,
  card_last4: '1111',
  card_brand: 'visa',
  lines: [],
  pdf_url: '/api/invoices/5/pdf',
};

function server(total: number, data: unknown[], one: Record<number, unknown> = {}) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const single = /\/api\/invoices\/(\d+)$/.exec(url);
      if (single) {
        const invoice = one[Number(single[1])];
        return invoice
          ? json(200, { result: invoice })
          : json(404, { message: 'Kayıt bulunamadı.', result: null });
      }
      if (url.endsWith('/pdf')) return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
      if (url.endsWith('/xml')) return new Response(new Blob(['<Invoice/>'], { type: 'application/xml' }));
      return json(200, { result: { data, meta: { page: 1, per_page: 20, total } } });
    }),
  );
  return urls;
}

function renderPage(entry = '/tr/app/profile/invoices') {
  const router = createMemoryRouter([{ path: '/:lang/app/profile/invoices', element: <InvoicesPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['payments']);
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('invoices page', () => {
  it('lists each invoice with its Istanbul date, company, total with KDV and card', async () => {
    server(1, [INVOICE]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Faturalar' });
    const row = within(table).getByRole('rowheader', { name: 'FP2026-000005' }).closest('tr');
    if (!row) throw new Error('no invoice row');
    expect(row.textContent).toContain('10.03.2026 01:30');
    expect(row.textContent).toContain('Acme Ltd');
    expect(row.textContent).toContain('₺1.800');
    expect(row.textContent).toContain('Visa •••• 1111');
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).toBeNull();
  });

  it('says what was bought: each line, its quantity and the period a monthly line pays', async () => {
    server(1, [
      {
        ...INVOICE,
        lines: [
          {
            description: 'Şahıs Şirketi Kuruluş Paketi',
            quantity: 1,
            unit_price: 149_000,
            total: 149_000,
            period: { start: '2026-11-25', end: '2026-12-24' },
          },
          { description: 'Şirket Kaşesi', quantity: 2, unit_price: 500, total: 1_000, period: null },
        ],
      },
    ]);
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'FP2026-000005' })).closest('tr');
    if (!row) throw new Error('no invoice row');
    const items = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Şahıs Şirketi Kuruluş Paketi (25.11.2026 – 24.12.2026)', 'Şirket Kaşesi × 2']);
  });

  it('downloads the PDF through an object URL and a temporary link', async () => {
    const urls = server(1, [INVOICE]);
    const createObjectURL = vi.fn(() => 'blob:invoice');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /PDF indir/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urls).toContain('/api/invoices/5/pdf');
    const link = click.mock.contexts[0];
    expect(link instanceof HTMLAnchorElement && link.download).toBe('FP2026-000005.pdf');
  });

  it('downloads the UBL-TR XML beside the PDF', async () => {
    const urls = server(1, [INVOICE]);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'FP2026-000005' })).closest('tr');
    if (!row) throw new Error('no invoice row');
    expect(within(row).getByRole('button', { name: /PDF indir/ })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /XML indir \(e-Arşiv\)/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urls).toContain('/api/invoices/5/xml');
    const link = click.mock.contexts[0];
    expect(link instanceof HTMLAnchorElement && link.download).toBe('FP2026-000005.xml');
  });

  it('says so when there are no invoices', async () => {
    server(0, []);
    renderPage();
    expect(await screen.findByText(/Henüz bir faturanız yok/)).toBeTruthy();
  });

  it('pages when there are more invoices than fit one page', async () => {
    const urls = server(45, [INVOICE]);
    renderPage();
    const pages = await screen.findByRole('navigation', { name: 'Sayfalar' });
    expect(pages.textContent).toContain('Sayfa 1 / 3');
    fireEvent.click(within(pages).getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() => expect(urls).toContain('/api/invoices?page=2&per_page=20'));
  });

  it('opens the invoice a receipt mail links to above the list, even when it is on another page', async () => {
    const opened = {
      ...INVOICE,
      id: 42,
      number: 'FP-2026-000042',
      account_name: 'Deniz Yazılım',
      lines: [{ description: 'Şirket Kaşesi', quantity: 1, unit_price: 25_000, total: 25_000, period: null }],
      total: 30_000,
      pdf_url: '/api/invoices/42/pdf',
    };
    const urls = server(45, [INVOICE], { 42: opened });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage('/tr/app/profile/invoices?invoice=42');
    const card = await screen.findByRole('region', { name: 'FP-2026-000042 numaralı fatura' });
    expect(urls).toContain('/api/invoices/42');
    expect(card.textContent).toContain('Deniz Yazılım');
    expect(card.textContent).toContain('Şirket Kaşesi');
    expect(card.textContent).toContain('₺300');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('FP-2026-000042 numaralı fatura'));
    // Its own PDF, not the first row's.
    fireEvent.click(within(card).getByRole('button', { name: /PDF indir/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urls).toContain('/api/invoices/42/pdf');
    // Closed, the list stays as it was.
    fireEvent.click(within(card).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /numaralı fatura/ })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'FP2026-000005' })).toBeTruthy();
  });

  it('says so when the linked invoice cannot be opened, and still lists the invoices', async () => {
    server(1, [INVOICE]);
    renderPage('/tr/app/profile/invoices?invoice=999');
    expect(await screen.findByText(/Bu fatura açılamadı/)).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'FP2026-000005' })).toBeTruthy();
  });
});
