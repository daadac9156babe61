import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { listMyBookingsRoute } from '@portal/contracts/network/network-routes';
import {
  getSalesTermsRoute,
  payForAddOnWithCardOnFileRoute,
} from '@portal/contracts/payments/payment-routes';
import { getSubscriptionsRoute } from '@portal/contracts/payments/subscription-routes';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { getBrandProductRoute } from '@portal/contracts/products/product-routes';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { salesTermsAnswer } from '../../../test/sales-terms-fixture.ts';
import { account, booking } from '../test-fixtures.ts';
import StagePaymentPage from './stage-payment-page.tsx';

const PATTERN = '/:lang/app/endless-network/stage-payment';
const NOW = new Date('2026-11-20T09:10:00.000Z');
/** Held until 09:15 UTC (12:15 Istanbul): five minutes left at NOW. */
const HOLD = booking({ id: 44, held_until: '2026-11-20T09:15:00.000Z' });

const CONFERENCE_HOUR: TRouteResultInput<typeof getBrandProductRoute> = {
  id: 21,
  brand: 7,
  name: 'Bir Saatlik Konferans Paketi',
  description: null,
  price: 250_000,
  billing: 'hourly',
  is_main: 0,
  packet_id: null,
  category_id: null,
  code: 'network-stage-conference-hour',
  features: [],
  childrens: [
    {
      id: 31,
      name: 'Canlı Yayın ve Video Kaydı',
      description: null,
      price: 150_000,
      billing: 'one_off' as const,
    },
    {
      id: 32,
      name: 'İkram Paketi (30 Kişi)',
      description: null,
      price: 300_000,
      billing: 'one_off' as const,
    },
  ],
};

const NETWORK_SUBSCRIPTION: TSubscription = {
  id: 4,
  account_id: 7,
  product: { id: 5, name: 'Standart Stant', brand_id: 7 },
  next_product: null,
  status: 'active',
  price: 150_000,
  total: 180_000,
  current_period_start: '2026-10-31T21:00:00.000Z',
  current_period_end: '2026-11-30T21:00:00.000Z',
  next_payment_at: '2026-11-30T21:00:00.000Z',
  cancel_at: null,
  payment_due_since: null,
  suspends_at: null,
  card: { brand: 'visa', last4: '4242', expire_month: 12, expire_year: 2035 },
  charges: [],
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['networkStages', 'networkBooths', 'payments', 'form', 'validation']);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
});

afterEach(() => {
  vi.useRealTimers();
});

function serve(bookings = [HOLD], ...extra: Parameters<typeof apiServer.use>) {
  apiServer.use(
    ...extra,
    answer(getAccountRoute, account()),
    answer(listMyBookingsRoute, bookings),
    answer(getBrandProductRoute, CONFERENCE_HOUR),
    answer(getSubscriptionsRoute, [NETWORK_SUBSCRIPTION]),
    // A stage hour is a one-off sale: its documents to accept, nothing renews.
    answer(getSalesTermsRoute, salesTermsAnswer({ renewal: null })),
  );
}

function open(search = '?session=44') {
  return renderRoute(<StagePaymentPage />, PATTERN, `/tr/app/endless-network/stage-payment${search}`);
}

describe('paying a stage hour', () => {
  it('counts down to the end of the hold, and says when it has run out', async () => {
    serve();
    open();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('05:00');
    expect(screen.getByText(/Tutulma bitişi 12:15/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('03:59');
    act(() => {
      vi.advanceTimersByTime(4 * 60_000);
    });
    expect(await screen.findByText('Tutma süresi doldu')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Yeniden saat seç' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/my-company-stage',
    );
  });

  it('says a hold that is no longer listed has expired, and offers to book again', async () => {
    serve([]);
    open();
    expect(await screen.findByText('Tutma süresi doldu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Yeniden saat seç' })).toBeTruthy();
  });

  it('shows the package + KDV with its optional add-ons, and pays with the card on file once its documents are accepted', async () => {
    const posts: TMockRequest[] = [];
    const read: TMockRequest[] = [];
    let paid = false;
    serve(
      [HOLD],
      // The documents of the order as chosen: another add-on, other texts (another hash).
      answer(getSalesTermsRoute, (request) => {
        read.push(request);
        const hash = request.query.get('add_on_ids') === '31' ? 'c' : 'd';
        return salesTermsAnswer({ renewal: null, hash: hash.repeat(64) });
      }),
      answer(listMyBookingsRoute, () => [
        paid ? { ...HOLD, status: 'confirmed' as const, held_until: null } : HOLD,
      ]),
      answer(payForAddOnWithCardOnFileRoute, (request) => {
        posts.push(request);
        paid = true;
        return {
          payment_id: 9,
          status: 'succeeded',
          amount: 480_000,
          card_last4: '4242',
          card_brand: 'visa',
          invoice_id: 3,
          account_status: ACCOUNT_STATUSES.active,
          challenge_url: null,
        };
      }),
    );
    open();
    expect(await screen.findByText('Bir Saatlik Konferans Paketi')).toBeTruthy();
    expect(screen.getByText('₺2.500 + KDV')).toBeTruthy();
    const accept = () => screen.findByRole('checkbox', { name: /okudum ve onaylıyorum/ });
    fireEvent.click(await accept());
    expect(((await accept()) as HTMLInputElement).checked).toBe(true);
    expect(read[0]?.query.get('session_id')).toBe('44');
    expect(read[0]?.query.get('kind')).toBe('buy');
    fireEvent.click(screen.getByRole('checkbox', { name: /Canlı Yayın ve Video Kaydı/ }));
    // Other texts for the new choice: the box accepted the old ones, so it is clear again.
    await waitFor(() => expect(read.some((request) => request.query.get('add_on_ids') === '31')).toBe(true));
    await waitFor(async () => expect(((await accept()) as HTMLInputElement).checked).toBe(false));
    // 2.500 + 1.500 = 4.000, with 20 % KDV 4.800.
    const pay = screen.getByRole('button', { name: 'Visa •••• 4242 ile ₺4.800 öde' });
    fireEvent.click(pay);
    expect(await screen.findByText(/okuyup onaylamalısınız/)).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.click(await accept());
    fireEvent.click(pay);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.params).toEqual({ type: '7', id: '21' });
    expect(posts[0]?.body).toMatchObject({
      account_id: 7,
      session_id: 44,
      add_on_ids: [31],
      accept_sales_terms: true,
      sales_terms_hash: 'c'.repeat(64),
    });
    expect(posts[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Oturumunuz onaylandı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sahne sayfasında gör' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/stage/1#session-44',
    );
    expect(screen.getByRole('link', { name: 'Etkinlik takvimine git' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/activity-calendar',
    );
  });

  it('shows a session paid already (back from the bank’s page) as confirmed', async () => {
    serve([{ ...HOLD, status: 'confirmed', held_until: null }]);
    open();
    expect(await screen.findByText('Oturumunuz onaylandı')).toBeTruthy();
  });

  it('lets the company choose among its live holds without a session in the address', async () => {
    serve([HOLD, booking({ id: 45, title: 'İkinci oturum', held_until: '2026-11-20T09:20:00.000Z' })]);
    open('');
    expect(await screen.findByRole('heading', { name: 'Ödeme bekleyen rezervasyonlar' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Öde' }).map((link) => link.getAttribute('href'))).toEqual([
      '/tr/app/endless-network/stage-payment?session=44',
      '/tr/app/endless-network/stage-payment?session=45',
    ]);
  });
});
