import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { acceptInvitationRoute, getInvitationRoute } from '@portal/contracts/team/team-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, answerInTurn, apiServer, failure } from '../../../test/mock-api.ts';
import AcceptInvitationPage from './accept-invitation-page.tsx';

const TOKEN = 'a'.repeat(43);
const PREVIEW: TRouteResultInput<typeof getInvitationRoute> = {
  company_name: 'Deniz Yazılım Ltd',
  inviter_name: 'Ayşe Yılmaz',
  name: 'Bora Defterci',
  email: 'bora@example.com',
  role: 'member',
  permissions: { pay: false, upload_documents: true, see_office: true, manage_team: false },
  has_user: false,
  expires_at: '2026-11-28T09:00:00.000Z',
};
const ACCOUNT = { id: 7, name: 'Deniz Yazılım Ltd', status: 4, created_at: '2026-01-05T09:00:00.000Z' };

const JOINED: TRouteResultInput<typeof acceptInvitationRoute> = {
  account: ACCOUNT,
  session: {
    token: 'new-session-token-new-session-token',
    token_expire: '2030-01-01T00:00:00.000Z',
    user: {
      id: 9,
      name: 'Bora Defterci',
      email: 'bora@example.com',
      phone: '+905321112233',
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
  },
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['team', 'form', 'validation']);
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/:lang/app/invitations/:token', element: <AcceptInvitationPage /> },
      { path: '/:lang/app', element: <p>müşteri ana sayfası</p> },
      { path: '/:lang/app/login', element: <p>giriş</p> },
    ],
    { initialEntries: [`/tr/app/invitations/${TOKEN}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the invitation page', () => {
  it('lets a new person choose a password, signs them in, selects the company and goes home', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      answer(getInvitationRoute, PREVIEW),
      answerInTurn(acceptInvitationRoute, (request) => {
        sent.push(request.body);
        return JOINED;
      }),
    );
    const router = renderPage();
    expect(
      await screen.findByText(/Ayşe Yılmaz, sizi Deniz Yazılım Ltd şirketinin ekibine üye olarak/),
    ).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Şifre\b(?! tekrar)/), { target: { value: 'defter-2026-kalem' } });
    fireEvent.input(screen.getByLabelText(/^Şifre tekrar/), { target: { value: 'defter-2026-kalem' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Şifremi belirle ve Deniz Yazılım Ltd şirketine katıl' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/app'));
    expect(sent).toEqual([{ password: 'defter-2026-kalem', password_confirmation: 'defter-2026-kalem' }]);
    expect(storage.get('token')).toBe('new-session-token-new-session-token');
    expect(storage.get('account')).toMatchObject({ id: 7, name: 'Deniz Yazılım Ltd' });
  });

  it('sends an existing user to sign in first, with the way back to this page', async () => {
    apiServer.use(answer(getInvitationRoute, { ...PREVIEW, has_user: true }));
    renderPage();
    const signIn = await screen.findByRole('link', { name: 'Giriş yap' });
    expect(signIn.getAttribute('href')).toBe(
      `/tr/app/login?redirect=${encodeURIComponent(`/tr/app/invitations/${TOKEN}`)}`,
    );
  });

  it('says why a link no longer works', async () => {
    apiServer.use(
      failure(getInvitationRoute, 404, {
        message: 'Bu davetin süresi doldu. Sizi davet eden kişiden yeni bir davet isteyin.',
      }),
    );
    renderPage();
    expect(await screen.findByText('Bu davet kullanılamıyor')).toBeTruthy();
    expect(screen.getByText(/süresi doldu/)).toBeTruthy();
  });
});
