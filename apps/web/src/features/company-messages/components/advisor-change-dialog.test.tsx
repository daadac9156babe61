import { requestAdvisorChangeRoute } from '@portal/contracts/company-messages/company-message-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer, failure } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { AdvisorChangeButton } from './advisor-change-dialog.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['messages', 'form', 'validation']);
});

function renderButton() {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  return renderRoute(<AdvisorChangeButton accountId={7} />, '/:lang/app/messages', '/tr/app/messages');
}

const REQUEST = {
  id: 4,
  account_id: 7,
  account_name: 'Yıldız Danışmanlık',
  requested_by_name: 'Ayşe Yıldız',
  reason: 'Yanıtlar çok gecikiyor.',
  status: 'open' as const,
  current_advisor_name: 'Zeynep Kaya',
  new_advisor_name: null,
  answer_note: null,
  created_at: '2026-11-25T09:00:00.000Z',
  answered_at: null,
};

describe('asking for another advisor', () => {
  it('needs a reason of at most 1000 characters, then sends it and closes', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      answer(
        requestAdvisorChangeRoute,
        ({ body, params }) => {
          sent.push({ body, params });
          return REQUEST;
        },
        { message: 'Talebiniz alındı; yöneticilerimiz en kısa sürede yanıtlayacak.' },
      ),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Mali müşavirimi değiştir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mali müşavir değişikliği iste' });
    expect(dialog.textContent).toContain('Talebiniz yöneticilerimize iletilir');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi gönder' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeTruthy();
    const reason = within(dialog).getByLabelText(/Gerekçeniz/);
    fireEvent.change(reason, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi gönder' }));
    expect(await within(dialog).findByText('Bu alan için girdiğiniz metin çok uzun.')).toBeTruthy();
    expect(within(dialog).getByText('1001 / 1000 karakter')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Yanıtlar çok gecikiyor.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi gönder' }));
    await waitFor(() =>
      expect(sent).toEqual([{ body: { reason: 'Yanıtlar çok gecikiyor.' }, params: { id: '7' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server’s refusal when a request is already open', async () => {
    apiServer.use(
      failure(requestAdvisorChangeRoute, 409, {
        message: 'Yanıt bekleyen bir mali müşavir değişikliği talebiniz zaten var.',
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Mali müşavirimi değiştir' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Gerekçeniz/), {
      target: { value: 'Başka biriyle çalışmak istiyoruz.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi gönder' }));
    expect(
      await within(dialog).findByText('Yanıt bekleyen bir mali müşavir değişikliği talebiniz zaten var.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
