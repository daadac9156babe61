import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { createUserRoute } from '@portal/contracts/staff/managed-user-routes';
import { getRolesRoute } from '@portal/contracts/staff/role-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import {
  answer,
  answerInTurn,
  apiServer,
  failureResponse,
  type TMockRequest,
} from '../../../test/mock-api.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';

// The API client's notifications are not what these tests look at.
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ROLES: TRouteResultInput<typeof getRolesRoute> = [
  { id: 1, name: 'customer', permissions: [], users_count: 40, is_builtin: true },
  { id: 2, name: 'advisor', permissions: [], users_count: 3, is_builtin: true },
  { id: 3, name: 'secretary', permissions: [], users_count: 2, is_builtin: true },
  { id: 4, name: 'admin', permissions: [], users_count: 1, is_builtin: true },
];

const CREATED: TRouteResultInput<typeof createUserRoute> = {
  id: 51,
  name: 'Ayşe Demir',
  email: 'ayse@example.com',
  phone: '+905321234567',
  role_id: 3,
  role_name: 'secretary',
  is_active: true,
  created_at: '2026-02-01T09:00:00.000Z',
};

/** GET roles, and POST users answered by `onCreate` (the created person by default); returns the bodies posted. */
function stubServer(onCreate: () => Response | TRouteResultInput<typeof createUserRoute> = () => CREATED) {
  const posted: unknown[] = [];
  apiServer.use(
    answer(getRolesRoute, ROLES),
    answerInTurn(createUserRoute, (request: TMockRequest) => {
      posted.push(request.body);
      return onCreate();
    }),
  );
  return posted;
}

function renderDialog(fixedRole?: string) {
  const onClose = vi.fn();
  render(
    // A client of its own per test: no answer cached by the one before.
    <QueryClientProvider client={createQueryClient()}>
      <CreateUserDialog open title="Kullanıcı ekle" fixedRole={fixedRole} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

function field(label: RegExp): HTMLInputElement | HTMLSelectElement {
  const control = screen.getByLabelText(label, { selector: 'input, select' });
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement))
    throw new Error('no field');
  return control;
}

function fill(label: RegExp, value: string) {
  // The phone mask (react-imask) listens to `input`; react-hook-form's fields listen to it as well.
  fireEvent.input(field(label), { target: { value } });
}

function errorOf(label: RegExp): string | null | undefined {
  return document.getElementById(`${field(label).id}-error`)?.textContent;
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['people', 'form', 'validation']);
});

describe('create user dialog', () => {
  it('checks the form with the shared schema and sends nothing while it is wrong', async () => {
    const posted = stubServer();
    renderDialog();
    await screen.findByLabelText(/^Rol/, { selector: 'select' });
    fill(/^E-posta/, 'not-an-email');
    fill(/^Parola/, 'short');
    submit();
    await waitFor(() => expect(errorOf(/^Ad soyad/)).toBe('Bu alan zorunludur.'));
    expect(errorOf(/^E-posta/)).toBe('Lütfen geçerli bir e-posta adresi girin.');
    expect(errorOf(/^Parola/)).toBeTruthy();
    expect(errorOf(/^Cep telefonu/)).toBe('Bu alan zorunludur.');
    expect(errorOf(/^Rol/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Ad soyad/)));
    expect(posted).toHaveLength(0);
  });

  it('posts {name, email, password, phone, role_id} as the schema shapes them, then closes', async () => {
    const posted = stubServer();
    const { onClose } = renderDialog();
    await screen.findByLabelText(/^Rol/, { selector: 'select' });
    fill(/^Ad soyad/, '  Ayşe Demir ');
    fill(/^E-posta/, 'Ayse@Example.com');
    fill(/^Cep telefonu/, '532 123 45 67');
    fill(/^Parola/, 'gizli1234');
    fireEvent.change(field(/^Rol/), { target: { value: '3' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        name: 'Ayşe Demir',
        email: 'ayse@example.com',
        password: 'gizli1234',
        phone: '+905321234567',
        role_id: 3,
      },
    ]);
  });

  it('gives the fixed role of the advisors page, with no choice', async () => {
    const posted = stubServer();
    const { onClose } = renderDialog('advisor');
    expect(await screen.findByText('Danışman')).toBeTruthy();
    expect(screen.queryByLabelText(/^Rol/, { selector: 'select' })).toBeNull();
    fill(/^Ad soyad/, 'Kemal Aydın');
    fill(/^E-posta/, 'kemal@example.com');
    fill(/^Cep telefonu/, '5421234567');
    fill(/^Parola/, 'gizli1234');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({ role_id: 2, phone: '+905421234567' });
  });

  it("puts the server's field messages on the fields and stays open", async () => {
    stubServer(() =>
      failureResponse(422, {
        message: 'Geçersiz veri.',
        errors: { email: ['Bu e-posta adresi zaten kayıtlı.'] },
      }),
    );
    const { onClose } = renderDialog('secretary');
    await screen.findByText('Sekreter');
    fill(/^Ad soyad/, 'Ayşe Demir');
    fill(/^E-posta/, 'ayse@example.com');
    fill(/^Cep telefonu/, '532 123 45 67');
    fill(/^Parola/, 'gizli1234');
    submit();
    await waitFor(() => expect(errorOf(/^E-posta/)).toBe('Bu e-posta adresi zaten kayıtlı.'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
