import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { RejectDialog } from './reject-dialog.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(), prefetchNotifications: vi.fn() }));

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reject dialog', () => {
  it('asks for a reason and sends nothing without one', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    fireEvent.input(reasonField(), { target: { value: '   ' } });
    submit();
    await waitFor(() => expect(reasonField().getAttribute('aria-invalid')).toBe('true'));
    const field = reasonField();
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
      'Lütfen ret nedenini yazın; müşteri başvurusunu buna göre düzeltecek.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the characters against the 500 allowed', () => {
    renderDialog();
    fireEvent.input(reasonField(), { target: { value: 'Eksik belge' } });
    expect(screen.getByText('11 / 500 karakter')).toBeTruthy();
  });

  it('sends {status: 5, reason} with the reason trimmed, then closes', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, {
        result: { id: 7, name: ACCOUNT.name, status: 5, created_at: '2026-01-05T09:00:00.000Z' },
        message: 'Şirketin durumu güncellendi.',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onClose, onChanged } = renderDialog();
    fireEvent.input(reasonField(), { target: { value: '  Vergi levhası okunmuyor.  ' } });
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/accounts/7/change-status?all=1');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ status: 5, reason: 'Vergi levhası okunmuyor.' });
  });

  it("shows the server's message for the reason and stays open", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, {
          message: 'Geçersiz veri.',
          errors: { reason: ['Gerekçe en fazla 500 karakter olabilir.'] },
        }),
      ),
    );
    const { onChanged } = renderDialog();
    fireEvent.input(reasonField(), { target: { value: 'Eksik' } });
    submit();
    expect(await screen.findByText('Gerekçe en fazla 500 karakter olabilir.')).toBeTruthy();
    expect(reasonField().getAttribute('aria-invalid')).toBe('true');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
