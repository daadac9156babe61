import { getSecurityEventsRoute } from '@portal/contracts/staff/security-event-routes';
import type { TSecurityEvent } from '@portal/contracts/staff/security-events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import SecurityEventsPage from './security-events-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const FAILED_SIGN_IN: TSecurityEvent = {
  id: 3,
  type: 'sign_in_failed',
  user: { id: 12, name: 'Ayşe Yılmaz', email: 'ayse@example.com' },
  account_id: null,
  ip: '198.51.100.9',
  detail: { reason: 'wrong_password' },
  occurred_at: '2026-11-24T21:30:00.000Z',
};

function serve(data: TSecurityEvent[] = [FAILED_SIGN_IN]): string[] {
  const asked: string[] = [];
  apiServer.use(
    answer(getSecurityEventsRoute, ({ query }) => {
      asked.push(`?${query.toString()}`);
      return { data, meta: { page: 1, per_page: 25, total: data.length } };
    }),
  );
  return asked;
}

const renderPage = (path = '/tr/app/security-events') =>
  renderRoute(<SecurityEventsPage />, '/:lang/app/security-events', path);

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staff']);
});

describe('the security log page', () => {
  it('lists the events with their kind, time in Istanbul, person, IP and detail', async () => {
    serve();
    renderPage();
    const row = await screen.findByRole('row', { name: /Başarısız giriş/ });
    expect(within(row).getByText('Ayşe Yılmaz')).toBeTruthy();
    expect(within(row).getByText('198.51.100.9')).toBeTruthy();
    expect(within(row).getByText('Neden: Yanlış şifre')).toBeTruthy();
    // 21:30 UTC is 00:30 the next day in Istanbul.
    expect(within(row).getByText(/25\.11\.2026 00:30/)).toBeTruthy();
  });

  it('reads a declined payment’s code and a budget’s name as words, and an unknown one as recorded (issue 36)', async () => {
    serve([
      {
        ...FAILED_SIGN_IN,
        id: 4,
        type: 'payment_declined',
        account_id: 7,
        detail: { payment_id: 41, code: 'insufficient_funds' },
      },
      {
        ...FAILED_SIGN_IN,
        id: 5,
        type: 'budget_tripped',
        detail: { budget: 'paymentDeclines', counter: 'company', shiny_new_fact: 'as_is' },
      },
    ]);
    renderPage();
    const declined = await screen.findByRole('row', { name: /Kart ödemesi reddedildi/ });
    expect(within(declined).getByText('Ödeme no.: 41 · Neden: Yetersiz bakiye')).toBeTruthy();
    const tripped = screen.getByRole('row', { name: /Deneme sınırı aşıldı/ });
    expect(
      within(tripped).getByText('Sınır: Reddedilen kart ödemeleri · Sayılan: şirket · shiny_new_fact: as_is'),
    ).toBeTruthy();
    expect(screen.queryByText(/insufficient_funds/)).toBeNull();
  });

  it('asks the server for the kind and days chosen, and keeps them in the URL', async () => {
    const asked = serve();
    const router = renderPage();
    await screen.findByRole('row', { name: /Başarısız giriş/ });
    fireEvent.change(screen.getByLabelText('Olay türü'), { target: { value: 'budget_tripped' } });
    fireEvent.change(screen.getByLabelText('Başlangıç günü'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?type=budget_tripped&from=2026-11-01&page=1&per_page=25'));
    expect(router.state.location.search).toBe('?type=budget_tripped&from=2026-11-01');
  });

  it('says when nothing matches the filters', async () => {
    serve([]);
    renderPage('/tr/app/security-events?type=email_changed');
    expect(await screen.findByText('Bu filtrelere uyan olay yok.')).toBeTruthy();
  });
});
