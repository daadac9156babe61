import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  completeOfficeRequestRoute,
  findOfficeCompaniesRoute,
  listOfficeQueueRoute,
  listShipmentsRoute,
  markShipmentSeenRoute,
  recordShipmentRoute,
  requestShipmentActionRoute,
} from '@portal/contracts/office/office-routes';
import type { TOfficeQueueItem, TShipment } from '@portal/contracts/office/office-shipments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import ShipmentTrackingPage from './shipment-tracking-page.tsx';

const ACCOUNT = 4;

const shipment = (id: number, changes: Partial<TShipment> = {}): TShipment => ({
  id,
  account_id: ACCOUNT,
  received_at: '2026-11-24T07:30:00.000Z',
  kind: 'letter',
  sender: `Gönderen ${id}`,
  carrier: null,
  tracking_number: null,
  status: 'received',
  seen_at: null,
  photo_url: null,
  scan_url: null,
  rule_id: null,
  storage_free_until: null,
  collected: null,
  requests: [],
  timeline: [{ event: 'received', at: '2026-11-24T07:30:00.000Z', action: null, by: 'Selin Sekreter' }],
  ...changes,
});

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeMail', 'validation', 'form']);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function signIn(role: 'customer' | 'secretary') {
  // A token of this file's own: with isolate: false, another file's late 401 must not sign it out.
  storage.set('token', `shipments-${role}-token`);
  storage.set('role_name', role);
  storage.set('permissions', [PERMISSIONS.showShipmentTracking]);
  if (role === 'customer') storage.set('account', { id: ACCOUNT, name: 'Deniz Ltd', status: 4 });
}

function renderPage() {
  return renderRoute(
    <ShipmentTrackingPage />,
    '/:lang/app/office/shipment-tracking',
    '/tr/app/office/shipment-tracking',
  );
}

/** The company's items, with the seen and request calls answered as the server would. */
function serveCustomer(items: TShipment[]) {
  const seen: string[] = [];
  const requests: unknown[] = [];
  apiServer.use(
    answer(listShipmentsRoute, items),
    answer(markShipmentSeenRoute, (request: TMockRequest) => {
      seen.push(request.params.shipmentId ?? '');
      const item = items.find((candidate) => String(candidate.id) === request.params.shipmentId);
      return { ...(item ?? shipment(0)), seen_at: '2026-11-25T09:00:00.000Z' };
    }),
    answer(
      requestShipmentActionRoute,
      (request: TMockRequest) => {
        requests.push(request.body);
        const item = items.find((candidate) => String(candidate.id) === request.params.shipmentId);
        return { ...(item ?? shipment(0)), status: 'forward_requested' };
      },
      { message: 'İsteğiniz ofise iletildi.' },
    ),
  );
  return { seen, requests };
}

async function cardOf(sender: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: sender });
  const card = heading.closest('li');
  if (!card) throw new Error(`no card for ${sender}`);
  return card;
}

