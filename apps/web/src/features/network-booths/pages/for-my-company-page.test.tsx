import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getCitiesRoute } from '@portal/contracts/locations/place-routes';
import { NETWORK_PRODUCT_CODES } from '@portal/contracts/network/network-constants';
import { createBoothRoute, getBoothRoute, listBoothsRoute } from '@portal/contracts/network/network-routes';
import type { TBooth } from '@portal/contracts/network/network-schemas';
import {
  getSalesTermsRoute,
  payForSubscriptionWithCardOnFileRoute,
} from '@portal/contracts/payments/payment-routes';
import { getBrandProductsRoute } from '@portal/contracts/products/product-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { salesTermsAnswer } from '../../../test/sales-terms-fixture.ts';
import NetworkForMyCompanyPage from './for-my-company-page.tsx';

type TAccount = TRouteResultInput<typeof getAccountRoute>;

const COMPANY: TAccount = {
  id: 7,
  name: 'Deniz Yazılım Ltd',
  status: ACCOUNT_STATUSES.active,
  created_at: '2026-01-05T09:00:00.000Z',
  informations: [],
  products: [],
  users: [],
  lines: [],
  status_reason: null,
  status_changed_at: null,
  my_role: 'owner',
};

const MEMBER: TAccount = {
  ...COMPANY,
  products: [
    {
      id: 38,
      name: 'Standart Stant',
      type: 7,
      billing: 'monthly',
      price: 150_000,
      is_main: true,
      purchased_at: '2026-11-01T09:00:00.000Z',
      next_payment_at: '2026-12-01T09:00:00.000Z',
    },
  ],
  lines: [{ type: 7, status: 4, state: 'active', updated_at: '2026-11-01T09:00:00.000Z' }],
};

const packet = (id: number, code: string, name: string, price: number) => ({
  id,
  brand: 7 as const,
  name,
  description: 'Şirketinizi ağdaki işletmelere tanıtan dijital stant.',
  price,
  billing: 'monthly' as const,
  is_main: 0 as const,
  packet_id: null,
  category_id: 5,
  code,
  features: [{ id: 1, name: '10 ürün veya hizmet vitrini' }],
  childrens: [],
});

const PACKETS = [
  packet(39, NETWORK_PRODUCT_CODES.boothPremium, 'Premium Stant', 300_000),
  packet(38, NETWORK_PRODUCT_CODES.boothStandard, 'Standart Stant', 150_000),
];

const BOOTH: TBooth = {
  id: 3,
  account_id: 7,
  name: 'Deniz Yazılım',
  sector: 'technology',
  city: 'İzmir',
  description: 'Küçük işletmelere bulut muhasebe yazılımı.',
  offer: '',
  logo_url: null,
  website: null,
  items: [{ kind: 'product', name: 'Bulut Defter', description: '' }],
  team: [],
  documents: [],
  representative: { id: 2, name: 'Ayşe Kaya' },
  hidden: false,
  hidden_reason: null,
  featured: false,
  item_limit: 10,
  upcoming_sessions: [],
  is_mine: true,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
};

function serve(account: TAccount, booth: TBooth | null = null, ...extra: Parameters<typeof apiServer.use>) {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  storage.set('account', { id: 7, name: COMPANY.name, status: ACCOUNT_STATUSES.active });
  apiServer.use(
    ...extra,
    answer(getAccountRoute, account),
    answer(getBrandProductsRoute, ({ query, params }) => {
      expect(params.type).toBe('7');
      expect(query.get('category')).toBe('booth');
      return PACKETS;
    }),
    answer(getCitiesRoute, [
      { code: '34', name: 'İstanbul' },
      { code: '35', name: 'İzmir' },
    ]),
    answer(listBoothsRoute, ({ query }) => {
      expect(query.get('account_id')).toBe('7');
      const data = booth
        ? [{ ...booth, summary: booth.description, logo_url: null, featured: false, hidden: false }]
        : [];
      return { data, meta: { page: 1, per_page: 1, total: data.length } };
    }),
    ...(booth ? [answer(getBoothRoute, booth)] : []),
  );
  renderRoute(
    <NetworkForMyCompanyPage />,
    '/:lang/app/endless-network/for-my-company',
    '/tr/app/endless-network/for-my-company',
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['networkBooths', 'payments', 'form', 'validation']);
});

afterEach(() => {
  storage.remove('account');
});

const boothForm = () => screen.findByRole('form', { name: 'Standınızı açın' });

async function fillBooth(form: HTMLElement) {
  fireEvent.change(within(form).getByLabelText(/Stant adı/), { target: { value: 'Deniz Yazılım' } });
  fireEvent.change(within(form).getByLabelText(/Sektör/), { target: { value: 'technology' } });
  await within(form).findByRole('option', { name: 'İzmir' });
  fireEvent.change(within(form).getByLabelText(/^İl/), { target: { value: 'İzmir' } });
  fireEvent.change(within(form).getByLabelText(/Şirket tanıtımı/), {
    target: { value: 'Küçük işletmelere bulut muhasebe yazılımı.' },
  });
}

