import { listMyDocumentAccessesRoute, listMySignInsRoute } from '@portal/contracts/privacy/privacy-routes';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { DocumentAccesses } from './document-accesses.tsx';
import { RecentSignIns } from './recent-sign-ins.tsx';

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['myData']);
});

describe('the profile’s lists of the person’s own data', () => {
  it('shows the sign-ins with the failures named and the IP’s last part hidden', async () => {
    storage.set('token', 'customer-token');
    apiServer.use(
      answer(listMySignInsRoute, [
        {
          id: 2,
          succeeded: true,
          failure: null,
          ip: '198.51.100.7',
          user_agent: null,
          second_factor: true,
          occurred_at: '2026-11-25T07:31:00.000Z',
        },
        {
          id: 1,
          succeeded: false,
          failure: 'wrong_password',
          ip: '198.51.100.7',
          user_agent: null,
          second_factor: false,
          occurred_at: '2026-11-25T07:30:00.000Z',
        },
      ]),
    );
    renderRoute(<RecentSignIns />, '/:lang/app/profile', '/tr/app/profile');
    const table = await screen.findByRole('table', { name: 'Son girişler, en yenisi önce' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Giriş yapıldı (iki adımlı doğrulama ile)')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Başarısız: yanlış şifre')).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement).getByText('Son bölümü gizlenmiş IP adresi: 198.51.100.*'),
    ).toBeTruthy();
    expect(table.textContent).not.toContain('198.51.100.7');
  });

  it('shows who of the staff opened which document of which company', async () => {
    storage.set('token', 'customer-token');
    apiServer.use(
      answer(listMyDocumentAccessesRoute, {
        data: [
          {
            id: 5,
            accessed_at: '2026-11-25T07:30:00.000Z',
            staff: { id: 3, name: 'Deniz Danışman', role: 'advisor' },
            document: { id: 9, kind: 'expense_invoice', period: '2026-10' },
            account: { id: 4, name: 'Deniz Ltd' },
          },
          {
            id: 4,
            accessed_at: '2026-11-24T07:30:00.000Z',
            staff: null,
            document: { id: null, kind: 'identity', period: null },
            account: { id: 4, name: 'Deniz Ltd' },
          },
        ],
        meta: { page: 1, per_page: 10, total: 2 },
      }),
    );
    renderRoute(<DocumentAccesses />, '/:lang/app/profile', '/tr/app/profile');
    const table = await screen.findByRole('table', { name: 'Belgelere personel erişimleri, en yenisi önce' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Deniz Danışman (Danışman)')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Gider faturası, Ekim 2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Artık çalışmayan bir personel')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Kimlik belgesi')).toBeTruthy();
    expect(screen.getByText('2 erişim')).toBeTruthy();
  });
});
