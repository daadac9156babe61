import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { NETWORK_PRODUCT_CODES, stageSlotsOfDay } from '@portal/contracts/network/network-constants';
import {
  createStageBookingRoute,
  getStageSlotsRoute,
  listMyBookingsRoute,
  listStagesRoute,
} from '@portal/contracts/network/network-routes';
import type { TSlot } from '@portal/contracts/network/network-schemas';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import { getBrandProductsRoute } from '@portal/contracts/products/product-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { account, booking, STAGES } from '../test-fixtures.ts';
import MyCompanyStagePage from './my-company-stage-page.tsx';

const PATTERN = '/:lang/app/endless-network/my-company-stage';
const DAY = '2026-11-24';

/** The day's nine hours: 09:00 past, 10:00 booked, 11:00 held by this company, the rest free. */
function slots(): TSlot[] {
  return stageSlotsOfDay(DAY).map((slot, index) => ({
    ...slot,
    state: index === 0 ? 'past' : index === 1 ? 'booked' : index === 2 ? 'held' : 'free',
    is_mine: index === 2,
  }));
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['networkStages', 'networkBooths', 'form', 'validation']);
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T08:00:00.000Z'));
  storage.set('account', { id: 7, name: 'Acme Ltd', status: ACCOUNT_STATUSES.active });
});

afterEach(() => {
  vi.useRealTimers();
});

/** The stage category of the catalogue: the one-hour conference package and the half day. */
const STAGE_PRODUCTS = [
  {
    id: 61,
    brand: NETWORK_LINE.id,
    name: 'Bir Saatlik Konferans Paketi',
    description: null,
    price: 150_000,
    billing: 'one_off' as const,
    is_main: 0 as const,
    features: [],
    childrens: [],
    packet_id: null,
    category_id: 9,
    code: NETWORK_PRODUCT_CODES.conferenceHour,
  },
  {
    id: 62,
    brand: NETWORK_LINE.id,
    name: 'Yarım Gün Sahne Paketi (4 Saat)',
    description: null,
    price: 500_000,
    billing: 'one_off' as const,
    is_main: 0 as const,
    features: [],
    childrens: [],
    packet_id: null,
    category_id: 9,
    code: NETWORK_PRODUCT_CODES.stageHalfDay,
  },
];

function serve(...extra: Parameters<typeof apiServer.use>) {
  const slotCalls: TMockRequest[] = [];
  apiServer.use(
    ...extra,
    answer(getBrandProductsRoute, STAGE_PRODUCTS),
    answer(getAccountRoute, account()),
    answer(listStagesRoute, STAGES),
    answer(getStageSlotsRoute, (request) => {
      slotCalls.push(request);
      return slots();
    }),
    answer(listMyBookingsRoute, [booking()]),
  );
  return slotCalls;
}

