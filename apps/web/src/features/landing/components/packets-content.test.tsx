import { getBrandProductsRoute, getPublicPacketsRoute } from '@portal/contracts/products/product-routes';
import type { TProduct, TPublicPacket } from '@portal/contracts/products/product-schemas';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import PacketsContent from './packets-content.tsx';

const STANDARD: TPublicPacket = {
  id: 2,
  brand: 1,
  name: 'Standart Paket',
  description: null,
  price: 249_000,
  billing: 'monthly',
  is_main: 1,
  features: [{ id: 1, name: 'Aylık 40 belge' }],
  childrens: [
    { id: 11, name: 'Şirket Kaşesi', description: null, price: 25_000, billing: 'one_off', required: false },
  ],
};
const VIRTUAL: TPublicPacket = {
  ...STANDARD,
  id: 7,
  brand: 2,
  name: 'Sanal Ofis Temel',
  price: 60_000,
  childrens: [],
};

const other = (id: number, brand: 1 | 2, name: string, price: number): TProduct => ({
  ...STANDARD,
  id,
  brand,
  name,
  price,
  is_main: 0,
  childrens: [],
  packet_id: null,
  category_id: null,
  code: `other-${id}`,
});
const E_COMMERCE = other(4, 1, 'E-Ticaret Paketi', 299_000);
const TRANSFER = other(5, 1, 'Şirket Taşıma Paketi', 199_000);
const SERVICED_DESK = other(9, 2, 'Hazır Ofis – Sabit Masa', 450_000);

beforeAll(async () => {
  await initI18n('tr');
});

beforeEach(() => {
  // The landing's query cache is the app's one client, shared by the files of this worker.
  queryClient.removeQueries({ queryKey: ['public-packets'] });
});

/** The landing's packets, and each line's other packets as `brands/{type}/products?is_main=0` answers. */
function serve(others: Record<string, TProduct[]>) {
  const asked: string[] = [];
  apiServer.use(
    answer(getPublicPacketsRoute, [STANDARD, VIRTUAL]),
    answer(getBrandProductsRoute, (request) => {
      asked.push(`${request.params.type}?is_main=${request.query.get('is_main')}`);
      return others[request.params.type ?? ''] ?? [];
    }),
  );
  return asked;
}

const cardOf = (name: string) => screen.getByRole('group', { name });

describe('the landing page’s packets', () => {
  it('shows every price with its period and "+ KDV", the add-ons’ too', async () => {
    serve({});
    renderRoute(<PacketsContent />, '/:lang', '/tr');
    const standard = await screen.findByRole('group', { name: 'Standart Paket' });
    expect(standard.textContent).toContain('₺2.490 / ay + KDV');
    expect(within(standard).getByText('₺250 + KDV')).toBeTruthy();
    expect(cardOf('Sanal Ofis Temel').textContent).toContain('₺600 / ay + KDV');
  });

  it('shows the packets sold beside the pricing cards under their line, with their real prices', async () => {
    const asked = serve({ '1': [E_COMMERCE, TRANSFER], '2': [SERVICED_DESK] });
    renderRoute(<PacketsContent />, '/:lang', '/tr');
    const accountant = await screen.findByRole('list', { name: 'Diğer muhasebe paketleri' });
    expect(within(accountant).getByRole('group', { name: 'E-Ticaret Paketi' }).textContent).toContain(
      '₺2.990 / ay + KDV',
    );
    expect(within(accountant).getByRole('group', { name: 'Şirket Taşıma Paketi' }).textContent).toContain(
      '₺1.990 / ay + KDV',
    );
    const office = screen.getByRole('list', { name: 'Hazır ofis ve diğer ofis paketleri' });
    expect(within(office).getByRole('group', { name: 'Hazır Ofis – Sabit Masa' }).textContent).toContain(
      '₺4.500 / ay + KDV',
    );
    // Each list says where its packets are chosen; they lead into the application like the cards.
    expect(accountant.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(accountant.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Başvuru formunda şirketinizin durumunu seçtiğinizde sunulur',
    );
    expect(
      within(accountant).getAllByRole('link', { name: 'Bu paketle başla' })[0]?.getAttribute('href'),
    ).toMatch(/^\/tr\/app\/register\?packet=4&/);
    expect(asked.sort()).toEqual(['1?is_main=0', '2?is_main=0']);
  });

  it('shows the pricing cards alone when a line sells nothing else', async () => {
    serve({});
    renderRoute(<PacketsContent />, '/:lang', '/tr');
    await screen.findByRole('group', { name: 'Standart Paket' });
    expect(screen.queryByRole('list', { name: 'Diğer muhasebe paketleri' })).toBeNull();
  });
});