describe('the company’s network page', () => {
  it('offers the membership packets, cheapest first, per month + KDV, to a company without the line', async () => {
    serve(COMPANY, null, answer(getSalesTermsRoute, salesTermsAnswer()));
    const standard = await screen.findByRole('heading', { name: 'Standart Stant' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Standart Stant', 'Premium Stant']);
    expect(standard).toBeTruthy();
    // The shared price words: the amount, its period and "+ KDV".
    expect(standard.parentElement?.parentElement?.textContent).toContain('₺1.500 / ay + KDV');
    fireEvent.click(screen.getByRole('button', { name: 'Premium Stant satın al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium Stant: kartla ödeme' });
    expect(within(dialog).getByLabelText(/Kart numarası/i)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Standınızı açın' })).toBeNull();
  });

  it('sells a packet with its documents accepted, paid with the card the company keeps', async () => {
    const paid: TMockRequest[] = [];
    serve(
      COMPANY,
      null,
      answer(getSalesTermsRoute, ({ params }) => {
        expect(params).toEqual({ type: '7', id: '38' });
        return salesTermsAnswer({
          renewal: { first_on: '2026-12-02', day_of_month: 2, amount: 180_000 },
          card_on_file: { brand: 'mastercard', last4: '0008' },
        });
      }),
      answer(payForSubscriptionWithCardOnFileRoute, (request) => {
        paid.push(request);
        return {
          payment_id: 4,
          status: 'succeeded',
          amount: 180_000,
          card_last4: '0008',
          card_brand: 'mastercard',
          invoice_id: 2,
          account_status: ACCOUNT_STATUSES.active,
          challenge_url: null,
        };
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Standart Stant satın al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Standart Stant: kartla ödeme' });
    expect(await within(dialog).findByText(/her ayın 2\. günü yenilenir/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /okudum ve onaylıyorum/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mastercard •••• 0008 ile ₺1.800 öde' }));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0]?.params).toEqual({ type: '7', id: '38' });
    expect(paid[0]?.body).toMatchObject({ account_id: 7, accept_sales_terms: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a member who may not pay so, without a buy button', async () => {
    serve({
      ...COMPANY,
      my_role: 'viewer',
      my_permissions: { pay: false, upload_documents: false, see_office: false, manage_team: false },
    });
    expect(await screen.findByRole('heading', { name: 'Standart Stant' })).toBeTruthy();
    expect(screen.getByText('Bu şirket adına ödeme yapamazsınız')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /satın al/ })).toBeNull();
  });

  it('checks the booth with the contracts before sending anything', async () => {
    const sent: TMockRequest[] = [];
    serve(
      MEMBER,
      null,
      answer(createBoothRoute, (request) => {
        sent.push(request);
        return BOOTH;
      }),
    );
    const form = await boothForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Standı aç' }));
    expect(await within(form).findAllByText('Bu alan zorunludur.')).not.toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/Web sitesi/), { target: { value: 'deniz' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Standı aç' }));
    expect(await within(form).findByText(/geçerli bir web adresi/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('opens the booth with the company and the lists', async () => {
    const sent: TMockRequest[] = [];
    serve(
      MEMBER,
      null,
      answer(createBoothRoute, (request) => {
        sent.push(request);
        return BOOTH;
      }),
    );
    const form = await boothForm();
    await fillBooth(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Ürün ya da hizmet ekle' }));
    fireEvent.change(within(form).getByLabelText(/^Adı/), { target: { value: 'Bulut Defter' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Standı aç' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      account_id: 7,
      name: 'Deniz Yazılım',
      sector: 'technology',
      city: 'İzmir',
      description: 'Küçük işletmelere bulut muhasebe yazılımı.',
      offer: '',
      website: null,
      items: [{ kind: 'product', name: 'Bulut Defter', description: '' }],
      team: [],
    });
  });

  it('shows the server’s refusal of a second booth for the same representative', async () => {
    serve(
      MEMBER,
      null,
      failure(createBoothRoute, 409, { message: 'A representative cannot open more than one booth.' }),
    );
    const form = await boothForm();
    await fillBooth(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Standı aç' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Stant açılamadı');
    expect(alert.textContent).toContain('A representative cannot open more than one booth.');
  });

  it('lets a viewer read the booth without changing it', async () => {
    serve({ ...MEMBER, my_role: 'viewer' }, BOOTH);
    const form = await screen.findByRole('form', { name: 'Stant bilgileri' });
    expect((within(form).getByLabelText(/Stant adı/) as HTMLInputElement).value).toBe('Deniz Yazılım');
    expect((within(form).getByLabelText(/Stant adı/) as HTMLInputElement).closest('fieldset')?.disabled).toBe(
      true,
    );
    expect(within(form).queryByRole('button', { name: 'Değişiklikleri kaydet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logo seç' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Broşürü yükle' })).toBeNull();
    expect(screen.getByText('Bu şirketteki rolünüz yalnızca görüntülemeye izin veriyor.')).toBeTruthy();
  });
});
