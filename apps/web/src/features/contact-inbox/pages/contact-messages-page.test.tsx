import {
  getContactMessagesRoute,
  setContactMessageHandledRoute,
} from '@portal/contracts/staff/contact-message-routes';
import type { TContactMessage } from '@portal/contracts/staff/contact-messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import ContactMessagesPage from './contact-messages-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const WAITING: TContactMessage = {
  id: 5,
  full_name: 'Fatma Çelik',
  email: 'fatma@example.com',
  phone: '+905321234567',
  subject: 'Fiyat sorusu',
  message: 'Paketleriniz hakkında bilgi almak istiyorum.',
  language: 'tr',
  created_at: '2026-11-24T09:00:00.000Z',
  handled_at: null,
  handled_by: null,
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staffHome']);
});

const renderPage = (path = '/tr/app/contact-messages') =>
  renderRoute(<ContactMessagesPage />, '/:lang/app/contact-messages', path);

describe('the contact inbox', () => {
  it('shows the waiting messages with their text and contacts, and marks one answered', async () => {
    const asked: string[] = [];
    const marked: unknown[] = [];
    apiServer.use(
      answer(getContactMessagesRoute, ({ query }) => {
        asked.push(`?${query.toString()}`);
        return { data: [WAITING], meta: { page: 1, per_page: 20, total: 1 } };
      }),
      answer(setContactMessageHandledRoute, ({ body }) => {
        marked.push(body);
        return {
          ...WAITING,
          handled_at: '2026-11-24T10:00:00.000Z',
          handled_by: { id: 3, name: 'Selin Sekreter' },
        };
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Fiyat sorusu' })).toBeTruthy();
    expect(screen.getByText('Paketleriniz hakkında bilgi almak istiyorum.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'fatma@example.com' }).getAttribute('href')).toBe(
      'mailto:fatma@example.com',
    );
    expect(asked[0]).toBe('?status=unhandled&page=1&per_page=20');
    fireEvent.click(screen.getByRole('button', { name: 'Yanıtlandı olarak işaretle' }));
    await waitFor(() => expect(marked).toEqual([{ handled: true }]));
  });
});
