import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import {
  createCalendarFeedRoute,
  deleteCalendarFeedRoute,
  getCalendarFeedRoute,
  getTaxCalendarRoute,
} from '@portal/contracts/tax-calendar/tax-calendar-routes';
import { listTaxReturnsRoute } from '@portal/contracts/tax-returns/tax-return-routes';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { taxReturnFixture } from '../../../../domains/tax-returns/test-fixtures.ts';
import { initI18n, loadNamespaces } from '../../../../lib/i18n.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { QueryProvider } from '../../../../lib/query-provider.tsx';
import { answer, apiServer } from '../../../../test/mock-api.ts';
import { TaxCalendarPanel } from './tax-calendar-panel.tsx';

const TODAY = '2026-05-20';
const FEED_URL =
  'https://portal.example.com/api/calendar-feeds/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

const CALENDAR: TRouteResultInput<typeof getTaxCalendarRoute> = {
  company_kind: 'corporation',
  covered: { first: '2025-01-01', last: '2027-12-31' },
  founded_on: null,
  events: [
    {
      id: 'muhtasar:2026-04',
      date: '2026-05-26',
      original_date: '2026-05-26',
      kind: 'muhtasar',
      period: '2026-04',
      title_key: 'taxCalendar.kinds.muhtasar',
      title: 'Muhtasar ve prim hizmet beyannamesi ve ödemesi (Nisan 2026)',
      source: '193 sayılı Gelir Vergisi Kanunu md. 98',
      half_day: true,
    },
    {
      id: 'kdv:2026-04',
      date: '2026-06-01',
      original_date: '2026-05-28',
      kind: 'kdv',
      period: '2026-04',
      title_key: 'taxCalendar.kinds.kdv',
      title: 'KDV beyannamesi ve ödemesi (Nisan 2026)',
      source: '3065 sayılı Katma Değer Vergisi Kanunu md. 41',
      half_day: false,
    },
    {
      id: 'documents:2026-05',
      date: '2026-06-08',
      original_date: '2026-06-07',
      kind: 'documents',
      period: '2026-05',
      title_key: 'taxCalendar.kinds.documents',
      title: 'Mayıs 2026 belgelerini portala yüklemek için son gün',
      source: 'Firmaport SSS: bir ayın belgeleri ay sonunu izleyen 7 gün içinde portala yüklenir.',
      half_day: false,
    },
  ],
};

let calendarQuery = '';
let feedExists = false;

function renderPanel(copied: string[] = [], calendar: typeof CALENDAR = CALENDAR) {
  apiServer.use(
    answer(getTaxCalendarRoute, ({ query }) => {
      calendarQuery = query.toString();
      return calendar;
    }),
    answer(getCalendarFeedRoute, () => ({
      exists: feedExists,
      created_at: feedExists ? '2026-05-20T08:00:00.000Z' : null,
    })),
    answer(createCalendarFeedRoute, () => {
      feedExists = true;
      return { url: FEED_URL, created_at: '2026-05-20T08:00:00.000Z' };
    }),
    answer(deleteCalendarFeedRoute, () => {
      feedExists = false;
      return null;
    }),
    // April's KDV is filed with its amount; its muhtasar and damga share the muhtasar deadline.
    answer(listTaxReturnsRoute, [
      taxReturnFixture({ id: 1, kind: 'kdv', period: '2026-04', status: 'filed', amount_due: 1_234_567 }),
      taxReturnFixture({
        id: 2,
        kind: 'muhtasar_prim',
        period: '2026-04',
        status: 'preparing',
        amount_due: null,
      }),
      taxReturnFixture({ id: 3, kind: 'damga', period: '2026-04', status: 'accrued', amount_due: 45_000 }),
    ]),
  );
  render(
    <QueryProvider>
      <TaxCalendarPanel
        accountId={7}
        today={TODAY}
        copyText={async (text) => {
          copied.push(text);
        }}
      />
    </QueryProvider>,
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['taxCalendar', 'taxReturns']);
});

afterEach(() => {
  feedExists = false;
  queryClient.clear();
});

