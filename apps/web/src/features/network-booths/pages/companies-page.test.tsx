import { getCitiesRoute } from '@portal/contracts/locations/place-routes';
import { listBoothsRoute } from '@portal/contracts/network/network-routes';
import type { TBoothListItem } from '@portal/contracts/network/network-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import NetworkCompaniesPage from './companies-page.tsx';

const BOOTH: TBoothListItem = {
  id: 3,
  account_id: 7,
  name: 'Deniz Yazılım',
  sector: 'technology',
  city: 'İzmir',
  logo_url: null,
  summary: 'Küçük işletmelere bulut muhasebe yazılımı.',
  offer: 'Üyelere ilk ay ücretsiz',
  featured: true,
  hidden: false,
  is_mine: false,
};

/** The directory over a server that answers 30 booths in pages of 12 and records every query. */
function renderDirectory(url = '/tr/app/endless-network/companies', booths: TBoothListItem[] | null = null) {
  // A token of this file's own: with isolate: false, another file's late 401 must not sign it out.
  storage.set('token', 'booth-directory-token');
  storage.set('role_name', 'customer');
  const queries: URLSearchParams[] = [];
  apiServer.use(
    answer(getCitiesRoute, [
      { code: '34', name: 'İstanbul' },
      { code: '35', name: 'İzmir' },
    ]),
    answer(listBoothsRoute, ({ query }) => {
      queries.push(query);
      if (booths) return { data: booths, meta: { page: 1, per_page: 12, total: booths.length } };
      return { data: [BOOTH], meta: { page: Number(query.get('page')), per_page: 12, total: 30 } };
    }),
  );
  const router = renderRoute(<NetworkCompaniesPage />, '/:lang/app/endless-network/companies', url);
  return { queries, router };
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['networkBooths']);
});

describe('the network’s companies directory', () => {
  it('says there is no booth yet, not "0 found" nor a filter that was never set (issue 36)', async () => {
    renderDirectory(undefined, []);
    expect(
      await screen.findByText(
        "Sonsuz Ağ'da henüz açılmış bir stant yok. Üye şirketler standlarını açtıkça burada görünecek.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/0 stant/)).toBeNull();
    expect(screen.queryByText('Bu arama ve filtrelere uyan bir stant yok.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Şirketinizin standını açın' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/for-my-company',
    );
  });

  it('blames the filters only when some are set, and clears them', async () => {
    const { router } = renderDirectory('/tr/app/endless-network/companies?sector=technology&q=deniz', []);
    const empty = (await screen.findByText('Bu arama ve filtrelere uyan bir stant yok.'))
      .parentElement as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows each booth as a card linked to its page', async () => {
    renderDirectory();
    const link = await screen.findByRole('link', { name: 'Deniz Yazılım' });
    expect(link.getAttribute('href')).toBe('/tr/app/endless-network/stand/3');
    expect(screen.getByText('Teknoloji · İzmir')).toBeTruthy();
    expect(screen.getByText('Küçük işletmelere bulut muhasebe yazılımı.')).toBeTruthy();
    expect(screen.getByText('Öne çıkan')).toBeTruthy();
    expect(screen.getByText('30 stant bulundu')).toBeTruthy();
  });

  it('asks the server with the search, the filters and the page of the URL', async () => {
    const { queries } = renderDirectory(
      '/tr/app/endless-network/companies?q=yaz%C4%B1l%C4%B1m&sector=technology&city=%C4%B0zmir&page=2',
    );
    await screen.findByRole('link', { name: 'Deniz Yazılım' });
    expect(queries[0]?.get('q')).toBe('yazılım');
    expect(queries[0]?.get('sector')).toBe('technology');
    expect(queries[0]?.get('city')).toBe('İzmir');
    expect(queries[0]?.get('page')).toBe('2');
    expect(queries[0]?.get('per_page')).toBe('12');
    expect((screen.getByLabelText('Sektör') as HTMLSelectElement).value).toBe('technology');
  });

  it('starts again at page 1 when a filter changes, and turns the page on the server', async () => {
    const { queries, router } = renderDirectory('/tr/app/endless-network/companies?page=2');
    await screen.findByRole('link', { name: 'Deniz Yazılım' });
    fireEvent.change(screen.getByLabelText('Sektör'), { target: { value: 'finance' } });
    await waitFor(() => expect(queries.at(-1)?.get('sector')).toBe('finance'));
    expect(queries.at(-1)?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?sector=finance');

    fireEvent.click(await screen.findByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('sector')).toBe('finance');
  });

  it('filters by a province from the list of Turkish provinces', async () => {
    const { queries, router } = renderDirectory();
    await screen.findByRole('link', { name: 'Deniz Yazılım' });
    const city = screen.getByLabelText('İl') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'İstanbul' });
    fireEvent.change(city, { target: { value: 'İstanbul' } });
    await waitFor(() => expect(queries.at(-1)?.get('city')).toBe('İstanbul'));
    // "All provinces" lifts the filter: nothing of it stays in the URL (the first answer is reused).
    fireEvent.change(city, { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