describe('the customer’s mail and parcels', () => {
  it('shows each item as a card with its photo and choices at once; seeing one marks it seen, not opened', async () => {
    signIn('customer');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() });
    const { seen } = serveCustomer([
      shipment(2, {
        kind: 'official_notice',
        sender: 'Kadıköy Vergi Dairesi',
        photo_url: `/api/accounts/${ACCOUNT}/shipments/2/photo`,
      }),
      shipment(1, { sender: 'Trendyol', kind: 'parcel', carrier: 'Yurtiçi Kargo', tracking_number: 'YK123' }),
    ]);
    apiServer.use(
      http.get(
        '*/api/accounts/:id/shipments/:shipmentId/photo',
        () =>
          new HttpResponse(new Blob(['png'], { type: 'image/png' }), {
            headers: { 'content-type': 'image/png' },
          }),
      ),
    );
    renderPage();

    const notice = await cardOf('Kadıköy Vergi Dairesi');
    expect(notice.textContent).toContain('Resmi tebligat · Acil');
    const parcel = await cardOf('Trendyol');
    expect(parcel.textContent).toContain('Yurtiçi Kargo');
    expect(parcel.textContent).toContain('YK123');
    expect(parcel.textContent).toContain('24.11.2026 10:30');
    // Newest first, as the server sent them.
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Kadıköy Vergi Dairesi', 'Trendyol']);

    // No "show details" first: the envelope's photo and the choices are on the card.
    expect(await within(notice).findByAltText('Kadıköy Vergi Dairesi gönderisinin zarfı')).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Tara: Kadıköy Vergi Dairesi' })).toBeTruthy();
    expect(within(parcel).getByRole('button', { name: 'Ofiste sakla: Trendyol' })).toBeTruthy();
    expect(within(parcel).getByRole('button', { name: 'Adrese ilet: Trendyol' })).toBeTruthy();
    // A parcel has no pages: it is not offered a scan (the server refuses it too).
    expect(within(parcel).queryByRole('button', { name: /^Tara/ })).toBeNull();

    // Shown, each new item is seen (the read receipt); the badge stays for this visit.
    await waitFor(() => expect([...seen].sort()).toEqual(['1', '2']));
    expect(within(await cardOf('Kadıköy Vergi Dairesi')).getByText('Yeni')).toBeTruthy();

    // Its history says what happened to the envelope: arrival, not "opened".
    const card = await cardOf('Kadıköy Vergi Dairesi');
    expect(within(card).queryByRole('region', { name: 'Geçmiş' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Geçmişi göster: Kadıköy Vergi Dairesi' }));
    const history = within(card).getByRole('region', { name: 'Geçmiş' });
    expect(history.textContent).toContain('Ofise ulaştı');
    expect(history.textContent).toContain('Selin Sekreter');
    expect(history.textContent).not.toContain('Açıldı');
  });

  it('keeps shred disabled, with the reason, while an official notice is unseen', async () => {
    signIn('customer');
    // The seen call fails: the notice stays unseen, so shredding stays closed.
    apiServer.use(
      answer(listShipmentsRoute, [shipment(3, { kind: 'official_notice', sender: 'SGK' })]),
      failure(markShipmentSeenRoute, 503, { message: 'Bir hizmete şu anda ulaşılamıyor.' }),
    );
    renderPage();
    const card = await cardOf('SGK');
    const shred = within(card).getByRole('button', { name: 'İmha et: SGK' });
    expect(shred).toHaveProperty('disabled', true);
    expect(shred.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card).getByText('Resmi tebligat, siz görmeden imha edilemez.')).toBeTruthy();
  });

  it('asks the address before forwarding', async () => {
    signIn('customer');
    const { requests } = serveCustomer([shipment(5, { sender: 'PTT', seen_at: '2026-11-24T08:00:00.000Z' })]);
    renderPage();
    const card = await cardOf('PTT');
    fireEvent.click(within(card).getByRole('button', { name: 'Adrese ilet: PTT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adrese ilet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İletilsin' }));
    expect(await within(dialog).findByText('Gönderinin iletileceği adresi yazın.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Adres/).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Adres/), { target: { value: 'Moda Cad. 1, Kadıköy' } });
    fireEvent.change(within(dialog).getByLabelText(/Not/), { target: { value: 'Kapıcıya' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İletilsin' }));
    await waitFor(() =>
      expect(requests).toEqual([{ action: 'forward', address: 'Moda Cad. 1, Kadıköy', note: 'Kapıcıya' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adrese ilet' })).toBeNull());
  });

  it('shreds only after the confirmation', async () => {
    signIn('customer');
    const { requests } = serveCustomer([
      shipment(6, { sender: 'Reklam', seen_at: '2026-11-24T08:00:00.000Z' }),
    ]);
    renderPage();
    const card = await cardOf('Reklam');
    fireEvent.click(within(card).getByRole('button', { name: 'İmha et: Reklam' }));
    let dialog = await screen.findByRole('dialog', { name: 'Gönderi imha edilsin mi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'İmha et: Reklam' }));
    dialog = await screen.findByRole('dialog', { name: 'Gönderi imha edilsin mi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İmha edilsin' }));
    await waitFor(() => expect(requests).toEqual([{ action: 'shred' }]));
  });

  it('says what the office is doing instead of offering a second request', async () => {
    signIn('customer');
    serveCustomer([
      shipment(7, {
        sender: 'Noter',
        seen_at: '2026-11-24T08:00:00.000Z',
        status: 'scan_requested',
        requests: [
          {
            id: 1,
            action: 'scan',
            status: 'requested',
            address: null,
            note: null,
            carrier: null,
            tracking_number: null,
            requested_at: '2026-11-24T09:00:00.000Z',
            done_at: null,
            by_rule: false,
          },
        ],
      }),
    ]);
    renderPage();
    const card = await cardOf('Noter');
    expect(within(card).getByText(/Ofis isteğiniz üzerinde çalışıyor: Tarama/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /İmha et/ })).toBeNull();
  });

  it('links to the mail instructions', async () => {
    signIn('customer');
    serveCustomer([]);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Posta talimatları' });
    expect(link.getAttribute('href')).toBe('/tr/app/office/mail-instructions');
  });

  it('labels what a standing rule asked, and lets the customer choose otherwise before the desk acts', async () => {
    signIn('customer');
    const ruleRequest = {
      id: 4,
      action: 'forward' as const,
      status: 'requested' as const,
      address: 'Merkez: Ayşe Yılmaz, Moda Mah. Bahariye Cad. 5, Kadıköy/İstanbul',
      note: null,
      carrier: null,
      tracking_number: null,
      requested_at: '2026-11-24T07:30:00.000Z',
      done_at: null,
      by_rule: true,
    };
    const { requests } = serveCustomer([
      shipment(12, {
        sender: 'Banka',
        seen_at: '2026-11-24T08:00:00.000Z',
        status: 'forward_requested',
        rule_id: 3,
        requests: [ruleRequest],
      }),
    ]);
    renderPage();
    const card = await cardOf('Banka');
    expect(within(card).getByText('Talimatınız gereği')).toBeTruthy();
    expect(within(card).getByText(/Talimatınız gereği istendi: Adrese iletme/)).toBeTruthy();
    // A forward the rule asked is not final yet: every choice stays open.
    const hold = within(card).getByRole('button', { name: 'Ofiste sakla: Banka' });
    expect(hold).toHaveProperty('disabled', false);
    expect(within(card).getByRole('button', { name: 'İmha et: Banka' })).toHaveProperty('disabled', false);
    fireEvent.click(hold);
    await waitFor(() => expect(requests).toEqual([{ action: 'hold' }]));
  });

  it('keeps the choices closed once the desk has done what the rule asked', async () => {
    signIn('customer');
    serveCustomer([
      shipment(13, {
        sender: 'Sigorta',
        seen_at: '2026-11-24T08:00:00.000Z',
        status: 'forwarded',
        rule_id: 3,
        requests: [
          {
            id: 5,
            action: 'forward',
            status: 'done',
            address: 'Merkez',
            note: null,
            carrier: 'PTT',
            tracking_number: 'RR1',
            requested_at: '2026-11-24T07:30:00.000Z',
            done_at: '2026-11-25T07:30:00.000Z',
            by_rule: true,
          },
        ],
      }),
    ]);
    renderPage();
    const card = await cardOf('Sigorta');
    expect(within(card).getByText('Talimatınız gereği')).toBeTruthy();
    expect(within(card).getByText('Bu gönderi için başka bir işlem istenemez.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Ofiste sakla/ })).toBeNull();
  });

  it('says how long a held item is stored free, and when that time is over', async () => {
    signIn('customer');
    serveCustomer([
      shipment(15, { sender: 'Noterlik', status: 'held', storage_free_until: '2999-12-31' }),
      shipment(16, { sender: 'Banka A.Ş.', status: 'held', storage_free_until: '2020-01-31' }),
    ]);
    renderPage();
    expect(
      within(await cardOf('Noterlik')).getByText(/Ofiste ücretsiz saklama: 31 Aralık 2999/),
    ).toBeTruthy();
    expect(
      within(await cardOf('Banka A.Ş.')).getByText(/Ücretsiz saklama süresi 31 Ocak 2020 .*tarihinde doldu/),
    ).toBeTruthy();
  });

  it('says when an authorised person collected an item', async () => {
    signIn('customer');
    serveCustomer([
      shipment(14, {
        sender: 'Kargo',
        status: 'collected',
        seen_at: '2026-11-24T08:00:00.000Z',
        collected: { by: 'Ayşe Yılmaz', at: '2026-11-25T09:15:00.000Z' },
      }),
    ]);
    renderPage();
    const card = await cardOf('Kargo');
    expect(within(card).getByText('Yetkili kişi teslim aldı')).toBeTruthy();
    expect(within(card).getByText('Ayşe Yılmaz ofisten teslim aldı: 25.11.2026 12:15.')).toBeTruthy();
  });

  it('reads a scanned item inside the portal, with a download link', async () => {
    signIn('customer');
    const createObjectURL = vi.fn(() => 'blob:scan');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const asked: string[] = [];
    serveCustomer([
      shipment(8, {
        sender: 'Vergi Dairesi',
        status: 'scanned',
        seen_at: '2026-11-24T08:00:00.000Z',
        scan_url: `/api/accounts/${ACCOUNT}/shipments/8/scan`,
      }),
    ]);
    apiServer.use(
      http.get('*/api/accounts/:id/shipments/:shipmentId/scan', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    renderPage();
    const card = await cardOf('Vergi Dairesi');
    fireEvent.click(within(card).getByRole('button', { name: 'Taramayı oku: Vergi Dairesi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Taranan içerik' });
    const frame = await within(dialog).findByTitle('Vergi Dairesi gönderisinin taraması (PDF)');
    expect(frame.getAttribute('src')).toBe('blob:scan');
    expect(asked).toEqual([`/api/accounts/${ACCOUNT}/shipments/8/scan`]);
    const download = within(dialog).getByRole('link', { name: 'PDF olarak indir' });
    expect(download.getAttribute('href')).toBe('blob:scan');
    expect(download.getAttribute('download')).toBe('scan-8.pdf');
  });
});

describe('the staff’s desk', () => {
  const queued = (requestId: number, changes: Partial<TOfficeQueueItem> = {}): TOfficeQueueItem => ({
    request_id: requestId,
    shipment_id: requestId + 100,
    account_id: 9,
    account_name: `Şirket ${requestId}`,
    kind: 'letter',
    sender: `Gönderen ${requestId}`,
    action: 'hold',
    address: null,
    note: null,
    requested_at: `2026-11-2${requestId}T07:00:00.000Z`,
    ...changes,
  });

  function serveQueue(items: TOfficeQueueItem[]) {
    const done: { requestId: string; body: string }[] = [];
    apiServer.use(
      answer(listOfficeQueueRoute, items),
      answer(completeOfficeRequestRoute, (request: TMockRequest) => {
        done.push({ requestId: request.params.requestId ?? '', body: String(request.body) });
        return { request_id: Number(request.params.requestId), shipment_id: 1, account_id: 9 };
      }),
    );
    return done;
  }

  async function queueList(): Promise<HTMLElement> {
    return screen.findByRole('list', { name: 'Bekleyen işlemler, en eskisi önce' });
  }

  it('lists the requests oldest first, with what each asks', async () => {
    signIn('secretary');
    serveQueue([
      queued(1, { action: 'forward', address: 'Bağdat Cad. 5', note: 'Kapıcıya' }),
      queued(2, { action: 'scan', kind: 'official_notice' }),
    ]);
    renderPage();
    const list = await queueList();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Şirket 1', 'Şirket 2']);
    expect(items[0]?.textContent).toContain('Adrese iletme');
    expect(items[0]?.textContent).toContain('Adres: Bağdat Cad. 5');
    expect(items[0]?.textContent).toContain('Not: Kapıcıya');
    expect(items[1]?.textContent).toContain('Resmi tebligat');
  });

  it('asks a forward’s carrier and tracking number before marking it done', async () => {
    signIn('secretary');
    const done = serveQueue([queued(1, { action: 'forward', address: 'Bağdat Cad. 5' })]);
    renderPage();
    const list = await queueList();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Tamamlandı: Şirket 1, Gönderen 1, Adrese iletme' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gönderi iletildi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    expect(await within(dialog).findAllByText('Bu alan zorunludur.')).toHaveLength(2);
    expect(done).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Kargo firması/), { target: { value: 'Aras Kargo' } });
    fireEvent.change(within(dialog).getByLabelText(/Takip numarası/), { target: { value: 'AR987' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await waitFor(() => expect(done).toHaveLength(1));
    expect(done[0]?.requestId).toBe('1');
    expect(done[0]?.body).toMatch(/name="carrier"\r\n\r\nAras Kargo/);
    expect(done[0]?.body).toMatch(/name="tracking_number"\r\n\r\nAR987/);
  });

  it('uploads a scan’s PDF to mark it done', async () => {
    signIn('secretary');
    const done = serveQueue([queued(2, { action: 'scan' })]);
    renderPage();
    const list = await queueList();
    fireEvent.click(within(list).getByRole('button', { name: 'Tamamlandı: Şirket 2, Gönderen 2, Tarama' }));
    const dialog = await screen.findByRole('dialog', { name: 'Taramayı yükle' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    expect(await within(dialog).findByText('Taranan içeriğin PDF dosyasını seçin.')).toBeTruthy();
    const picture = new File(['png'], 'scan.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText(/PDF dosyası/), { target: { files: [picture] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    expect(await within(dialog).findByText('Taranan içerik yalnızca PDF olarak yüklenebilir.')).toBeTruthy();
    expect(done).toEqual([]);

    const pdf = new File(['%PDF-1.7'], 'tebligat.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(/PDF dosyası/), { target: { files: [pdf] } });
    // The pages a scan beyond the allowance is charged by: 1 to 500, one unless told.
    const pages = within(dialog).getByLabelText(/Sayfa sayısı/) as HTMLInputElement;
    expect(pages.value).toBe('1');
    fireEvent.change(pages, { target: { value: '501' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    expect(await within(dialog).findByText('1 ile 500 arasında bir tam sayı girin.')).toBeTruthy();
    expect(done).toEqual([]);
    fireEvent.change(pages, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await waitFor(() => expect(done).toHaveLength(1));
    expect(done[0]?.body).toMatch(/name="pages"\r\n\r\n3\r\n/);
    expect(done[0]?.body).toMatch(
      /name="file"; filename="[^"]+"\r\nContent-Type: application\/pdf\r\n\r\n%PDF-1.7/,
    );
  });

  it('shows at once the scan a standing rule asked for an item just logged', async () => {
    signIn('secretary');
    let queue: TOfficeQueueItem[] = [];
    apiServer.use(
      answer(listOfficeQueueRoute, () => queue),
      answer(findOfficeCompaniesRoute, () => [
        { id: 9, name: 'Deniz Ltd', tax_number: '1234567890', phone: null, location: 'Kadıköy' },
      ]),
      answer(recordShipmentRoute, () => {
        // The company's rule scans every letter: the server queued the request with the item.
        queue = [queued(3, { action: 'scan', account_name: 'Deniz Ltd', sender: 'Garanti BBVA' })];
        return shipment(12, { account_id: 9, sender: 'Garanti BBVA', kind: 'letter' });
      }),
    );
    renderPage();
    expect(await screen.findByText('Bekleyen işlem yok.')).toBeTruthy();
    const form = (await screen.findByRole('heading', { name: 'Gelen gönderiyi kaydet' })).closest('div');
    if (!form) throw new Error('no form');
    const search = within(form).getByRole('combobox', { name: /Şirket/ });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'Deniz' } });
    await within(form).findByRole('option', { name: /Deniz Ltd/ });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await within(form).findByText('Seçilen şirket: Deniz Ltd')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: 'Mektup' }));
    fireEvent.change(within(form).getByLabelText(/^Gönderen/), { target: { value: 'Garanti BBVA' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet ve bildir' }));
    const list = await queueList();
    expect(
      within(list).getByRole('button', { name: 'Tamamlandı: Deniz Ltd, Garanti BBVA, Tarama' }),
    ).toBeTruthy();
  });

  it('logs an item for a company found by the type-ahead', async () => {
    signIn('secretary');
    serveQueue([]);
    const searches: string[] = [];
    const logged: string[] = [];
    apiServer.use(
      answer(findOfficeCompaniesRoute, (request: TMockRequest) => {
        searches.push(request.query.get('q') ?? '');
        return [{ id: 9, name: 'Deniz Ltd', tax_number: '1234567890', phone: null, location: 'Kadıköy' }];
      }),
      answer(recordShipmentRoute, (request: TMockRequest) => {
        logged.push(`${new URLSearchParams(request.query).toString()} ${String(request.body)}`);
        return shipment(11, { account_id: 9, sender: 'Vergi Dairesi', kind: 'official_notice' });
      }),
    );
    renderPage();
    const form = (await screen.findByRole('heading', { name: 'Gelen gönderiyi kaydet' })).closest('div');
    if (!form) throw new Error('no form');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet ve bildir' }));
    expect(await within(form).findByText('Gönderinin geldiği şirketi seçin.')).toBeTruthy();
    expect(within(form).getByText('Gönderenin adını yazın.')).toBeTruthy();

    const search = within(form).getByRole('combobox', { name: /Şirket/ });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'Deniz' } });
    const option = await within(form).findByRole('option', { name: /Deniz Ltd/ });
    await waitFor(() => expect(searches).toContain('Deniz'));
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await within(form).findByText('Seçilen şirket: Deniz Ltd')).toBeTruthy();

    fireEvent.click(within(form).getByRole('radio', { name: 'Resmi tebligat' }));
    fireEvent.change(within(form).getByLabelText(/^Gönderen/), { target: { value: 'Vergi Dairesi' } });
    const camera = within(form).getByLabelText(/Zarfın fotoğrafı/);
    expect(camera.getAttribute('capture')).toBe('environment');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet ve bildir' }));
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]).toMatch(/^all=1 /);
    expect(logged[0]).toMatch(/name="kind"\r\n\r\nofficial_notice/);
    expect(logged[0]).toMatch(/name="sender"\r\n\r\nVergi Dairesi/);
    expect(logged[0]).toMatch(/name="received_at"\r\n\r\n\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+03:00/);
  });
});
