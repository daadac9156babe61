import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import type { TMonthClose, TMonthCloseState } from '@portal/contracts/month-close/month-close';
import {
  getMonthCloseBoardRoute,
  moveMonthCloseRoute,
} from '@portal/contracts/month-close/month-close-routes';
import { getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { moveChoices } from '../components/move-state-dialog.tsx';
import MonthClosePage from './month-close-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

// One fixed moment (Istanbul): the month being closed is October 2026.
const NOW = new Date('2026-11-20T09:00:00.000Z');

const row = (accountId: number, changes: Partial<TMonthClose> = {}): TMonthClose => ({
  account_id: accountId,
  account_name: `Şirket ${accountId}`,
  period: '2026-10',
  state: 'documents_pending',
  advisor_id: 2,
  advisor_name: 'Zeynep Kaya',
  documents: 0,
  flags: [],
  completed_by_customer_at: null,
  updated_at: null,
  ...changes,
});

const ACME = row(7, {
  account_name: 'Acme Ltd',
  documents: 4,
  state: 'documents_complete',
  completed_by_customer_at: '2026-11-03T10:00:00.000Z',
  flags: ['return_due_soon'],
});
const DENIZ = row(8, {
  account_name: 'Deniz Lojistik',
  advisor_id: null,
  advisor_name: null,
  flags: ['documents_overdue', 'accrual_overdue'],
});
const KUZEY = row(9, { account_name: 'Kuzey Yazılım', documents: 12, state: 'closed' });

const COUNTS: Record<TMonthCloseState, number> = {
  documents_pending: 1,
  documents_complete: 1,
  booked: 0,
  returns_filed: 0,
  closed: 1,
};

let boardQueries: string[] = [];

/** The board answers what the filter asks for, counting the states as the server does (state aside). */
function serve(rows: TMonthClose[]) {
  boardQueries = [];
  apiServer.use(
    answer(getMonthCloseBoardRoute, ({ query }) => {
      boardQueries.push(query.toString());
      const state = query.get('state');
      const data = state ? rows.filter((candidate) => candidate.state === state) : rows;
      return { data, meta: { page: 1, per_page: 20, total: data.length }, counts: COUNTS };
    }),
  );
}

function signIn(role: 'advisor' | 'admin') {
  storage.set('token', `${role}-token`);
  storage.set('role_name', role);
  storage.set(
    'permissions',
    role === 'admin'
      ? [
          PERMISSIONS.showAccountancy,
          PERMISSIONS.showAccounts,
          PERMISSIONS.showAccountsAll,
          PERMISSIONS.showAdvisors,
        ]
      : [PERMISSIONS.showAccountancy, PERMISSIONS.showAccounts],
  );
}

function renderPage(query = '') {
  return renderRoute(<MonthClosePage />, '/:lang/app/staff/month-close', `/tr/app/staff/month-close${query}`);
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['monthClose']);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(notify).mockClear();
});

