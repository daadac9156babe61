import { formatKurus } from '@portal/contracts/common/money';
import {
  getJobKindsRoute,
  getJobsRoute,
  getPaymentsToReviewRoute,
  retryJobRoute,
} from '@portal/contracts/staff/job-routes';
import type { TJob, TJobKind, TPaymentToReview } from '@portal/contracts/staff/jobs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import JobsPage from './jobs-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const FAILED_MAIL: TJob = {
  id: '6a1f0c2e-4b7d-4c1e-9f3a-2d5e8b7c9a10',
  name: 'mail',
  state: 'failed',
  retry_count: 5,
  retry_limit: 5,
  created_at: '2026-11-24T21:30:00.000Z',
  start_after: '2026-11-24T21:45:00.000Z',
  started_at: '2026-11-24T21:45:00.000Z',
  completed_at: '2026-11-24T21:45:01.000Z',
  last_error: 'Error (ECONNREFUSED): connect ECONNREFUSED 127.0.0.1:587',
};

/** Two kinds of the server's list: one the locale names, one this web build has no words for. */
const KINDS: TJobKind[] = [
  { name: 'mail', cron: null, retry_limit: 5, retry_delay_seconds: 30 },
  { name: 'ledger.close-months', cron: '0 2 1 * *', retry_limit: 2, retry_delay_seconds: 300 },
];

const UNSETTLED_PAYMENT: TPaymentToReview = {
  id: 41,
  account: { id: 7, name: 'Kuzey Danışmanlık' },
  amount: 178_800,
  provider: 'iyzico',
  provider_ref: '22416035',
  unanswered_lookups: 5,
  created_at: '2026-11-24T09:00:00.000Z',
  needs_review_at: '2026-11-24T09:40:00.000Z',
};

function serve(
  data: TJob[] = [FAILED_MAIL],
  payments: TPaymentToReview[] = [],
): { asked: string[]; retried: string[] } {
  const asked: string[] = [];
  const retried: string[] = [];
  apiServer.use(
    answer(getJobKindsRoute, KINDS),
    answer(getPaymentsToReviewRoute, payments),
    answer(getJobsRoute, ({ query }) => {
      asked.push(`?${query.toString()}`);
      return { data, meta: { page: 1, per_page: 25, total: data.length } };
    }),
    answer(retryJobRoute, ({ params }) => {
      retried.push(String(params.id));
      return { ...FAILED_MAIL, state: 'retry', retry_count: 0 };
    }),
  );
  return { asked, retried };
}

const renderPage = (path = '/tr/app/jobs') => renderRoute(<JobsPage />, '/:lang/app/jobs', path);

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staff']);
});

describe('the background jobs page', () => {
  it('lists a failed job with its kind, attempts and last error, and retries it', async () => {
    const { retried } = serve();
    renderPage();
    const row = await screen.findByRole('row', { name: /E-posta/ });
    expect(within(row).getByText('Başarısız')).toBeTruthy();
    expect(within(row).getByText('6 denemeden 6')).toBeTruthy();
    expect(within(row).getByText(/ECONNREFUSED 127\.0\.0\.1:587/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '6a1f0c2e işini yeniden dene' }));
    await waitFor(() => expect(retried).toEqual([FAILED_MAIL.id]));
  });

  it('asks the server for the state and kind chosen, and keeps them in the URL', async () => {
    const { asked } = serve();
    const router = renderPage();
    await screen.findByRole('row', { name: /E-posta/ });
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText('Tür'), { target: { value: 'mail' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?state=failed&name=mail&page=1&per_page=25'));
    expect(router.state.location.search).toBe('?state=failed&name=mail');
  });

  it('offers the kinds the server runs, in words where the page has them, else as stored', async () => {
    serve();
    renderPage();
    await screen.findByRole('option', { name: 'ledger.close-months' });
    const kinds = within(screen.getByLabelText('Tür')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual([
      'Tüm türler',
      'E-posta',
      'ledger.close-months',
    ]);
  });

  it('reads a kind in the URL that the server does not run as no filter', async () => {
    const { asked } = serve();
    renderPage('/tr/app/jobs?name=retired.job');
    await screen.findByRole('row', { name: /E-posta/ });
    expect(asked).toEqual(['?state=open&page=1&per_page=25']);
    expect(screen.getByLabelText('Tür')).toHaveProperty('value', 'all');
  });

  it('opens on the jobs to look at (waiting, running, failed); the completed ones are a choice away', async () => {
    const { asked } = serve([]);
    const router = renderPage();
    expect(
      await screen.findByText(
        'Bekleyen, çalışan ya da başarısız iş yok. Tamamlanan işleri görmek için durumu "Tamamlandı" seçin.',
      ),
    ).toBeTruthy();
    expect(asked).toEqual(['?state=open&page=1&per_page=25']);
    const state = screen.getByLabelText('Durum');
    expect(state).toHaveProperty('value', 'open');
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tüm durumlar',
      'Bekleyen, çalışan ve başarısız',
      'Bekliyor',
      'Yeniden denenecek',
      'Çalışıyor',
      'Tamamlandı',
      'İptal edildi',
      'Başarısız',
    ]);
    fireEvent.change(state, { target: { value: 'completed' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?state=completed&page=1&per_page=25'));
    expect(router.state.location.search).toBe('?state=completed');
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'all' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&per_page=25'));
    expect(router.state.location.search).toBe('?state=all');
  });

  it('lists the payments waiting for a person, with the company, the amount and the provider’s reference', async () => {
    serve([FAILED_MAIL], [UNSETTLED_PAYMENT]);
    renderPage();
    const section = await screen.findByRole('region', { name: 'Bir kişinin bakması gereken ödemeler' });
    const row = await within(section).findByRole('row', { name: /41 numaralı ödeme/ });
    expect(within(row).getByRole('link', { name: 'Kuzey Danışmanlık' }).getAttribute('href')).toBe(
      '/tr/app/accounts-detail/7',
    );
    expect(within(row).getByText(formatKurus(178_800, 'tr'))).toBeTruthy();
    expect(within(row).getByText('22416035')).toBeTruthy();
    expect(within(row).getByText('5 yanıtsız sorgu')).toBeTruthy();
  });

  it('says when no payment waits for a person', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Bir kişinin bakmasını bekleyen ödeme yok.')).toBeTruthy();
  });

  it('says when nothing matches the filters', async () => {
    serve([]);
    renderPage('/tr/app/jobs?state=retry');
    expect(await screen.findByText('Bu filtrelere uyan iş yok.')).toBeTruthy();
  });
});
