import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import {
  cancelSubscriptionRoute,
  changeSubscriptionCardRoute,
  getSubscriptionsRoute,
  resumeSubscriptionRoute,
} from '@portal/contracts/payments/subscription-routes';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import SubscriptionsPage from './subscriptions-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ACCOUNT = { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active };

const DETAIL: TRouteResultInput<typeof getAccountRoute> = {
  ...ACCOUNT,
  created_at: '2026-01-05T09:00:00.000Z',
  informations: [],
  products: [],
  users: [],
  lines: [],
  status_reason: null,
  status_changed_at: null,
};

const PAID_CHARGE: TSubscription['charges'][number] = {
  id: 12,
  period_start: '2026-10-31T21:00:00.000Z',
  period_end: '2026-11-30T21:00:00.000Z',
  status: 'succeeded',
  amount: 180_000,
  attempts: 1,
  failure_code: null,
  invoice_id: 5,
  invoice_number: 'FP-2026-000005',
  credit_note: null,
  charged_at: '2026-10-31T21:00:05.000Z',
};

const ACTIVE: TSubscription = {
  id: 4,
  account_id: 7,
  product: { id: 3, name: 'Şahıs Şirketi Paketi', brand_id: 1 },
  next_product: null,
  status: 'active',
  price: 150_000,
  total: 180_000,
  // 21:00 UTC is midnight in Istanbul: the period runs from 1 November to 1 December there.
  current_period_start: '2026-10-31T21:00:00.000Z',
  current_period_end: '2026-11-30T21:00:00.000Z',
  next_payment_at: '2026-11-30T21:00:00.000Z',
  cancel_at: null,
  payment_due_since: null,
  suspends_at: null,
  card: { brand: 'mastercard', last4: '0003', expire_month: 4, expire_year: 2030 },
  charges: [PAID_CHARGE],
};

const DUE: TSubscription = {
  ...ACTIVE,
  status: 'payment_due',
  current_period_start: '2026-09-30T21:00:00.000Z',
  current_period_end: '2026-10-31T21:00:00.000Z',
  payment_due_since: '2026-10-31T21:00:00.000Z',
  next_payment_at: '2026-11-03T21:00:00.000Z',
  suspends_at: '2026-11-14T21:00:00.000Z',
  charges: [
    {
      ...PAID_CHARGE,
      id: 13,
      status: 'failed',
      attempts: 1,
      failure_code: 'insufficient_funds',
      invoice_id: null,
      invoice_number: null,
    },
  ],
};

function serve(list: TSubscription[]) {
  const calls: { route: string; request: TMockRequest }[] = [];
  apiServer.use(
    answer(getAccountRoute, DETAIL),
    answer(getSubscriptionsRoute, list),
    answer(cancelSubscriptionRoute, (request) => {
      calls.push({ route: 'cancel', request });
      return { ...ACTIVE, cancel_at: ACTIVE.current_period_end, next_payment_at: null };
    }),
    answer(resumeSubscriptionRoute, (request) => {
      calls.push({ route: 'resume', request });
      return ACTIVE;
    }),
    answer(changeSubscriptionCardRoute, (request) => {
      calls.push({ route: 'card', request });
      return { ...DUE, card: { brand: 'visa', last4: '1111', expire_month: 12, expire_year: 2030 } };
    }),
  );
  return calls;
}

const renderPage = () =>
  renderRoute(<SubscriptionsPage />, '/:lang/app/profile/subscriptions', '/tr/app/profile/subscriptions');

function type(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['payments', 'validation']);
});

beforeEach(() => {
  storage.set('token', 'token');
  storage.set('role_name', 'customer');
  storage.set('account', ACCOUNT);
});

