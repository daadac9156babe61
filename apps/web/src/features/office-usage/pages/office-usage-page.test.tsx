import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { currentPeriod, shiftPeriod } from '@portal/contracts/documents/document-periods';
import type { TOfficeUsage } from '@portal/contracts/office/office-usage';
import { getOfficeUsageRoute } from '@portal/contracts/office/office-usage-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import OfficeUsagePage from './office-usage-page.tsx';

const ACCOUNT = 7;
const THIS_MONTH = currentPeriod(new Date());
const LAST_MONTH = shiftPeriod(THIS_MONTH, -1);

const usage = (period: string, changes: Partial<TOfficeUsage> = {}): TOfficeUsage => ({
  period,
  packet: { id: 21, name: 'Sanal Ofis Temel' },
  lines: [
    { kind: 'call', allowance: 50, used: 12, beyond: 0, beyond_amount: 0, charged_amount: 0 },
    // 21 scans against 20: the one beyond was 2 pages at ₺5.
    { kind: 'scan', allowance: 20, used: 21, beyond: 1, beyond_amount: 1_000, charged_amount: 0 },
    { kind: 'forward', allowance: 4, used: 1, beyond: 0, beyond_amount: 0, charged_amount: 0 },
    { kind: 'storage_day', allowance: null, used: 3, beyond: 3, beyond_amount: 3_000, charged_amount: 0 },
    { kind: 'room_hour', allowance: 2, used: 1, beyond: 0, beyond_amount: 0, charged_amount: 0 },
  ],
  beyond_amount: 4_000,
  charged_amount: 0,
  ...changes,
});

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['officeUsage']);
});

function signIn() {
  storage.set('token', 'office-usage-token');
  storage.set('role_name', 'customer');
  storage.set('permissions', [PERMISSIONS.showCalls]);
  storage.set('account', { id: ACCOUNT, name: 'Deniz Yazılım Ltd. Şti.', status: 4 });
}

function renderPage(search = '') {
  return renderRoute(<OfficeUsagePage />, '/:lang/app/office/usage', `/tr/app/office/usage${search}`);
}

/** A kind's row: the table's row header names it. */
const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));

describe('the office usage', () => {
  it("shows this month's usage against the allowance, what is beyond it + KDV, and how it is charged", async () => {
    signIn();
    const asked: string[] = [];
    apiServer.use(
      answer(getOfficeUsageRoute, (request: TMockRequest) => {
        asked.push(`${request.params.id} ${request.query.get('period')}`);
        return usage(request.query.get('period') ?? THIS_MONTH);
      }),
    );
    renderPage();
    expect(await screen.findByText('Paketiniz: Sanal Ofis Temel')).toBeTruthy();
    expect(asked).toEqual([`${ACCOUNT} ${THIS_MONTH}`]);
    expect(screen.getByRole('heading', { level: 2, name: /^Bu ay: / })).toBeTruthy();

    const scans = row('Taranan mektuplar');
    expect(scans.getByText('21 / 20')).toBeTruthy();
    expect(scans.getByText('₺10 + KDV')).toBeTruthy();
    expect(scans.getByText('Henüz tahsil edilmedi')).toBeTruthy();
    expect(row('Cevaplanan çağrılar').getByText('12 / 50')).toBeTruthy();
    // Storage days have no monthly allowance: each one counts past the free days.
    const storage = row('Ek saklama günleri');
    expect(storage.getByText('3 gün')).toBeTruthy();
    expect(storage.getByText('₺30 + KDV')).toBeTruthy();
    expect(row('Toplantı odası saatleri').getByText('1 / 2')).toBeTruthy();

    expect(screen.getByText('₺40 + KDV')).toBeTruthy();
    expect(
      screen.getByText(
        /bir sonraki aylık yenilemede kayıtlı kartınızdan tahsil edilir ve yenilemeyle aynı faturada/,
      ),
    ).toBeTruthy();
  });

  it('shows an earlier month with what its renewal charged', async () => {
    signIn();
    const asked: string[] = [];
    apiServer.use(
      answer(getOfficeUsageRoute, (request: TMockRequest) => {
        const period = request.query.get('period') ?? THIS_MONTH;
        asked.push(period);
        return period === LAST_MONTH
          ? usage(period, {
              lines: [
                {
                  kind: 'call',
                  allowance: 50,
                  used: 53,
                  beyond: 3,
                  beyond_amount: 4_500,
                  charged_amount: 4_500,
                },
              ],
              beyond_amount: 4_500,
              charged_amount: 4_500,
            })
          : usage(period);
      }),
    );
    const router = renderPage();
    await screen.findByText('Paketiniz: Sanal Ofis Temel');
    const month = screen.getByLabelText('Ay') as HTMLSelectElement;
    expect(month.options).toHaveLength(12);
    fireEvent.change(month, { target: { value: LAST_MONTH } });

    await waitFor(() => expect(asked).toContain(LAST_MONTH));
    expect(await screen.findByText('53 / 50')).toBeTruthy();
    const calls = row('Cevaplanan çağrılar');
    expect(calls.getAllByText('₺45 + KDV')).toHaveLength(2);
    expect(router.state.location.search).toBe(`?period=${LAST_MONTH}`);
    expect(screen.queryByRole('heading', { level: 2, name: /^Bu ay: / })).toBeNull();
  });

  it('says when the company has no office packet this month', async () => {
    signIn();
    apiServer.use(answer(getOfficeUsageRoute, usage(THIS_MONTH, { packet: null })));
    renderPage();
    expect(await screen.findByText(/Bu ay için bir ofis paketi yok/)).toBeTruthy();
  });

  it('tells why the usage could not be loaded', async () => {
    signIn();
    apiServer.use(failure(getOfficeUsageRoute, 503, { message: 'Bir hizmete şu anda ulaşılamıyor.' }));
    renderPage();
    expect(await screen.findByText('Kullanım bilgisi yüklenemedi.')).toBeTruthy();
  });
});
