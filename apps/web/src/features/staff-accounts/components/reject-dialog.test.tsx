import { changeAccountStatusRoute } from '@portal/contracts/accounts/account-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { answer, apiServer, failure } from '../../../test/mock-api.ts';
import { RejectDialog } from './reject-dialog.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ACCOUNT = { id: 7, name: 'Yıldız Danışmanlık' };

function renderDialog() {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  render(
    // A client of its own per test: no answer cached by the one before.
    <QueryClientProvider client={createQueryClient()}>
      <RejectDialog account={ACCOUNT} open onClose={onClose} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { onClose, onChanged };
}

function reasonField(): HTMLTextAreaElement {
  return screen.getByLabelText(/^Ret gerekçesi/, { selector: 'textarea' });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Reddet' }));
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['staff', 'form', 'validation']);
});

describe('reject dialog', () => {
  it('asks for a reason and sends nothing without one', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      answer(changeAccountStatusRoute, ({ body }) => {
        sent.push(body);
        return { id: 7, name: ACCOUNT.name, status: 5, created_at: '2026-01-05T09:00:00.000Z' };
      }),
    );
    renderDialog();
    fireEvent.input(reasonField(), { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(reasonField().getAttribute('aria-invalid')).toBe('true'));
    const field = reasonField();
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
      'Lütfen ret nedenini yazın; müşteri başvurusunu buna göre düzeltecek.',
    );
    expect(sent).toEqual([]);
  });

  it('counts the characters against the 500 allowed', () => {
    renderDialog();
    fireEvent.input(reasonField(), { target: { value: 'Eksik belge' } });
    expect(screen.getByText('11 / 500 karakter')).toBeTruthy();
  });

  it('sends {status: 5, reason} with the reason trimmed, then closes', async () => {
    const calls: { params: Record<string, string>; query: string; body: unknown }[] = [];
    apiServer.use(
      answer(
        changeAccountStatusRoute,
        ({ params, query, body }) => {
          calls.push({ params, query: query.toString(), body });
          return { id: 7, name: ACCOUNT.name, status: 5, created_at: '2026-01-05T09:00:00.000Z' };
        },
        { message: 'Şirketin durumu güncellendi.' },
      ),
    );
    const { onClose, onChanged } = renderDialog();
    fireEvent.input(reasonField(), { target: { value: '  Vergi levhası okunmuyor.  ' } });
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([
      { params: { id: '7' }, query: 'all=1', body: { status: 5, reason: 'Vergi levhası okunmuyor.' } },
    ]);
  });

  it("shows the server's message for the reason and stays open", async () => {
    apiServer.use(
      failure(changeAccountStatusRoute, 422, {
        message: 'Geçersiz veri.',
        errors: { reason: ['Gerekçe en fazla 500 karakter olabilir.'] },
      }),
    );
    const { onChanged } = renderDialog();
    fireEvent.input(reasonField(), { target: { value: 'Eksik' } });
    submit();
    expect(await screen.findByText('Gerekçe en fazla 500 karakter olabilir.')).toBeTruthy();
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
