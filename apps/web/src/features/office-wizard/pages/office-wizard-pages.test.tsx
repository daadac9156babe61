import { getAccountRoute, saveAccountInformationsRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getOfficeContractRoute } from '@portal/contracts/office/office-contract-routes';
import type { TOfficeTerms } from '@portal/contracts/office/office-usage';
import { listOfficeTermsRoute } from '@portal/contracts/office/office-usage-routes';
import {
  getSalesTermsRoute,
  payForSubscriptionRoute,
  payForSubscriptionWithCardOnFileRoute,
} from '@portal/contracts/payments/payment-routes';
import {
  getBrandProductRoute,
  getBrandProductsRoute,
  getOfficeLocationsRoute,
} from '@portal/contracts/products/product-routes';
import type { TOfficeLocation, TProduct } from '@portal/contracts/products/product-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import officeWizardTr from '../../../locales/tr/officeWizard.json';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { salesTermsAnswer } from '../../../test/sales-terms-fixture.ts';
import LocationsStepPage from './locations-step-page.tsx';
import OfficePacketsStepPage from './office-packets-step-page.tsx';
import OfficePaymentStepPage from './office-payment-step-page.tsx';
import OfficeWaitStepPage from './office-wait-step-page.tsx';

type TAccount = TRouteResultInput<typeof getAccountRoute>;

const UPDATED = '2026-03-02T09:00:00.000Z';

/** An approved accountant company adding a virtual office. */
function account(informations: Record<string, string>, officeState?: 'waiting_for_approval'): TAccount {
  return {
    id: 7,
    name: 'Acme Ltd',
    status: ACCOUNT_STATUSES.active,
    created_at: '2026-01-05T09:00:00.000Z',
    lines: [
      { type: 1, status: 4, state: 'active', updated_at: UPDATED },
      ...(officeState ? [{ type: 2, status: 3, state: officeState, updated_at: UPDATED }] : []),
    ],
    informations: Object.entries(informations).map(([key, value]) => ({ key, value })),
    products: [],
    users: [],
    status_reason: null,
    status_changed_at: null,
  };
}

function location(
  id: number,
  slug: string,
  name: string,
  place: { district: string; city: string; latitude: number; longitude: number },
  packets: TOfficeLocation['packets'],
): TOfficeLocation {
  return {
    id,
    slug,
    name,
    address: `${name} adresi`,
    description: null,
    meeting_rooms: 2,
    reception_hours: '09:00-18:00',
    parking: false,
    packets,
    price_from: packets[0]?.price ?? null,
    secretary: { id: 3, name: 'Zeynep Kaya' },
    ...place,
  };
}

const BASIC = { id: 21, name: 'Sanal Ofis Temel', price: 60_000 };
const PLUS = { id: 22, name: 'Sanal Ofis Plus', price: 120_000 };
const PRIVATE_ROOM = { id: 25, name: 'Hazır Ofis – Özel Oda', price: 1_250_000 };

const LOCATIONS: TOfficeLocation[] = [
  {
    ...location(
      1,
      'istanbul-maslak',
      'Maslak Ofis',
      { district: 'Sarıyer', city: 'İstanbul', latitude: 41.1093, longitude: 29.0209 },
      [BASIC, PLUS, PRIVATE_ROOM],
    ),
    meeting_rooms: 4,
    reception_hours: '08:30-19:00',
    parking: true,
  },
  location(
    2,
    'istanbul-kadikoy',
    'Kadıköy Ofis',
    { district: 'Kadıköy', city: 'İstanbul', latitude: 40.9847, longitude: 29.0275 },
    [BASIC, PLUS],
  ),
  location(
    3,
    'ankara-cankaya',
    'Çankaya Ofis',
    { district: 'Çankaya', city: 'Ankara', latitude: 39.9086, longitude: 32.7593 },
    [BASIC, PLUS, PRIVATE_ROOM],
  ),
  location(
    4,
    'izmir-alsancak',
    'Alsancak Ofis',
    { district: 'Konak', city: 'İzmir', latitude: 38.4337, longitude: 27.1428 },
    [BASIC, PLUS],
  ),
];

function packet(
  item: { id: number; name: string; price: number },
  childrens: TProduct['childrens'],
): TProduct {
  return {
    ...item,
    brand: 2,
    description: null,
    billing: 'monthly',
    is_main: 1,
    packet_id: null,
    category_id: null,
    code: `office-${item.id}`,
    features: [{ id: item.id * 10, name: 'Yasal adres ve ticaret sicil kaydı için kullanım' }],
    childrens,
  };
}

