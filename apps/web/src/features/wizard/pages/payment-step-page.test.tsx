import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getSalesTermsRoute, payForSubscriptionRoute } from '@portal/contracts/payments/payment-routes';
import { getBrandProductRoute } from '@portal/contracts/products/product-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { salesTermsAnswer } from '../../../test/sales-terms-fixture.ts';
import PaymentStepPage from './payment-step-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

type TAccount = TRouteResultInput<typeof getAccountRoute>;

/** A company whose application is complete up to its payment: the standard packet, no add-on chosen. */
const ACCOUNT: TAccount = {
  id: 7,
  name: 'Acme Ltd',
  status: ACCOUNT_STATUSES.applicationInProgress,
  created_at: '2026-01-05T09:00:00.000Z',
  lines: [],
  informations: [
    { key: 'step', value: 'files' },
    { key: 'packet_type', value: 'company-founding' },
    { key: 'packet_id', value: '2' },
    { key: 'additional_services', value: '' },
  ],
  products: [],
  users: [],
  status_reason: null,
  status_changed_at: null,
};

const STANDARD: TRouteResultInput<typeof getBrandProductRoute> = {
  id: 2,
  brand: 1,
  name: 'Standart Paket',
  description: null,
  price: 249_000,
  billing: 'monthly',
  is_main: 1,
  packet_id: null,
  category_id: 1,
  code: 'accountant-standard',
  features: [],
  childrens: [
    {
      id: 21,
      name: 'Ticaret Sicil ve Kuruluş Masrafları',
      description: null,
      price: 650_000,
      billing: 'one_off',
      required: true,
    },
    { id: 22, name: 'Elektronik İmza (3 Yıl)', description: null, price: 125_000, billing: 'one_off' },
  ],
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['wizard', 'form', 'validation', 'payments']);
});

afterEach(() => {
  storage.remove('account');
});

describe('payment step', () => {
  it('says how the packet renews and how to cancel, charges the required fees, and pays with the documents accepted', async () => {
    const payments: TMockRequest[] = [];
    storage.set('token', 'wizard-payment-step-token');
    storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.applicationInProgress });
    apiServer.use(
      answer(getAccountRoute, ACCOUNT),
      answer(getBrandProductRoute, STANDARD),
      answer(getSalesTermsRoute, salesTermsAnswer()),
      answer(payForSubscriptionRoute, (request) => {
        payments.push(request);
        return {
          payment_id: 3,
          status: 'succeeded',
          amount: 1_078_800,
          card_last4: '1111',
          card_brand: 'visa',
          invoice_id: 1,
          account_status: ACCOUNT_STATUSES.waitingForApproval,
          challenge_url: null,
        };
      }),
    );
    const router = renderRoute(
      <PaymentStepPage />,
      '/:lang/app/application-form/:step',
      '/tr/app/application-form/payment',
    );
    // The registry fees the server charges with the packet are in the total the card pays.
    const summary = await screen.findByRole('region', { name: 'Ödeme özeti' });
    expect(within(summary).getByText('Ticaret Sicil ve Kuruluş Masrafları')).toBeTruthy();
    expect(within(summary).queryByText('Elektronik İmza (3 Yıl)')).toBeNull();
    expect(await screen.findByText(/her ayın 31\. günü yenilenir/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profil › Aboneliklerim' })).toBeTruthy();

    const type = (label: RegExp, value: string) =>
      fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
    type(/^Kart üzerindeki ad soyad/, 'Ayşe Yılmaz');
    type(/^Kart numarası/, '4111111111111111');
    type(/^Son kullanma tarihi/, '1239');
    type(/^Güvenlik kodu/, '123');
    fireEvent.click(screen.getByRole('checkbox', { name: /okudum ve onaylıyorum/ }));
    fireEvent.click(screen.getByRole('button', { name: '₺10.788 öde' }));
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(payments[0]?.params).toEqual({ type: '1', id: '2' });
    expect(payments[0]?.body).toMatchObject({
      account_id: 7,
      accept_sales_terms: true,
      sales_terms_hash: 'a'.repeat(64),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/app/application-form/thanks'));
  });
});
