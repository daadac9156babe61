import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { initI18n } from '../../lib/i18n.ts';
import { FilterBar, SEARCH_DEBOUNCE_MS, SearchFilter, SelectFilter } from './filter-bar.tsx';
import { pageParam, searchParam, useUrlFilters } from './use-url-filters.ts';

const schema = z.object({
  city: z.enum(['all', 'ankara', 'izmir']).catch('all'),
  search: searchParam,
  page: pageParam,
});

function Filters() {
  const { filters, setFilters } = useUrlFilters(schema);
  return (
    <FilterBar title="Filtreler">
      <SelectFilter
        label="Şehir"
        value={filters.city}
        onChange={(city) => setFilters({ city })}
        allLabel="Tüm şehirler"
        options={[
          { value: 'ankara', label: 'Ankara' },
          { value: 'izmir', label: 'İzmir' },
        ]}
      />
      <SearchFilter
        region="Kişi ara"
        label="Adla ara"
        value={filters.search}
        onSearch={(search) => setFilters({ search })}
      />
    </FilterBar>
  );
}

function renderFilters(path = '/list') {
  const router = createMemoryRouter([{ path: '/list', element: <Filters /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Lets the timers run `ms` further and the router settle. */
async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

function searchBox(): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('searchbox', { name: 'Adla ara' });
}

beforeAll(async () => {
  await initI18n('tr');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('list filters bound to the URL', () => {
  it('draws the filters as a named region with a search landmark', () => {
    renderFilters();
    expect(screen.getByRole('region', { name: 'Filtreler' })).toBeTruthy();
    // jsdom's roles predate <search>: found by its element.
    expect(document.querySelector('search')?.getAttribute('aria-label')).toBe('Kişi ara');
  });

  it('applies a select at once and starts again at the first page', async () => {
    const router = renderFilters('/list?page=3');
    fireEvent.change(screen.getByLabelText('Şehir'), { target: { value: 'izmir' } });
    await act(async () => {});
    expect(router.state.location.search).toBe('?city=izmir');
    expect(screen.getByLabelText<HTMLSelectElement>('Şehir').value).toBe('izmir');
  });

  it('searches after a pause in typing, not on every keystroke, trimmed and from page 1', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderFilters('/list?city=ankara&page=2');
    fireEvent.change(searchBox(), { target: { value: 'ay' } });
    await wait(SEARCH_DEBOUNCE_MS - 100);
    fireEvent.change(searchBox(), { target: { value: ' ayşe ' } });
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(router.state.location.search).toBe('?city=ankara&page=2');
    await wait(1);
    expect(router.state.location.search).toBe(`?city=ankara&search=${encodeURIComponent('ayşe')}`);
    // What was typed stays as typed; the URL holds it trimmed.
    expect(searchBox().value).toBe(' ayşe ');
  });

  it('searches at once on the button, without a second search after the pause', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderFilters();
    fireEvent.change(searchBox(), { target: { value: 'can' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await wait(0);
    expect(router.state.location.search).toBe('?search=can');
    const key = router.state.location.key;
    await wait(SEARCH_DEBOUNCE_MS * 2);
    // The same history entry: the pending search was cancelled, not sent again.
    expect(router.state.location.key).toBe(key);
  });

  it('shows the URL’s search again when the back button changes it', async () => {
    const router = renderFilters('/list?search=deniz');
    expect(searchBox().value).toBe('deniz');
    fireEvent.change(searchBox(), { target: { value: 'ayşe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await act(async () => {});
    expect(router.state.location.search).toBe(`?search=${encodeURIComponent('ayşe')}`);
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('?search=deniz');
    expect(searchBox().value).toBe('deniz');
  });
});
