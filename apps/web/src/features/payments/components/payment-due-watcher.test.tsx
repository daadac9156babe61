import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getSalesTermsRoute, payForSubscriptionRoute } from '@portal/contracts/payments/payment-routes';
import { getBrandProductRoute } from '@portal/contracts/products/product-routes';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { salesTermsAnswer } from '../../../test/sales-terms-fixture.ts';
import { PaymentDueWatcher } from './payment-due-watcher.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ACCOUNT = { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.paymentDue };

const DETAIL: TRouteResultInput<typeof getAccountRoute> = {
  ...ACCOUNT,
  created_at: '2026-01-05T09:00:00.000Z',
  informations: [
    { key: 'packet_id', value: '3' },
    { key: 'additional_services', value: '4' },
  ],
  products: [],
  users: [],
  lines: [],
  status_reason: null,
  status_changed_at: null,
};

const PACKET: TRouteResultInput<typeof getBrandProductRoute> = {
  id: 3,
  brand: 1,
  name: 'Şahıs Şirketi Paketi',
  description: null,
  price: 100_000,
  billing: 'monthly',
  is_main: 1,
  features: [],
  childrens: [
    { id: 4, name: 'Marka Tescili', description: null, price: 50_000, billing: 'one_off' },
    { id: 5, name: 'Kep Adresi', description: null, price: 20_000, billing: 'one_off' },
  ],
  packet_id: null,
  category_id: null,
  code: 'sahis',
};

/** The API: the account in status 2 until its packet is paid, then waiting for approval. */
function server() {
  const calls: string[] = [];
  let status: number = ACCOUNT_STATUSES.paymentDue;
  apiServer.use(
    answer(getAccountRoute, () => {
      calls.push('GET account');
      return { ...DETAIL, status };
    }),
    answer(getBrandProductRoute, () => {
      calls.push('GET product');
      return PACKET;
    }),
    // Never paid yet (the first card was refused): a new sale, with its documents to accept.
    answer(getSalesTermsRoute, () => {
      calls.push('GET sales terms');
      return salesTermsAnswer();
    }),
    answer(payForSubscriptionRoute, ({ params }) => {
      calls.push(`POST ${params.type}/${params.id}/subscription`);
      status = ACCOUNT_STATUSES.waitingForApproval;
      return {
        payment_id: 1,
        status: 'succeeded',
        amount: 180_000,
        card_last4: '1111',
        card_brand: 'visa',
        invoice_id: 1,
        account_status: ACCOUNT_STATUSES.waitingForApproval,
      };
    }),
  );
  return calls;
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/tr/app">Ana sayfa</Link>
        <Link to="/tr/app/documents">Belgeler</Link>
      </nav>
      <Outlet />
      <PaymentDueWatcher />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: <Layout />,
        children: [
          { path: 'app', element: <p>home</p> },
          { path: 'app/documents', element: <p>documents</p> },
        ],
      },
    ],
    { initialEntries: ['/tr/app'] },
  );
  render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

beforeAll(async () => {
  await initI18n('tr');
});

beforeEach(() => {
  storage.set('token', 'token');
  storage.set('role_name', 'customer');
  storage.set('account', ACCOUNT);
});

afterEach(() => {
  // Every provider shares the app's one client: no answer may carry over to the next test.
  queryClient.clear();
});

describe('payment-due watcher', () => {
  it('opens the card modal for the saved packet and add-ons, and again after each route change once closed', async () => {
    server();
    renderApp();
    // The first test also loads the gate's chunk and texts.
    const dialog = await screen.findByRole('dialog', { name: 'Ödemeniz bekleniyor' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Şahıs Şirketi Paketi');
    expect(dialog.textContent).toContain('Marka Tescili');
    expect(dialog.textContent).not.toContain('Kep Adresi');
    // 1.500 TL + %20 KDV.
    expect(screen.getByRole('button', { name: '₺1.800 öde' })).toBeTruthy();

    // The dialog's own close button (a notification of another test file may carry one too).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('link', { name: 'Belgeler' }));
    expect(await screen.findByRole('dialog', { name: 'Ödemeniz bekleniyor' })).toBeTruthy();
  });

  it('stops once the packet is paid: the new status is stored', async () => {
    const calls = server();
    renderApp();
    await screen.findByRole('dialog', undefined, { timeout: 5000 });
    const fill = (label: RegExp, value: string) =>
      fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
    fill(/^Kart üzerindeki ad soyad/, 'Ayşe Yılmaz');
    fill(/^Kart numarası/, '4111111111111111');
    fill(/^Son kullanma tarihi/, '1239');
    fill(/^Güvenlik kodu/, '123');
    fireEvent.click(await screen.findByRole('checkbox', { name: /okudum ve onaylıyorum/ }));
    fireEvent.click(screen.getByRole('button', { name: /öde$/ }));
    await waitFor(() => expect(storage.get('account')?.status).toBe(ACCOUNT_STATUSES.waitingForApproval));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContain('POST 1/3/subscription');

    fireEvent.click(screen.getByRole('link', { name: 'Belgeler' }));
    await screen.findByText('documents');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads nothing for a company in another status', async () => {
    const calls = server();
    storage.set('account', { ...ACCOUNT, status: ACCOUNT_STATUSES.active });
    renderApp();
    await screen.findByText('home');
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves staff alone', async () => {
    const calls = server();
    storage.set('role_name', 'advisor');
    renderApp();
    await screen.findByText('home');
    expect(calls).toHaveLength(0);
  });
});
