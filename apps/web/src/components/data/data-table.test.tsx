import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { DataTable, type TColumn } from './data-table.tsx';
import type { TPage } from './list-results.tsx';
import { sortParam } from './sort.ts';
import { pageParam, useUrlFilters } from './use-url-filters.ts';

type TPerson = { id: number; name: string; city: string };
type TAsk = { sort: string; page: number };

const PER_PAGE = 2;
const PEOPLE: TPerson[] = [
  { id: 1, name: 'Ayşe Yılmaz', city: 'Ankara' },
  { id: 2, name: 'Can Demir', city: 'İzmir' },
  { id: 3, name: 'Deniz Kaya', city: 'Bursa' },
];

const COLUMNS: TColumn<TPerson>[] = [
  { key: 'name', header: 'Ad', cell: (person) => person.name, rowHeader: true, sortKey: 'name' },
  { key: 'city', header: 'Şehir', cell: (person) => person.city, sortKey: 'city', firstDirection: 'desc' },
  {
    key: 'actions',
    header: 'İşlemler',
    hiddenHeader: true,
    cell: (person) => <button type="button">{`Düzenle: ${person.name}`}</button>,
  },
];

const schema = z.object({ sort: sortParam(['name', 'city']), page: pageParam });

/** A list page as the features write one: the URL's sort and page, a query keyed by them, the table. */
function PeoplePage({ load }: { load: (ask: TAsk) => Promise<TPage<TPerson>> }) {
  const { filters, setFilters, setPage } = useUrlFilters(schema);
  const people = useQuery({
    queryKey: ['people', filters],
    queryFn: () => load(filters),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      caption="Kişiler"
      query={people}
      columns={COLUMNS}
      rowKey={(person) => person.id}
      errorTitle="Kişiler yüklenemedi."
      summary={(count) => `${count} kişi bulundu.`}
      empty="Kimse bulunamadı."
      sort={{ value: filters.sort, onChange: (sort) => setFilters({ sort }) }}
      paging={{ page: filters.page, perPage: PER_PAGE, onPageChange: setPage }}
    />
  );
}

/** The server: sorts by the asked column and answers the asked page. */
function serve(people: TPerson[] = PEOPLE) {
  return vi.fn(async ({ sort, page }: TAsk): Promise<TPage<TPerson>> => {
    const descending = sort.startsWith('-');
    const key = sort.replace(/^-/, '');
    const sorted =
      key === 'name' || key === 'city'
        ? [...people].sort((a, b) => a[key].localeCompare(b[key], 'tr') * (descending ? -1 : 1))
        : people;
    return { data: sorted.slice((page - 1) * PER_PAGE, page * PER_PAGE), meta: { total: people.length } };
  });
}

function renderPage(load: (ask: TAsk) => Promise<TPage<TPerson>>, path = '/people') {
  const router = createMemoryRouter([{ path: '/people', element: <PeoplePage load={load} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function rowNames(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

beforeAll(async () => {
  await initI18n('tr');
});

describe('DataTable', () => {
  it('draws a named table with column headers, row headers and the count', async () => {
    renderPage(serve());
    const table = await screen.findByRole('table', { name: 'Kişiler' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(headers[2]?.textContent).toBe('İşlemler');
    expect(headers[2]?.firstElementChild?.className).toBe('sr-only');
    expect(rowNames()).toEqual(['Ayşe Yılmaz', 'Can Demir']);
    expect(within(table).getAllByRole('rowheader')[0]?.getAttribute('scope')).toBe('row');
    expect(screen.getByText('3 kişi bulundu.').getAttribute('role')).toBe('status');
  });

  it('labels every value for the phone’s card layout, except the row’s name and its actions', async () => {
    renderPage(serve());
    const row = (await screen.findByRole('rowheader', { name: 'Ayşe Yılmaz' })).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    // The label is shown below `md` only; from `md` up the column header names the value.
    const label = cells[0]?.querySelector('span.md\\:hidden');
    expect(label?.textContent).toBe('Şehir');
    expect(label?.nextElementSibling?.textContent).toBe('Ankara');
    expect(cells[1]?.querySelector('span.md\\:hidden')).toBeNull();
    expect(within(row).getByRole('rowheader').querySelector('span.md\\:hidden')).toBeNull();
  });

  it('turns the page in the URL and asks the server for it', async () => {
    const load = serve();
    const router = renderPage(load);
    const pages = await screen.findByRole('navigation', { name: 'Sayfalar' });
    expect(pages.textContent).toContain('Sayfa 1 / 2');
    fireEvent.click(within(pages).getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() => expect(rowNames()).toEqual(['Deniz Kaya']));
    expect(router.state.location.search).toBe('?page=2');
    expect(load).toHaveBeenLastCalledWith({ sort: '', page: 2 });
    expect(within(pages).getByRole('button', { name: 'Sonraki sayfa' })).toHaveProperty('disabled', true);
  });

  it('sorts by a header: writes the order to the URL, turns it around on a second click, back to page 1', async () => {
    const load = serve();
    const router = renderPage(load, '/people?page=2');
    await screen.findByText('Sayfa 2 / 2');
    const name = screen.getByRole('columnheader', { name: 'Ad' });
    expect(name.getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(name).getByRole('button', { name: 'Ad' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    expect(load).toHaveBeenLastCalledWith({ sort: 'name', page: 1 });
    await waitFor(() => expect(name.getAttribute('aria-sort')).toBe('ascending'));

    fireEvent.click(within(name).getByRole('button', { name: 'Ad' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-name'));
    await waitFor(() => expect(rowNames()).toEqual(['Deniz Kaya', 'Can Demir']));
    expect(name.getAttribute('aria-sort')).toBe('descending');
  });

  it('starts a column in its own first direction, and marks only the sorted column', async () => {
    const router = renderPage(serve(), '/people?sort=name');
    const city = await screen.findByRole('columnheader', { name: 'Şehir' });
    fireEvent.click(within(city).getByRole('button', { name: 'Şehir' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-city'));
    await waitFor(() => expect(rowNames()).toEqual(['Can Demir', 'Deniz Kaya']));
    expect(city.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Ad' }).getAttribute('aria-sort')).toBeNull();
  });

  it('says why the list is empty instead of drawing an empty table', async () => {
    renderPage(serve([]));
    expect(await screen.findByText('Kimse bulunamadı.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('0 kişi bulundu.')).toBeTruthy();
  });

  it('says a capped total is a lower bound, and pages up to it', async () => {
    const load = vi.fn(
      async (): Promise<TPage<TPerson>> => ({
        data: PEOPLE.slice(0, PER_PAGE),
        meta: { total: 10_000, total_capped: true },
      }),
    );
    renderPage(load, '/people?page=5000');
    expect(
      await screen.findByText(
        '10.000 sonuçtan fazlası var; ilk 10.000 sonuç gösteriliyor. Gerisi için aramayı ya da filtreleri daraltın.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Sayfa 5000 / 5000')).toBeTruthy();
  });

  it('shows the failure and loads again on retry', async () => {
    const working = serve();
    const load = vi
      .fn<(ask: TAsk) => Promise<TPage<TPerson>>>()
      .mockRejectedValueOnce(new Error('Sunucuya ulaşılamadı.'))
      .mockImplementation(working);
    renderPage(load);
    expect(screen.getByRole('status').textContent).toBe('Yükleniyor…');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kişiler yüklenemedi.');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('table', { name: 'Kişiler' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