describe('TaxCalendarPanel', () => {
  it('asks for the next 60 days and lists the deadlines under a heading per month', async () => {
    renderPanel();
    const may = await screen.findByRole('region', { name: 'Mayıs 2026' });
    expect(calendarQuery).toBe('from=2026-05-20&to=2026-07-19');
    const june = screen.getByRole('region', { name: 'Haziran 2026' });

    const [muhtasar] = within(may).getAllByRole('listitem');
    expect(muhtasar?.textContent).toContain('26 Mayıs 2026 Salı');
    expect(muhtasar?.textContent).toContain('6 gün kaldı');
    expect(muhtasar?.textContent).toContain('Yarım gün tatil');

    const [kdv, documents] = within(june).getAllByRole('listitem');
    expect(kdv?.textContent).toContain('1 Haziran 2026 Pazartesi');
    expect(kdv?.textContent).toContain('KDV beyannamesi ve ödemesi (Nisan 2026)');
    expect(kdv?.textContent).toContain('Asıl son gün 28 Mayıs 2026 Perşembe');
    expect(documents?.textContent).toContain('Belgeleriniz');
    expect(documents?.textContent).toContain('19 gün kaldı');
    // The documents deadline moves off Sunday 7 June like the returns, as the page's lead says.
    expect(documents?.textContent).toContain(
      'Asıl son gün 7 Haziran 2026 Pazar; hafta sonuna ya da resmî tatile denk geldiği için ilk iş gününe kaydı.',
    );
    expect(
      screen.getByText(/Hafta sonuna ya da resmî tatile denk gelen son günler ilk iş gününe kayar/),
    ).toBeTruthy();
    expect(screen.getByText('Limited ya da anonim şirketinizin son günleri gösteriliyor.')).toBeTruthy();
    expect(screen.queryByText(/tarihinde kuruldu/)).toBeNull();
  });

  it('says a recently founded company is not shown the deadlines of periods before it', async () => {
    renderPanel([], { ...CALENDAR, founded_on: '2026-04-28' });
    expect(
      await screen.findByText(
        'Şirketiniz 28 Nisan 2026 Salı tarihinde kuruldu: daha önceki dönemlerin son günleri sizi ilgilendirmediği için gösterilmiyor.',
      ),
    ).toBeTruthy();
  });

  it('creates the private feed link, shows it once and copies it', async () => {
    const copied: string[] = [];
    renderPanel(copied);
    fireEvent.click(await screen.findByRole('button', { name: 'Takvim bağlantısı oluştur' }));

    const field = await screen.findByLabelText<HTMLInputElement>('Takvim bağlantınız');
    expect(field.value).toBe(FEED_URL);
    expect(screen.getByRole('link', { name: 'Takvim uygulamasında aç' }).getAttribute('href')).toBe(
      FEED_URL.replace('https:', 'webcal:'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı kopyala' }));
    expect(await screen.findByText('Bağlantı kopyalandı.')).toBeTruthy();
    expect(copied).toEqual([FEED_URL]);
  });

  it('revokes the link after a confirmation', async () => {
    feedExists = true;
    renderPanel();
    expect(await screen.findByText(/Takvim bağlantınız 20 Mayıs 2026 tarihinde oluşturuldu/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takvim bağlantısı iptal edilsin mi?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bağlantıyı iptal et' }));
    expect(await screen.findByText('Takvim bağlantınız iptal edildi.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Takvim bağlantısı oluştur' })).toBeTruthy();
  });

  it("shows each deadline's returns with their status and amount (muhtasar and damga on one deadline)", async () => {
    renderPanel();
    const june = await screen.findByRole('region', { name: 'Haziran 2026' });
    const kdv = await within(june).findByText('Verildi');
    expect(kdv.closest('p')?.textContent).toContain('Ödenecek: ₺12.345,67');
    const may = screen.getByRole('region', { name: 'Mayıs 2026' });
    const muhtasar = within(may).getByText('Muhtasar ve prim hizmet beyannamesi, Nisan 2026');
    expect(muhtasar.closest('p')?.textContent).toContain('Hazırlanıyor');
    expect(muhtasar.closest('p')?.textContent).not.toContain('Ödenecek:');
    const damga = within(may).getByText('Damga vergisi beyannamesi, Nisan 2026');
    expect(damga.closest('p')?.textContent).toContain('Ödenecek: ₺450');
  });
});