const SETUP = {
  id: 31,
  name: 'Kurulum ve Sözleşme Ücreti',
  description: null,
  price: 50_000,
  billing: 'one_off',
  required: false,
} as const;
const SIGN = {
  id: 32,
  name: 'Kapı ve Bina Tabelası',
  description: null,
  price: 150_000,
  billing: 'one_off',
  required: false,
} as const;
const PACKETS: TProduct[] = [
  packet(BASIC, [SETUP, SIGN]),
  packet(PLUS, [SETUP]),
  packet(PRIVATE_ROOM, [SETUP]),
];

/** What each packet includes a month and the price list beyond it (kuruş before KDV). */
const PRICE_LIST: TOfficeTerms['fees'] = [
  { code: 'call', unit_price: 1_500 },
  { code: 'scan_page', unit_price: 500 },
  { code: 'forward', unit_price: 7_500 },
  { code: 'storage_day', unit_price: 1_000 },
];
const TERMS: TOfficeTerms[] = [
  {
    product_id: BASIC.id,
    allowance: { calls: 50, scans: 20, forwardings: 4, room_hours: 2, storage_days: 30 },
    fees: PRICE_LIST,
  },
  {
    product_id: PLUS.id,
    allowance: { calls: 200, scans: 60, forwardings: 8, room_hours: 6, storage_days: 60 },
    fees: PRICE_LIST,
  },
];

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['wizard', 'form', 'validation', 'payments', 'officeContract', 'officeUsage']);
  // The page's own texts, read from the file itself (the router loads them with the page's chunk).
  i18n.addResourceBundle('tr', 'officeWizard', officeWizardTr, true, true);
});

afterEach(() => {
  storage.remove('account');
});

const savedBody = (request: TMockRequest | undefined) =>
  (request?.body as { informations: { key: string; value: string }[] } | undefined)?.informations;

/** The company, the offices and the packets; `saves` collects each `POST accounts/7/informations`. */
function serve(current: TAccount, ...extra: Parameters<typeof apiServer.use>) {
  const saves: TMockRequest[] = [];
  storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
  apiServer.use(
    ...extra,
    answer(getAccountRoute, current),
    answer(getOfficeLocationsRoute, LOCATIONS),
    answer(getBrandProductsRoute, PACKETS),
    answer(listOfficeTermsRoute, TERMS),
    // As the server does: every information of the company, the saved ones included.
    answer(saveAccountInformationsRoute, (request) => {
      saves.push(request);
      const saved = new Map(current.informations.map(({ key, value }) => [key, value]));
      for (const { key, value } of savedBody(request) ?? []) saved.set(key, value);
      return [...saved].map(([key, value]) => ({ key, value }));
    }),
  );
  return saves;
}

const PATTERN = '/:lang/app/office/application-form/:step';
const open = (page: ReactElement, step: string, search = '') =>
  renderRoute(page, PATTERN, `/tr/app/office/application-form/${step}${search}`);

