import { getAccountRoute, saveAccountInformationsRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getBrandProductsRoute } from '@portal/contracts/products/product-routes';
import type { TProduct } from '@portal/contracts/products/product-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import PacketsStepPage from './packets-step-page.tsx';

type TAccount = TRouteResultInput<typeof getAccountRoute>;

/** A company whose application has its status: the packets step is next. */
function account(packetType: 'company-founding' | 'company-transfer'): TAccount {
  return {
    id: 7,
    name: 'Acme Ltd',
    status: ACCOUNT_STATUSES.applicationInProgress,
    created_at: '2026-01-05T09:00:00.000Z',
    lines: [],
    informations: [
      { key: 'step', value: 'status' },
      { key: 'packet_type', value: packetType },
    ],
    products: [],
    users: [],
    status_reason: null,
    status_changed_at: null,
  };
}

function packet(id: number, name: string, price: number, childrens: TProduct['childrens']): TProduct {
  return {
    id,
    brand: 1,
    name,
    description: null,
    price,
    billing: 'monthly',
    is_main: 1,
    packet_id: null,
    category_id: 1,
    code: `packet-${id}`,
    features: [],
    childrens,
  };
}

const addOn = (id: number, name: string, price: number, required = false) => ({
  id,
  name,
  description: null,
  price,
  billing: 'one_off' as const,
  required,
});

const FOUNDING = [
  packet(1, 'Başlangıç Paketi', 149_000, [addOn(11, 'Şirket Kaşesi', 25_000)]),
  packet(2, 'Standart Paket', 249_000, [
    addOn(21, 'Ticaret Sicil ve Kuruluş Masrafları', 650_000, true),
    addOn(22, 'Elektronik İmza (3 Yıl)', 125_000),
  ]),
];
const TRANSFER = [
  packet(5, 'Şirket Taşıma Paketi', 199_000, [addOn(51, 'Adres Değişikliği Tescili', 350_000)]),
];

const savedBody = (request: TMockRequest | undefined) =>
  Object.fromEntries(
    (
      (request?.body as { informations: { key: string; value: string }[] } | undefined)?.informations ?? []
    ).map(({ key, value }) => [key, value]),
  );

function serve(current: TAccount, packets: TProduct[]) {
  const saves: TMockRequest[] = [];
  storage.set('token', 'packets-step-token');
  storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.applicationInProgress });
  apiServer.use(
    answer(getAccountRoute, current),
    answer(getBrandProductsRoute, packets),
    answer(saveAccountInformationsRoute, (request) => {
      saves.push(request);
      return current.informations;
    }),
  );
  return saves;
}

const open = () =>
  renderRoute(<PacketsStepPage />, '/:lang/app/application-form/:step', '/tr/app/application-form/packets');

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['wizard', 'form', 'validation', 'payments']);
});

afterEach(() => {
  // The step's draft lives in the tab's session storage.
  window.sessionStorage.clear();
});

describe('packets step', () => {
  it('starts with the packet chosen on the landing page, its registry fees included, and forgets it once saved', async () => {
    storage.set('chosen_packet', { id: 2, at: Date.now() });
    const saves = serve(account('company-founding'), FOUNDING);
    open();
    const standard = await screen.findByRole('radio', { name: /Standart Paket/ });
    expect((standard as HTMLInputElement).checked).toBe(true);
    // The fees a limited company cannot skip: ticked, fixed, said to be included, and in the total.
    const registry = screen.getByRole('checkbox', { name: /Ticaret Sicil ve Kuruluş Masrafları/ });
    expect((registry as HTMLInputElement).checked).toBe(true);
    expect((registry as HTMLInputElement).disabled).toBe(true);
    expect(registry.closest('label')?.textContent).toContain(
      'Limited şirket kuruluşu için zorunlu · pakete dahil',
    );
    const signature = screen.getByRole('checkbox', { name: /Elektronik İmza/ }) as HTMLInputElement;
    expect(signature.checked).toBe(false);
    const summary = screen.getByRole('region', { name: 'Ödeme özeti' });
    // 2.490 + 6.500 = 8.990 TL + %20 KDV = 10.788 TL.
    expect(within(summary).getByText('Ticaret Sicil ve Kuruluş Masrafları')).toBeTruthy();
    expect(within(summary).getByText('₺10.788')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toMatchObject({ packet_id: '2', additional_services: '21', step: 'packets' });
    await waitFor(() => expect(storage.get('chosen_packet')).toBeNull());
  });

  it('keeps the required fees when another add-on is chosen', async () => {
    const saves = serve(account('company-founding'), FOUNDING);
    open();
    fireEvent.click(await screen.findByRole('radio', { name: /Standart Paket/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Elektronik İmza/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toMatchObject({ packet_id: '2', additional_services: '21,22' });
  });

  it('asks nothing on a path with one packet: the transfer packet is the application’s', async () => {
    const saves = serve(account('company-transfer'), TRANSFER);
    open();
    const only = await screen.findByRole('region', { name: 'Paketiniz' });
    expect(within(only).getByText('Şirket Taşıma Paketi')).toBeTruthy();
    expect(
      within(only).getByText('Bu başvuru türü için tek paketimiz var; başvurunuz bu paketle devam eder.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet ve devam et' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(savedBody(saves[0])).toMatchObject({ packet_id: '5', packet: 'Şirket Taşıma Paketi' });
  });

  it('chooses nothing for a landing packet this path does not offer', async () => {
    storage.set('chosen_packet', { id: 5, at: Date.now() });
    serve(account('company-founding'), FOUNDING);
    open();
    await screen.findByRole('radio', { name: /Standart Paket/ });
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
  });
});