function open() {
  const router = createMemoryRouter(
    [
      { path: PATTERN, element: <MyCompanyStagePage /> },
      // Where a hold leads: the payment page's own tests cover it.
      { path: '/:lang/app/endless-network/stage-payment', element: null },
    ],
    { initialEntries: [`/tr/app/endless-network/my-company-stage?stage=1&date=${DAY}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('booking a stage hour', () => {
  it('says what an hour costs (+ KDV) with the stage choice, before any hour is held', async () => {
    serve();
    open();
    await screen.findByRole('group', { name: /saatleri$/ });
    const price = await screen.findByText('Bir saat: ₺1.500 + KDV.');
    expect(price.parentElement?.textContent).toContain('Bir Saatlik Konferans Paketi ile ödenir');
    // Shown beside the stage and the day, not after a choice.
    expect(screen.queryByRole('textbox', { name: /Oturum başlığı/ })).toBeNull();
  });

  it('shows each hour with its state in words, and only free hours can be chosen', async () => {
    const slotCalls = serve();
    open();
    const grid = await screen.findByRole('group', { name: /saatleri$/ });
    expect(slotCalls[0]?.params.id).toBe('1');
    expect(slotCalls[0]?.query.get('date')).toBe(DAY);
    const past = within(grid).getByRole('button', { name: '09:00–10:00, geçti' });
    const booked = within(grid).getByRole('button', { name: '10:00–11:00, dolu' });
    const mine = within(grid).getByRole('button', { name: '11:00–12:00, ödeme bekliyor, sizin' });
    const free = within(grid).getByRole('button', { name: '14:00–15:00, boş' });
    for (const taken of [past, booked, mine]) expect((taken as HTMLButtonElement).disabled).toBe(true);
    expect(free.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(free);
    expect(free.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Oturum başlığı/ })).toBeTruthy();
  });

  it('holds the chosen hour and goes to the payment of the hold', async () => {
    const posts: TMockRequest[] = [];
    serve(
      answer(createStageBookingRoute, (request) => {
        posts.push(request);
        return booking({
          id: 44,
          starts_at: '2026-11-24T11:00:00.000Z',
          held_until: '2026-11-20T08:15:00.000Z',
        });
      }),
    );
    const router = open();
    fireEvent.click(await screen.findByRole('button', { name: '14:00–15:00, boş' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Oturum başlığı/ }), {
      target: { value: 'Yapay zekâ ile muhasebe' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Konuşmacı/ }), {
      target: { value: 'Ayşe Yılmaz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Saati tut ve ödemeye geç' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.params.id).toBe('1');
    expect(posts[0]?.body).toMatchObject({
      account_id: 7,
      starts_at: '2026-11-24T11:00:00.000Z',
      title: 'Yapay zekâ ile muhasebe',
      speaker: 'Ayşe Yılmaz',
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/tr/app/endless-network/stage-payment?session=44',
      ),
    );
  });

  it('says plainly that another company took the hour (409) and asks for the hours again', async () => {
    const slotCalls = serve(
      failure(createStageBookingRoute, 409, { message: 'Bu saat başka bir şirket tarafından alındı.' }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: '15:00–16:00, boş' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Oturum başlığı/ }), { target: { value: 'Panel' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Konuşmacı/ }), { target: { value: 'Ali Can' } });
    const before = slotCalls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Saati tut ve ödemeye geç' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bu saat artık boş değil');
    expect(alert.textContent).toContain('Bu saat başka bir şirket tarafından alındı.');
    // The form sent is gone with the hour: focus is on the message, not lost.
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    await waitFor(() => expect(slotCalls.length).toBeGreaterThan(before));
    // The choice is gone: the details form waits for a new hour.
    expect(screen.queryByRole('textbox', { name: /Oturum başlığı/ })).toBeNull();
  });

  it('checks the fields with the shared schema before sending', async () => {
    const posts: TMockRequest[] = [];
    serve(
      answer(createStageBookingRoute, (request) => {
        posts.push(request);
        return booking();
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: '16:00–17:00, boş' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saati tut ve ödemeye geç' }));
    const title = screen.getByRole('textbox', { name: /Oturum başlığı/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(posts).toHaveLength(0);
  });

  it('lists the company’s hold with its countdown, its payment and its release', async () => {
    serve();
    open();
    const list = await screen.findByRole('region', { name: 'Rezervasyonlarım' });
    await within(list).findByText('Yapay zekâ ile muhasebe');
    expect(within(list).getByText('Ödeme bekliyor')).toBeTruthy();
    expect(within(list).getByRole('timer').textContent).toBe('75:00');
    expect(within(list).getByRole('link', { name: 'Öde' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/stage-payment?session=10',
    );
    expect(within(list).getByRole('button', { name: 'Saati bırak' })).toBeTruthy();
  });

  it('asks a company without the network membership to get it first', async () => {
    apiServer.use(answer(getAccountRoute, account(false)), answer(listStagesRoute, STAGES));
    open();
    expect(await screen.findByText('İş ağı üyeliği gerekli')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Üyelik paketlerini gör' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/for-my-company',
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});
