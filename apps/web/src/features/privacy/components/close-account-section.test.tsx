import {
  cancelAccountClosingRoute,
  getAccountClosingRoute,
  requestAccountClosingRoute,
} from '@portal/contracts/privacy/privacy-routes';
import type { TAccountClosing } from '@portal/contracts/privacy/privacy-schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, answerInTurn, apiServer, failureResponse } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CloseAccountSection } from './close-account-section.tsx';

const OPEN: TAccountClosing = {
  can_close: true,
  requested_at: null,
  takes_effect_at: null,
  effective_on: null,
};
const CLOSING: TAccountClosing = {
  can_close: true,
  requested_at: '2026-12-01T10:00:00.000Z',
  takes_effect_at: '2026-12-31T10:00:00.000Z',
  effective_on: '2027-01-01',
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['myData', 'form']);
});

/** The section over a server that keeps the closing state and answers the password check. */
function renderSection(start: TAccountClosing = OPEN) {
  storage.set('token', 'customer-token');
  storage.set('role_name', 'customer');
  let state = start;
  const passwords: unknown[] = [];
  const undos: string[] = [];
  apiServer.use(
    answer(getAccountClosingRoute, () => state),
    answerInTurn(
      requestAccountClosingRoute,
      (request) => {
        passwords.push(request.body);
        return failureResponse(422, {
          message: 'Mevcut şifreniz doğru değil.',
          errors: { password: ['Mevcut şifreniz doğru değil.'] },
        });
      },
      (request) => {
        passwords.push(request.body);
        state = CLOSING;
        return state;
      },
    ),
    answer(cancelAccountClosingRoute, () => {
      undos.push('undo');
      state = OPEN;
      return state;
    }),
  );
  renderRoute(<CloseAccountSection />, '/:lang/app/profile', '/tr/app/profile');
  return { passwords, undos };
}

describe('closing the account', () => {
  it('asks for the password, shows the day it takes effect, and takes it back', async () => {
    const { passwords, undos } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Hesabımı kapat' }));

    const dialog = screen.getByRole('dialog', { name: 'Hesabınız kapatılsın mı?' });
    const field = within(dialog).getByLabelText(/Şifreniz/);
    fireEvent.change(field, { target: { value: 'yanlis-sifre' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hesabımı kapat' }));
    // A wrong password stays in the dialog, under its field.
    expect(await within(dialog).findByText('Mevcut şifreniz doğru değil.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'dogru-sifre' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hesabımı kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(passwords).toEqual([{ password: 'yanlis-sifre' }, { password: 'dogru-sifre' }]);
    expect(await screen.findByText(/Hesabınız 1 Ocak 2027 .*tarihinde kapatılacak\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Kapatma isteğini geri al' }));
    expect(await screen.findByRole('button', { name: 'Hesabımı kapat' })).toBeTruthy();
    expect(undos).toEqual(['undo']);
    expect(screen.queryByText(/tarihinde kapatılacak/)).toBeNull();
  });

  it('can be cancelled from the dialog without asking the server', async () => {
    const { passwords } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Hesabımı kapat' }));
    const dialog = screen.getByRole('dialog', { name: 'Hesabınız kapatılsın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(passwords).toEqual([]);
  });

  it('shows a pending closing with its undo button straight away', async () => {
    renderSection(CLOSING);
    expect(await screen.findByRole('button', { name: 'Kapatma isteğini geri al' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hesabımı kapat' })).toBeNull();
  });

  it('tells staff that their account is closed by the administrator', async () => {
    renderSection({ ...OPEN, can_close: false });
    expect(await screen.findByText('Personel hesapları yönetici tarafından kapatılır.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hesabımı kapat' })).toBeNull();
  });
});