describe('office wizard: locations', () => {
  it('shows what each office offers, its packets and the price from', async () => {
    serve(account({}));
    open(<LocationsStepPage />, 'locations');
    const cards = await screen.findByRole('group', { name: 'Ofislerimiz' });
    const maslak = within(cards)
      .getByRole('radio', { name: /^Maslak Ofis/ })
      .closest('label');
    if (!maslak) throw new Error('no card');
    expect(within(maslak).getByText('4 toplantı odası')).toBeTruthy();
    expect(within(maslak).getByText('Resepsiyon: 08:30–19:00')).toBeTruthy();
    expect(within(maslak).getByText('Otopark var')).toBeTruthy();
    expect(within(maslak).getByText('Sanal Ofis Temel, Sanal Ofis Plus, Hazır Ofis – Özel Oda')).toBeTruthy();
    expect(within(maslak).getByText('Aylık ₺600 + KDV’den başlayan fiyatlarla')).toBeTruthy();
  });

  it('chooses an office by its map marker and saves it with the step', async () => {
    const saves = serve(account({}));
    const router = open(<LocationsStepPage />, 'locations');
    const marker = await screen.findByRole('button', { name: 'Çankaya Ofis, Çankaya, Ankara: bu ofisi seç' });
    expect(marker.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(marker);
    expect(marker.getAttribute('aria-pressed')).toBe('true');
    // The card of the same office is selected too.
    const cards = screen.getByRole('group', { name: 'Ofislerimiz' });
    expect((within(cards).getByRole('radio', { name: /^Çankaya Ofis/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toEqual([
      { key: 'virtual_office_id', value: '3' },
      { key: 'virtual_office_selection', value: 'ankara-cankaya' },
      { key: 'office_step', value: 'location' },
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tr/app/office/application-form/packets'),
    );
  });

  it('chooses an office by its card and saves it with the step', async () => {
    const saves = serve(account({}));
    open(<LocationsStepPage />, 'locations');
    const cards = await screen.findByRole('group', { name: 'Ofislerimiz' });
    fireEvent.click(within(cards).getByRole('radio', { name: /^Kadıköy Ofis/ }));
    expect(
      screen
        .getByRole('button', { name: 'Kadıköy Ofis, Kadıköy, İstanbul: bu ofisi seç' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toEqual([
      { key: 'virtual_office_id', value: '2' },
      { key: 'virtual_office_selection', value: 'istanbul-kadikoy' },
      { key: 'office_step', value: 'location' },
    ]);
  });

  it('asks for an office before saving anything', async () => {
    const saves = serve(account({}));
    open(<LocationsStepPage />, 'locations');
    fireEvent.click(await screen.findByRole('button', { name: 'Kaydet ve devam et' }));
    expect(await screen.findByText('Devam etmek için bir ofis seçin.')).toBeTruthy();
    expect(saves).toHaveLength(0);
  });

  it('sends a company whose office line is paid to the waiting step', async () => {
    serve(account({ office_step: 'office-payment', virtual_office_id: '1' }, 'waiting_for_approval'));
    const router = open(<LocationsStepPage />, 'locations');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tr/app/office/application-form/wait-for-approve'),
    );
  });
});

describe('office wizard: packets', () => {
  it('states what each packet includes a month and the fees beyond it', async () => {
    serve(account({ virtual_office_id: '2', office_step: 'location' }));
    open(<OfficePacketsStepPage />, 'packets');
    const packets = await screen.findByRole('group', { name: 'Ofis paketleri' });
    const basic = within(packets)
      .getByRole('radio', { name: /^Sanal Ofis Temel/ })
      .closest('label');
    if (!basic) throw new Error('no packet card');
    await waitFor(() =>
      expect(basic.textContent).toContain(
        'Her ay dahil: 50 çağrı · 20 tarama · 4 yönlendirme · 2 saat toplantı odası · gönderi başına 30 gün ücretsiz saklama',
      ),
    );
    expect(basic.textContent).toContain('Aşımda: ek çağrı ₺15 + KDV · tarama sayfa başı ₺5 + KDV');
    expect(basic.textContent).toContain('yönlendirme (posta dahil) ₺75 + KDV · ek saklama günü ₺10 + KDV');
  });

  it('offers the packets of the chosen office with a running total with KDV, and carries the add-ons on', async () => {
    const saves = serve(account({ virtual_office_id: '2', office_step: 'location' }));
    const router = open(<OfficePacketsStepPage />, 'packets');
    const packets = await screen.findByRole('group', { name: 'Ofis paketleri' });
    // Kadıköy offers no private rooms.
    expect(within(packets).queryByRole('radio', { name: /Özel Oda/ })).toBeNull();
    fireEvent.click(within(packets).getByRole('radio', { name: /^Sanal Ofis Temel/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Kapı ve Bina Tabelası/ }));

    const summary = screen.getByRole('region', { name: 'Ödeme özeti' });
    // 600 TL a month + 1.500 TL sign = 2.100 TL; KDV %20 = 420 TL; 2.520 TL in all.
    expect(within(summary).getByText('₺2.100')).toBeTruthy();
    expect(within(summary).getByText('₺420')).toBeTruthy();
    expect(within(summary).getByText('₺2.520')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Kurulum ve Sözleşme Ücreti/ }));
    expect(within(summary).getByText('₺3.120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toEqual([
      { key: 'office_packet', value: 'Sanal Ofis Temel' },
      { key: 'office_packet_id', value: '21' },
      { key: 'office_step', value: 'office-packets' },
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tr/app/office/application-form/payment'),
    );
    expect(router.state.location.search).toBe('?add_ons=31,32');
  });
});

describe('office wizard: payment', () => {
  it('charges the packet and its add-ons in one subscription payment, then waits for approval', async () => {
    const payments: TMockRequest[] = [];
    serve(
      account({ virtual_office_id: '2', office_step: 'office-packets', office_packet_id: '21' }),
      answer(getBrandProductRoute, PACKETS[0] ?? packet(BASIC, [])),
      answer(getSalesTermsRoute, salesTermsAnswer({ hash: 'c'.repeat(64) })),
      answer(payForSubscriptionRoute, (request) => {
        payments.push(request);
        return {
          payment_id: 9,
          status: 'succeeded',
          amount: 252_000,
          card_last4: '1111',
          card_brand: 'visa',
          invoice_id: 4,
          account_status: ACCOUNT_STATUSES.active,
          challenge_url: null,
        };
      }),
    );
    const router = open(<OfficePaymentStepPage />, 'payment', '?add_ons=32');
    const pay = await screen.findByRole('button', { name: '₺2.520 öde' });
    const type = (label: RegExp, value: string) =>
      fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
    type(/^Kart üzerindeki ad soyad/, 'Ayşe Yılmaz');
    type(/^Kart numarası/, '4111111111111111');
    type(/^Son kullanma tarihi/, '1239');
    type(/^Güvenlik kodu/, '123');
    // The monthly renewal and its cancellation in plain words, and the two documents to accept.
    expect(await screen.findByText(/her ayın 31\. günü yenilenir/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: /okudum ve onaylıyorum/ }));
    fireEvent.click(pay);

    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]?.params).toEqual({ type: '2', id: '21' });
    expect(payments[0]?.body).toMatchObject({
      account_id: 7,
      add_on_ids: [32],
      accept_sales_terms: true,
      sales_terms_hash: 'c'.repeat(64),
    });
    expect(payments[0]?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tr/app/office/application-form/wait-for-approve'),
    );
  });
});

describe('office wizard: payment with the card on file', () => {
  it('pays the packet and its add-ons with the card the company keeps, without typing it', async () => {
    const asked: TMockRequest[] = [];
    const payments: TMockRequest[] = [];
    serve(
      account({ virtual_office_id: '2', office_step: 'office-packets', office_packet_id: '21' }),
      answer(getBrandProductRoute, PACKETS[0] ?? packet(BASIC, [])),
      answer(getSalesTermsRoute, (request) => {
        asked.push(request);
        return salesTermsAnswer({ card_on_file: { brand: 'visa', last4: '4242' } });
      }),
      answer(payForSubscriptionWithCardOnFileRoute, (request) => {
        payments.push(request);
        return {
          payment_id: 10,
          status: 'succeeded',
          amount: 252_000,
          card_last4: '4242',
          card_brand: 'visa',
          invoice_id: 5,
          account_status: ACCOUNT_STATUSES.active,
          challenge_url: null,
        };
      }),
    );
    const router = open(<OfficePaymentStepPage />, 'payment', '?add_ons=32');
    const onFile = await screen.findByRole('button', { name: 'Visa •••• 4242 ile ₺2.520 öde' });
    // The documents are those of this very order: the office packet with its add-on.
    expect(asked[0]?.params).toEqual({ type: '2', id: '21' });
    expect(asked[0]?.query.get('add_on_ids')).toBe('32');
    fireEvent.click(screen.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }));
    fireEvent.click(onFile);
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]?.body).toMatchObject({
      account_id: 7,
      add_on_ids: [32],
      accept_sales_terms: true,
      sales_terms_hash: 'a'.repeat(64),
    });
    expect(payments[0]?.body).not.toHaveProperty('card_number');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/tr/app/office/application-form/wait-for-approve'),
    );
  });
});

