import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { listOfficeTermsRoute } from '@portal/contracts/office/office-usage-routes';
import {
  getSalesTermsRoute,
  payForAddOnWithCardOnFileRoute,
} from '@portal/contracts/payments/payment-routes';
import {
  changeSubscriptionPacketRoute,
  getSubscriptionsRoute,
} from '@portal/contracts/payments/subscription-routes';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { getBrandProductRoute } from '@portal/contracts/products/product-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { salesTermsAnswer } from '../../../test/sales-terms-fixture.ts';
import AdditionalPaymentPage from './additional-payment-page.tsx';
import AdditionalServicesPage from './additional-services-page.tsx';
import NetworkAdditionalServicesPage from './network-additional-services-page.tsx';
import OfficeAdditionalServicesPage from './office-additional-services-page.tsx';
import PacketPage from './packet-page.tsx';

const ACCOUNT: TRouteResultInput<typeof getAccountRoute> = {
  id: 7,
  name: 'Acme Ltd',
  status: ACCOUNT_STATUSES.active,
  created_at: '2026-01-05T09:00:00.000Z',
  informations: [],
  products: [
    {
      id: 3,
      name: 'Başlangıç Paketi',
      type: 1,
      billing: 'monthly',
      price: 149_000,
      is_main: true,
      purchased_at: '2026-01-10T09:00:00.000Z',
      next_payment_at: '2026-11-30T21:00:00.000Z',
    },
  ],
  users: [],
  lines: [],
  status_reason: null,
  status_changed_at: null,
};

const packet = (id: number, name: string, price: number): TRouteResultInput<typeof getBrandProductRoute> => ({
  id,
  brand: 1,
  name,
  description: null,
  price,
  billing: 'monthly',
  is_main: 1,
  packet_id: null,
  category_id: null,
  code: `packet-${id}`,
  features: [{ id: 1, name: 'Ayda 30 belge' }],
  childrens: [
    { id: 11, name: 'Şirket Kaşesi', description: null, price: 25_000, billing: 'one_off' },
    { id: 12, name: 'Elektronik İmza', description: null, price: 125_000, billing: 'one_off' },
  ],
});

const SUBSCRIPTION: TSubscription = {
  id: 4,
  account_id: 7,
  product: { id: 3, name: 'Başlangıç Paketi', brand_id: 1 },
  next_product: null,
  status: 'active',
  price: 149_000,
  total: 178_800,
  current_period_start: '2026-10-31T21:00:00.000Z',
  current_period_end: '2026-11-30T21:00:00.000Z',
  next_payment_at: '2026-11-30T21:00:00.000Z',
  cancel_at: null,
  payment_due_since: null,
  suspends_at: null,
  card: { brand: 'mastercard', last4: '0008', expire_month: 12, expire_year: 2035 },
  charges: [],
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['payments', 'form', 'validation', 'officeUsage']);
});

afterEach(() => {
  storage.remove('account');
});

function serve(...extra: Parameters<typeof apiServer.use>) {
  storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
  apiServer.use(
    ...extra,
    answer(getAccountRoute, ACCOUNT),
    answer(getBrandProductRoute, ({ params }) =>
      Number(params.id) === 5 ? packet(5, 'Premium Paket', 399_000) : packet(3, 'Başlangıç Paketi', 149_000),
    ),
    answer(getSubscriptionsRoute, [SUBSCRIPTION]),
  );
}

describe('additional services', () => {
  it('lists the packet’s add-ons + KDV and carries the chosen ones to the payment page', async () => {
    serve();
    renderRoute(<AdditionalServicesPage />, '/:lang/app/additional-services', '/tr/app/additional-services');
    const seal = await screen.findByRole('checkbox', { name: 'Şirket Kaşesi' });
    expect(screen.getByText('₺250 + KDV, tek seferlik')).toBeTruthy();
    fireEvent.click(seal);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Elektronik İmza' }));
    expect(screen.getByText('2 hizmet seçildi')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ödemeye geç' }).getAttribute('href')).toBe(
      '/tr/app/additional-payment?ids=11,12',
    );
  });

  it('pays the chosen add-ons once with the card on file, their documents accepted first', async () => {
    const calls: TMockRequest[] = [];
    const read: TMockRequest[] = [];
    serve(
      // A one-off purchase: nothing renews, the documents still to accept.
      answer(getSalesTermsRoute, (request) => {
        read.push(request);
        return salesTermsAnswer({ hash: 'b'.repeat(64), renewal: null });
      }),
      answer(payForAddOnWithCardOnFileRoute, (request) => {
        calls.push(request);
        return {
          payment_id: 9,
          status: 'succeeded',
          amount: 180_000,
          card_last4: '0008',
          card_brand: 'mastercard',
          invoice_id: 3,
          account_status: ACCOUNT_STATUSES.active,
          challenge_url: null,
        };
      }),
    );
    renderRoute(
      <AdditionalPaymentPage />,
      '/:lang/app/additional-payment',
      '/tr/app/additional-payment?ids=11,12',
    );
    const pay = await screen.findByRole('button', { name: 'Mastercard •••• 0008 ile ₺1.800 öde' });
    const box = await screen.findByRole('checkbox', { name: /okudum ve onaylıyorum/ });
    // The documents of this order: a one-off purchase, no renewal stated.
    expect(read[0]?.query.get('kind')).toBe('buy');
    expect(read[0]?.query.get('add_on_ids')).toBe('12');
    expect(screen.getByText(/tek seferlik bir satın almadır/)).toBeTruthy();
    expect(screen.queryByText(/her ayın/)).toBeNull();
    // Not accepted yet: nothing is charged, the box says why.
    fireEvent.click(pay);
    expect(await screen.findByText(/okuyup onaylamalısınız/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(box);
    fireEvent.click(pay);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.params).toEqual({ type: '1', id: '11' });
    expect(calls[0]?.body).toMatchObject({
      account_id: 7,
      add_on_ids: [12],
      accept_sales_terms: true,
      sales_terms_hash: 'b'.repeat(64),
    });
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await screen.findByText(/Ödeme alındı\./)).toBeTruthy();
  });
});

