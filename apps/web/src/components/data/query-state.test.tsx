import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { QueryState } from './query-state.tsx';

beforeAll(async () => {
  await initI18n('tr');
});

function Company({ load, errorTitle }: { load: () => Promise<string>; errorTitle?: string }) {
  const company = useQuery({ queryKey: ['company'], queryFn: load });
  return (
    <QueryState query={company} errorTitle={errorTitle}>
      {(name) => <h1>{name}</h1>}
    </QueryState>
  );
}

function renderCompany(load: () => Promise<string>, errorTitle?: string) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Company load={load} errorTitle={errorTitle} />
    </QueryClientProvider>,
  );
  return client;
}

describe('QueryState', () => {
  it('shows a spinner until the first answer, then the children with the data', async () => {
    let answer: (name: string) => void = () => {};
    renderCompany(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('status').textContent).toBe('Yükleniyor…');
    answer('Acme Ltd');
    expect(await screen.findByRole('heading', { name: 'Acme Ltd' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the failure with the query's message, and retries with the query's refetch", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Sunucuya ulaşılamadı.'))
      .mockResolvedValueOnce('Acme Ltd');
    renderCompany(load, 'Şirket yüklenemedi.');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Şirket yüklenemedi.');
    expect(alert.textContent).toContain('Sunucuya ulaşılamadı.');

    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'Acme Ltd' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the failure a general title from the common texts when the page names none', async () => {
    renderCompany(() => Promise.reject(new Error('Zaman aşımı.')));
    expect((await screen.findByRole('alert')).textContent).toContain('Bilgiler yüklenemedi.');
  });

  it('keeps the last data on screen when a refetch fails', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('Acme Ltd')
      .mockRejectedValueOnce(new Error('Zaman aşımı.'));
    const client = renderCompany(load);
    await screen.findByRole('heading', { name: 'Acme Ltd' });
    await client.refetchQueries({ queryKey: ['company'] });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Acme Ltd' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