describe('office wizard: waiting for approval', () => {
  it('lists the documents a virtual office address needs, each with its source, and the secretary', async () => {
    serve(
      account({ virtual_office_id: '1', office_step: 'office-payment' }, 'waiting_for_approval'),
      answer(getOfficeContractRoute, { state: 'not_approved', contract: null }),
    );
    open(<OfficeWaitStepPage />, 'wait-for-approve');
    expect(await screen.findByText('Başvurunuz inceleniyor')).toBeTruthy();
    // The lease contract is prepared in the portal once the line is approved: the step says so.
    expect(await screen.findByText('Sözleşmeniz onaydan sonra hazırlanır')).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Sanal ofis adresi için gereken belgeler' });
    const contract = within(documents).getByText('İmzalı sanal ofis hizmet sözleşmesi').closest('li');
    if (!contract) throw new Error('no contract item');
    expect(contract.textContent).toContain(
      '213 sayılı Vergi Usul Kanunu, madde 153 (İşe başlamanın bildirilmesi)',
    );
    expect(contract.textContent).toContain('39044742-130-E.702055');
    const plate = within(documents).getByText('Vergi levhası').closest('li');
    expect(plate?.textContent).toContain('Adresini taşıyan şirketler için');
    const sources = screen.getByRole('region', { name: 'Kaynaklar' });
    expect(within(sources).getByText(/6102 sayılı Türk Ticaret Kanunu, madde 40/)).toBeTruthy();
    expect(await screen.findByText(/Zeynep Kaya karşılayacak/)).toBeTruthy();
  });
});