describe('the subscriptions page', () => {
  it('shows the price with KDV, the Istanbul period, the next charge, the card and the paid charges', async () => {
    serve([ACTIVE]);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Şahıs Şirketi Paketi' });
    expect(within(card).getByText('Aktif')).toBeTruthy();
    expect(card.textContent).toContain('₺1.500 + KDV (KDV dahil ₺1.800)');
    expect(card.textContent).toContain('1 Kasım 2026 – 1 Aralık 2026');
    expect(within(card).getByText('Mastercard •••• 0003 (son kullanma 04/30)')).toBeTruthy();
    const charges = within(card).getByRole('table', { name: 'Şahıs Şirketi Paketi ödemeleri' });
    expect(within(charges).getByText('Ödendi')).toBeTruthy();
    expect(within(charges).getByRole('button', { name: /FP-2026-000005/ })).toBeTruthy();
  });

  it('cancels at the end of the period after a confirmation, and undoes it', async () => {
    const calls = serve([ACTIVE]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Aboneliği iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abonelik iptal edilsin mi?' });
    expect(dialog.textContent).toContain('1 Aralık 2026 tarihinde sona erer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aboneliği iptal et' }));
    await screen.findByText(/Aboneliğiniz 1 Aralık 2026 tarihinde sona erecek/);
    expect(calls.map((call) => [call.route, call.request.params])).toEqual([
      ['cancel', { id: '7', subscriptionId: '4' }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'İptali geri al' }));
    await screen.findByRole('button', { name: 'Aboneliği iptal et' });
    expect(calls.map((call) => call.route)).toEqual(['cancel', 'resume']);
  });

  it('says when a refused renewal is tried again and when the line is suspended, and why it was refused', async () => {
    serve([DUE]);
    renderPage();
    const alert = await screen.findByText(/yenileme ödemesi alınamadı/);
    expect(alert.textContent).toContain('Kartınızı 4 Kasım 2026 tarihinde yeniden deneyeceğiz');
    expect(alert.textContent).toContain('15 Kasım 2026 tarihinde askıya alınır');
    expect(screen.getByText('Alınamadı: yetersiz bakiye (1 deneme)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Şimdi öde' }));
    const pay = await screen.findByRole('dialog', { name: 'Kartla ödeme' });
    expect(within(pay).getByRole('button', { name: '₺1.800 öde' })).toBeTruthy();
  });

  it('keeps another card with an idempotency key, and shows a refusal inside the form', async () => {
    const calls = serve([DUE]);
    apiServer.use(
      failure(changeSubscriptionCardRoute, 402, {
        message: 'Kartınızın bakiyesi yetersiz.',
        errors: {},
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Kartı değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yenilemeler için kartı değiştirin' });
    type(/^Kart üzerindeki ad soyad/, 'Ayşe Yılmaz');
    type(/^Kart numarası/, '5400 3600 0000 0003');
    type(/^Son kullanma tarihi/, '12/30');
    type(/^Güvenlik kodu/, '123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kartı kaydet' }));
    await within(dialog).findByText('Kartınızın bakiyesi yetersiz.');
    expect(calls).toEqual([]);
  });

  it('sends the card once and shows the card kept', async () => {
    const calls = serve([DUE]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Kartı değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yenilemeler için kartı değiştirin' });
    type(/^Kart üzerindeki ad soyad/, 'Ayşe Yılmaz');
    type(/^Kart numarası/, '4111 1111 1111 1111');
    type(/^Son kullanma tarihi/, '12/30');
    type(/^Güvenlik kodu/, '123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kartı kaydet' }));
    await screen.findByText('Visa •••• 1111 (son kullanma 12/30)');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.request.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
    expect(call?.request.body).toEqual({
      card_holder_name: 'Ayşe Yılmaz',
      card_number: '4111111111111111',
      card_expire_month: '12',
      card_expire_year: '30',
      card_cvc: '123',
      // Where a bank's 3-D Secure page would send the customer back: this page.
      return_to: '/',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the company has no subscription', async () => {
    serve([]);
    renderPage();
    await screen.findByText(/Bu şirketin henüz bir aboneliği yok/);
  });
});
