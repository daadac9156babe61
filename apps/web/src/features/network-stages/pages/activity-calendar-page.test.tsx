import {
  getNetworkCalendarIcsRoute,
  getNetworkCalendarRoute,
  listStagesRoute,
} from '@portal/contracts/network/network-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { STAGES, session } from '../test-fixtures.ts';
import ActivityCalendarPage from './activity-calendar-page.tsx';

const PATTERN = '/:lang/app/endless-network/activity-calendar';
const BASE = '/tr/app/endless-network/activity-calendar';

/** 14:00 Istanbul on Tuesday 24 November, and 09:00 Istanbul on Friday 27 November on the other stage. */
const TALK = session({ id: 21, title: 'Yapay zekâ ile muhasebe' });
const WORKSHOP = session({
  id: 22,
  stage_id: 2,
  stage_name: 'Atölye Salonu',
  title: 'E-fatura atölyesi',
  sector: 'finance',
  starts_at: '2026-11-27T06:00:00.000Z',
  ends_at: '2026-11-27T07:00:00.000Z',
});

// The browser's zone must not matter: the page runs in New York, and still shows Istanbul times.
const zone = process.env.TZ;
beforeAll(async () => {
  process.env.TZ = 'America/New_York';
  await initI18n('tr');
  await loadNamespaces(['networkStages', 'networkBooths']);
});
afterAll(() => {
  process.env.TZ = zone;
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T07:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function serve() {
  const calls: TMockRequest[] = [];
  apiServer.use(
    answer(listStagesRoute, STAGES),
    answer(getNetworkCalendarRoute, (request) => {
      calls.push(request);
      const from = request.query.get('from') ?? '';
      const to = request.query.get('to') ?? '';
      const stage = request.query.get('stage_id');
      const sessions = [TALK, WORKSHOP].filter((item) => stage === null || String(item.stage_id) === stage);
      return { from, to, sessions };
    }),
  );
  return calls;
}

describe('the activity calendar', () => {
  it('shows the month in Istanbul time, each session linked to its stage', async () => {
    const calls = serve();
    renderRoute(<ActivityCalendarPage />, PATTERN, `${BASE}?view=month`);
    const table = await screen.findByRole('table', { name: 'Kasım 2026 oturumları' });
    // The month's whole weeks, Monday first.
    expect(calls[0]?.query.get('from')).toBe('2026-10-26');
    expect(calls[0]?.query.get('to')).toBe('2026-12-06');
    const talk = within(table).getByRole('link', {
      name: '14:00–15:00, Yapay zekâ ile muhasebe, Ana Sahne, Acme Ltd',
    });
    expect(talk.getAttribute('href')).toBe('/tr/app/endless-network/stage/1#session-21');
    expect(within(table).getByRole('link', { name: /^09:00–10:00, E-fatura atölyesi/ })).toBeTruthy();
    const today = table.querySelector('[aria-current="date"]');
    expect(today?.textContent).toContain('24 Kasım Salı');
    expect(screen.getByRole('tab', { name: 'Ay', selected: true })).toBeTruthy();
  });

  it('shows the week by hour rows, and moves a week at a time', async () => {
    const calls = serve();
    renderRoute(<ActivityCalendarPage />, PATTERN, `${BASE}?view=week&date=2026-11-24`);
    const table = await screen.findByRole('table', { name: /haftasının oturumları/ });
    expect(calls.at(-1)?.query.get('from')).toBe('2026-11-23');
    expect(calls.at(-1)?.query.get('to')).toBe('2026-11-29');
    const row = within(table).getByRole('row', { name: /^14:00/ });
    expect(within(row).getByRole('link', { name: /^14:00–15:00, Yapay zekâ ile muhasebe/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki hafta' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('from')).toBe('2026-11-30'));
    expect(calls.at(-1)?.query.get('to')).toBe('2026-12-06');
  });

  it('opens on the list where the screen is narrow, grouped by day', async () => {
    const calls = serve();
    renderRoute(<ActivityCalendarPage />, PATTERN, BASE);
    expect(await screen.findByRole('heading', { name: '24 Kasım Salı Bugün' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Liste', selected: true })).toBeTruthy();
    expect(calls[0]?.query.get('from')).toBe('2026-11-01');
    expect(calls[0]?.query.get('to')).toBe('2026-11-30');
    expect(screen.getByText('14:00–15:00')).toBeTruthy();
    expect(screen.getByText('09:00–10:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-fatura atölyesi' }).getAttribute('href')).toBe(
      '/tr/app/endless-network/stage/2#session-22',
    );
  });

  it('filters by stage and sector through the URL', async () => {
    const calls = serve();
    const router = renderRoute(<ActivityCalendarPage />, PATTERN, `${BASE}?view=list`);
    await screen.findByRole('link', { name: 'E-fatura atölyesi' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sahne' }), { target: { value: '1' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('stage_id')).toBe('1'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'E-fatura atölyesi' })).toBeNull());
    fireEvent.change(screen.getByRole('combobox', { name: 'Sektör' }), { target: { value: 'finance' } });
    await waitFor(() => expect(calls.at(-1)?.query.get('sector')).toBe('finance'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('stage')).toBe('1');
    expect(params.get('sector')).toBe('finance');
  });

  it('switches views with the tabs', async () => {
    serve();
    renderRoute(<ActivityCalendarPage />, PATTERN, `${BASE}?view=list`);
    await screen.findByRole('link', { name: 'E-fatura atölyesi' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Ay' }), { button: 0 });
    expect(await screen.findByRole('table', { name: 'Kasım 2026 oturumları' })).toBeTruthy();
  });

  it('lists the stages with links to their pages', async () => {
    serve();
    renderRoute(<ActivityCalendarPage />, PATTERN, `${BASE}?view=list`);
    const link = await screen.findByRole('link', { name: 'Atölye Salonu sahnesini gör' });
    expect(link.getAttribute('href')).toBe('/tr/app/endless-network/stage/2');
  });

  it('downloads the .ics file with the filters chosen', async () => {
    serve();
    const asked: URL[] = [];
    apiServer.use(
      http.get(`*/api${getNetworkCalendarIcsRoute.path}`, ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('BEGIN:VCALENDAR', { headers: { 'Content-Type': 'text/calendar' } });
      }),
    );
    const created = vi.fn(() => 'blob:calendar');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute(<ActivityCalendarPage />, PATTERN, `${BASE}?view=list&stage=2`);
    fireEvent.click(await screen.findByRole('button', { name: 'Takvimi indir (.ics)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(asked[0]?.searchParams.get('stage_id')).toBe('2');
    expect(asked[0]?.searchParams.get('from')).toBeNull();
    clicked.mockRestore();
  });
});