describe('the office’s additional services', () => {
  it('states what the office packet includes a month and the fees beyond it, above its add-ons', async () => {
    const office = {
      id: 21,
      name: 'Sanal Ofis Temel',
      type: 2,
      billing: 'monthly' as const,
      price: 60_000,
      is_main: true,
      purchased_at: '2026-01-10T09:00:00.000Z',
      next_payment_at: '2026-11-30T21:00:00.000Z',
    };
    storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
    apiServer.use(
      answer(getAccountRoute, { ...ACCOUNT, products: [office] }),
      answer(getBrandProductRoute, packet(21, 'Sanal Ofis Temel', 60_000)),
      answer(listOfficeTermsRoute, [
        {
          product_id: 21,
          allowance: { calls: 50, scans: 20, forwardings: 4, room_hours: 0, storage_days: 30 },
          fees: [
            { code: 'call', unit_price: 1_500 },
            { code: 'scan_page', unit_price: 500 },
            { code: 'forward', unit_price: 7_500 },
            { code: 'storage_day', unit_price: 1_000 },
          ],
        },
      ]),
    );
    renderRoute(
      <OfficeAdditionalServicesPage />,
      '/:lang/app/office/additional-services',
      '/tr/app/office/additional-services',
    );
    await screen.findByRole('checkbox', { name: 'Şirket Kaşesi' });
    const included = await screen.findByText(/50 çağrı · 20 tarama · 4 yönlendirme/);
    // No meeting-room hours in this packet: the list doesn't claim any.
    expect(included.textContent).not.toContain('toplantı odası');
    expect(screen.getByText(/tarama sayfa başı ₺5 \+ KDV/)).toBeTruthy();
  });
});

describe('a packet’s page', () => {
  it('offers a switch to another packet from the next period, confirmed first', async () => {
    const bodies: unknown[] = [];
    serve(
      answer(changeSubscriptionPacketRoute, ({ body }) => {
        bodies.push(body);
        return { ...SUBSCRIPTION, next_product: { id: 5, name: 'Premium Paket' } };
      }),
    );
    renderRoute(<PacketPage />, '/:lang/app/packets/:id', '/tr/app/packets/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Paket' })).toBeTruthy();
    const button = await screen.findByRole('button', {
      name: '1 Aralık 2026 tarihinden itibaren bu pakete geç',
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('₺3.990');
    fireEvent.click(within(dialog).getByRole('button', { name: '1 Aralık 2026 itibarıyla geç' }));
    await waitFor(() => expect(bodies).toEqual([{ product_id: 5 }]));
  });

  it('marks the company’s own packet as current', async () => {
    serve();
    renderRoute(<PacketPage />, '/:lang/app/packets/:id', '/tr/app/packets/3');
    expect(await screen.findByText('Mevcut paketiniz')).toBeTruthy();
  });
});

describe('the network’s additional services', () => {
  const networkAccount = (products: typeof ACCOUNT.products): typeof ACCOUNT => ({ ...ACCOUNT, products });
  const conferenceHour = {
    id: 40,
    name: 'Bir Saatlik Konferans Paketi',
    type: 7,
    billing: 'hourly' as const,
    price: 250_000,
    is_main: true,
    purchased_at: '2026-10-01T09:00:00.000Z',
    next_payment_at: null,
  };

  it('lists the membership packet’s add-ons and carries them to the network’s payment page', async () => {
    storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
    const asked: string[] = [];
    apiServer.use(
      answer(
        getAccountRoute,
        networkAccount([
          conferenceHour,
          { ...conferenceHour, id: 38, name: 'Standart Stant', billing: 'monthly', price: 150_000 },
        ]),
      ),
      answer(getBrandProductRoute, ({ params }) => {
        asked.push(`${params.type}/${params.id}`);
        return { ...packet(38, 'Standart Stant', 150_000), brand: 7 };
      }),
    );
    renderRoute(
      <NetworkAdditionalServicesPage />,
      '/:lang/app/endless-network/additional-service',
      '/tr/app/endless-network/additional-service',
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Şirket Kaşesi' }));
    // The stage hour the company bought is no packet: the add-ons are the membership's.
    expect(asked).toEqual(['7/38']);
    expect(screen.getByRole('link', { name: /Standart Stant/ }).getAttribute('href')).toBe(
      '/tr/app/packets/38?type=7',
    );
    expect(screen.getByRole('link', { name: 'Ödemeye geç' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/additional-payment?ids=11',
    );
  });

  it('sends a company without the membership to its network page to buy one', async () => {
    storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
    apiServer.use(answer(getAccountRoute, networkAccount([conferenceHour])));
    renderRoute(
      <NetworkAdditionalServicesPage />,
      '/:lang/app/endless-network/additional-service',
      '/tr/app/endless-network/additional-service',
    );
    const buy = await screen.findByRole('link', { name: 'Paket satın al' });
    expect(buy.getAttribute('href')).toBe('/tr/app/endless-network/for-my-company');
  });
});
