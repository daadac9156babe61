import { loginRoute } from '@portal/contracts/auth/auth-routes';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { storage } from '../../../lib/storage.ts';
import { answer, apiServer } from '../../../test/mock-api.ts';
import LoginPage from './login-page.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const SESSION: TRouteResultInput<typeof loginRoute> = {
  token: 'owner-token',
  token_expire: '2030-01-01T10:00:00.000Z',
  user: {
    id: 12,
    name: 'Mehmet Öztürk',
    email: 'mehmet@example.com',
    phone: '+905321234567',
    language_id: 1,
    role_id: 1,
    role_name: 'customer',
    roles: [{ id: 1, name: 'customer' }],
    is_email_verified: true,
    is_phone_verified: false,
    avatar_url: null,
  },
  permissions: [],
  accounts: [],
};

function renderPage(search: string) {
  const router = createMemoryRouter([{ path: '/:lang/app/login', element: <LoginPage /> }], {
    initialEntries: [`/tr/app/login${search}`],
  });
  render(
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
}

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['auth', 'form', 'validation']);
});

describe('sign-in from the mail about many failed sign-ins', () => {
  it('says what the link does and sends its unlock token with the password', async () => {
    const sent = vi.fn();
    apiServer.use(
      answer(loginRoute, (request) => {
        sent(request.body);
        return SESSION;
      }),
    );
    renderPage('?email=mehmet%40example.com&token=12.1900000000.abc');
    expect(screen.getByText(/girişler durdurulmuşken de sizi içeri alır/)).toBeTruthy();
    const email = screen.getByLabelText(/^E-posta adresi/, { selector: 'input' });
    expect(email).toHaveProperty('value', 'mehmet@example.com');
    fireEvent.input(screen.getByLabelText(/^Şifre/, { selector: 'input' }), {
      target: { value: 'gizli1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith({
      email: 'mehmet@example.com',
      password: 'gizli1234',
      remember_me: false,
      unlock_token: '12.1900000000.abc',
    });
    await waitFor(() => expect(storage.get('token')).toBe('owner-token'));
  });

  it('sends no unlock token on an ordinary sign-in', async () => {
    const sent = vi.fn();
    apiServer.use(
      answer(loginRoute, (request) => {
        sent(request.body);
        return SESSION;
      }),
    );
    renderPage('');
    expect(screen.queryByText(/girişler durdurulmuşken/)).toBeNull();
    fireEvent.input(screen.getByLabelText(/^E-posta adresi/, { selector: 'input' }), {
      target: { value: 'mehmet@example.com' },
    });
    fireEvent.input(screen.getByLabelText(/^Şifre/, { selector: 'input' }), {
      target: { value: 'gizli1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş yap' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).not.toHaveProperty('unlock_token');
  });
});