describe('the month-close board', () => {
  it('lists last month’s companies with advisor, documents, state and flags in words', async () => {
    signIn('advisor');
    serve([ACME, DENIZ, KUZEY]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Ekim 2026 kapanışı, şirket şirket' });
    // The month being closed by default; an advisor sends no advisor filter (the server lists theirs).
    expect(boardQueries).toEqual(['period=2026-10&page=1&per_page=20']);
    expect((screen.getByLabelText('Ay') as HTMLSelectElement).value).toBe('2026-10');
    expect(screen.queryByLabelText('Danışman')).toBeNull();
    expect(
      screen.getByText('Size atanmış şirketlerin seçilen aydaki kapanışı ve geciken işler.'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 şirket');

    const acme = within(table).getByRole('row', { name: /^Acme Ltd/ });
    expect(within(acme).getByRole('link', { name: 'Acme Ltd' }).getAttribute('href')).toBe(
      '/tr/app/accounts-detail/7',
    );
    expect(acme.textContent).toContain('Zeynep Kaya');
    expect(acme.textContent).toContain('Belgeler tamam');
    expect(acme.textContent).toContain('Müşteri 3 Kasım 2026 tarihinde tamam dedi');
    expect(acme.textContent).toContain('Beyanname son günü yaklaşıyor');
    const deniz = within(table).getByRole('row', { name: /^Deniz Lojistik/ });
    expect(deniz.textContent).toContain('Atanmamış');
    expect(deniz.textContent).toContain('Belgeler gecikti');
    expect(deniz.textContent).toContain('Tahakkuk ödemesi gecikti');
    const kuzey = within(table).getByRole('row', { name: /^Kuzey Yazılım/ });
    expect(kuzey.textContent).toContain('Kapandı');
    expect(kuzey.textContent).toContain('12');
    expect(kuzey.textContent).toContain('Geciken iş yok');
  });

  it('filters by state from the counts, in the URL, and lifts it with "all"', async () => {
    signIn('advisor');
    serve([ACME, DENIZ, KUZEY]);
    const router = renderPage();
    const summary = await screen.findByRole('region', { name: 'Durumlara göre şirket sayıları' });
    const all = within(summary).getByRole('button', { name: /^Tümü/ });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(all.textContent).toBe('Tümü3');
    const closed = within(summary).getByRole('button', { name: /^Kapandı/ });
    expect(closed.textContent).toBe('Kapandı1');
    expect(within(summary).getByRole('button', { name: /^Muhasebeleştirildi/ }).textContent).toBe(
      'Muhasebeleştirildi0',
    );

    fireEvent.click(closed);
    await waitFor(() => expect(router.state.location.search).toBe('?state=closed'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(boardQueries.at(-1)).toBe('period=2026-10&state=closed&page=1&per_page=20');
    expect(screen.getByRole('row', { name: /^Kuzey Yazılım/ })).toBeTruthy();
    expect(
      within(summary)
        .getByRole('button', { name: /^Kapandı/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect((screen.getByLabelText('Durum') as HTMLSelectElement).value).toBe('closed');

    fireEvent.click(within(summary).getByRole('button', { name: /^Tümü/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
  });

  it('moves a row one state on, offering only the allowed moves', async () => {
    signIn('advisor');
    serve([ACME, DENIZ, KUZEY]);
    const moves: TMockRequest[] = [];
    apiServer.use(
      answer(
        moveMonthCloseRoute,
        (request) => {
          moves.push(request);
          return { ...ACME, state: 'booked' };
        },
        { message: 'Ayın kapanışı güncellendi.' },
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Durumu değiştir: Acme Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Durumu değiştir: Acme Ltd' });
    expect(dialog.textContent).toContain('Ekim 2026 kapanışı şu anda: Belgeler tamam.');
    const choice = within(dialog).getByLabelText(/Yeni durum/) as HTMLSelectElement;
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Muhasebeleştirildi (sonraki adım)', 'Belgeler bekleniyor (geri al)']);
    expect(choice.value).toBe('booked');
    const before = boardQueries.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]?.params).toEqual({ id: '7', period: '2026-10' });
    expect(moves[0]?.query.toString()).toBe('all=1');
    expect(moves[0]?.body).toEqual({ state: 'booked' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The board is asked again, counts and all.
    await waitFor(() => expect(boardQueries.length).toBeGreaterThan(before));
  });

  it('keeps a refused move in the dialog', async () => {
    signIn('advisor');
    serve([DENIZ]);
    apiServer.use(failure(moveMonthCloseRoute, 409, { message: 'Bu ay bu duruma taşınamaz.' }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Durumu değiştir: Deniz Lojistik' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bu ay bu duruma taşınamaz.')).toBeTruthy();
  });

  it('lets an admin pick the month and an advisor, listed as the assignment form lists them', async () => {
    signIn('admin');
    serve([ACME]);
    apiServer.use(
      answer(getUsersRoute, ({ query }) => {
        expect(query.get('role')).toBe('advisor');
        expect(query.get('status')).toBe('active');
        return {
          data: [
            {
              id: 2,
              name: 'Zeynep Kaya',
              email: 'zeynep@example.com',
              phone: null,
              role_id: 2,
              role_name: 'advisor',
              is_active: true,
              created_at: '2026-01-05T08:00:00.000Z',
            },
          ],
          meta: { page: 1, per_page: 100, total: 1 },
        };
      }),
    );
    const router = renderPage();
    await screen.findByRole('table');
    expect(
      screen.getByText('Her şirketin seçilen ayın kapanışında nerede olduğu ve geciken işler.'),
    ).toBeTruthy();
    const advisor = screen.getByLabelText('Danışman') as HTMLSelectElement;
    await waitFor(() => expect(within(advisor).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(advisor, { target: { value: '2' } });
    await waitFor(() => expect(router.state.location.search).toBe('?advisor=2'));
    await waitFor(() => expect(boardQueries.at(-1)).toBe('period=2026-10&advisor_id=2&page=1&per_page=20'));

    const month = screen.getByLabelText('Ay') as HTMLSelectElement;
    expect(within(month).getAllByRole('option')[0]?.textContent).toBe('Kasım 2026');
    fireEvent.change(month, { target: { value: '2026-09' } });
    await waitFor(() => expect(router.state.location.search).toBe('?advisor=2&period=2026-09'));
    await waitFor(() => expect(boardQueries.at(-1)).toBe('period=2026-09&advisor_id=2&page=1&per_page=20'));
  });
});

describe('where staff may move a month', () => {
  it('is one step on, or back to any earlier state', () => {
    expect(moveChoices('documents_pending')).toEqual(['documents_complete']);
    expect(moveChoices('booked')).toEqual(['returns_filed', 'documents_complete', 'documents_pending']);
    expect(moveChoices('closed')).toEqual([
      'returns_filed',
      'booked',
      'documents_complete',
      'documents_pending',
    ]);
  });
});
