import {
  answerAdvisorChangeRequestRoute,
  listAdvisorChangeRequestsRoute,
} from '@portal/contracts/company-messages/company-message-routes';
import type { TAdvisorChangeRequest } from '@portal/contracts/company-messages/company-messages';
import { getUsersRoute } from '@portal/contracts/staff/managed-user-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import AdvisorChangesPage from './advisor-changes-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const OPEN: TAdvisorChangeRequest = {
  id: 4,
  account_id: 7,
  account_name: 'Yıldız Danışmanlık',
  requested_by_name: 'Ayşe Yıldız',
  reason: 'Yanıtlar çok gecikiyor.',
  status: 'open',
  current_advisor_name: 'Zeynep Kaya',
  new_advisor_name: null,
  answer_note: null,
  created_at: '2026-11-25T09:00:00.000Z',
  answered_at: null,
};

const ADVISORS = {
  data: [
    {
      id: 12,
      name: 'Mert Aydın',
      email: 'mert@example.com',
      phone: null,
      role_id: 2,
      role_name: 'advisor',
      is_active: true,
      created_at: '2026-01-05T09:00:00.000Z',
    },
  ],
  meta: { page: 1, per_page: 100, total: 1 },
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['messages', 'form', 'validation']);
});

function serve(requests: TAdvisorChangeRequest[]) {
  const state = { statuses: [] as string[], answers: [] as TMockRequest[], usersAsked: [] as string[] };
  apiServer.use(
    answer(listAdvisorChangeRequestsRoute, ({ query }) => {
      state.statuses.push(query.get('status') ?? '');
      return requests.filter((request) => request.status === (query.get('status') ?? 'open'));
    }),
    answer(getUsersRoute, ({ query }) => {
      state.usersAsked.push(query.toString());
      return ADVISORS;
    }),
    answer(
      answerAdvisorChangeRequestRoute,
      (request) => {
        state.answers.push(request);
        return {
          ...OPEN,
          status: 'approved',
          new_advisor_name: 'Mert Aydın',
          answered_at: '2026-11-26T09:00:00.000Z',
        };
      },
      { message: 'Talep yanıtlandı; şirkete yazışmadan bildirildi.' },
    ),
  );
  return state;
}

function renderPage(query = '') {
  storage.set('token', 'admin-token');
  storage.set('role_name', 'admin');
  return renderRoute(
    <AdvisorChangesPage />,
    '/:lang/app/staff/advisor-changes',
    `/tr/app/staff/advisor-changes${query}`,
  );
}

describe('the advisor change requests, as an admin answers them', () => {
  it('lists the open requests and approves one with the advisor chosen among the active advisors', async () => {
    const state = serve([OPEN]);
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'Mali müşavir değişikliği talepleri, en eskisi önce',
    });
    const row = within(table).getByRole('row', { name: /Yıldız Danışmanlık/ });
    expect(row.textContent).toContain('Ayşe Yıldız');
    expect(row.textContent).toContain('25.11.2026 12:00');
    expect(row.textContent).toContain('Yanıtlar çok gecikiyor.');
    expect(row.textContent).toContain('Zeynep Kaya');
    expect(state.statuses).toEqual(['open']);

    fireEvent.click(within(row).getByRole('button', { name: 'Talebi yanıtla: Yıldız Danışmanlık' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talebi yanıtla: Yıldız Danışmanlık' });
    expect(dialog.textContent).toContain('Şu anki mali müşavir: Zeynep Kaya');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı gönder' }));
    expect(await within(dialog).findByText('Onaylamak için yeni mali müşaviri seçin.')).toBeTruthy();
    expect(state.answers).toEqual([]);
    await waitFor(() => expect(state.usersAsked).toEqual(['role=advisor&status=active&per_page=100']));

    await within(dialog).findByRole('option', { name: 'Mert Aydın' });
    fireEvent.change(within(dialog).getByLabelText(/Yeni mali müşavir/), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(/Şirkete not/), {
      target: { value: 'Mert Bey ile devam edelim.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı gönder' }));
    await waitFor(() => expect(state.answers).toHaveLength(1));
    expect(state.answers[0]?.params).toEqual({ requestId: '4' });
    expect(state.answers[0]?.body).toEqual({
      decision: 'approved',
      advisor_id: 12,
      note: 'Mert Bey ile devam edelim.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('declines without an advisor', async () => {
    const state = serve([OPEN]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Talebi yanıtla: Yıldız Danışmanlık' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Reddet' }));
    expect(within(dialog).queryByLabelText(/Yeni mali müşavir/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı gönder' }));
    await waitFor(() => expect(state.answers.map((call) => call.body)).toEqual([{ decision: 'declined' }]));
  });

  it('shows the answered ones of the chosen status, with the answer', async () => {
    const state = serve([
      {
        ...OPEN,
        id: 5,
        status: 'declined',
        answer_note: 'Şu an uygun bir müşavir yok.',
        answered_at: '2026-11-26T09:00:00.000Z',
      },
    ]);
    renderPage('?status=declined');
    const row = await screen.findByRole('row', { name: /Yıldız Danışmanlık/ });
    expect(row.textContent).toContain('Reddedilen');
    expect(row.textContent).toContain('Not: Şu an uygun bir müşavir yok.');
    expect(row.textContent).toContain('26.11.2026 12:00 tarihinde yanıtlandı');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(state.statuses).toEqual(['declined']);
    expect((screen.getByLabelText('Durum') as HTMLSelectElement).value).toBe('declined');
  });
});
