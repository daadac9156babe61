import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import { getTeamRoute, inviteMemberRoute } from '@portal/contracts/team/team-routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { storage } from '../../../lib/storage.ts';
import {
  answer,
  answerInTurn,
  apiServer,
  failureResponse,
  type TMockRequest,
} from '../../../test/mock-api.ts';
import AddTeamMemberPage from './add-team-member-page.tsx';

const ALL = { pay: true, upload_documents: true, see_office: true, manage_team: true };
const COMPANY: TRouteResultInput<typeof getAccountRoute> = {
  id: 7,
  name: 'Deniz Yazılım Ltd',
  status: 4,
  created_at: '2026-01-05T09:00:00.000Z',
  lines: [],
  informations: [],
  products: [],
  users: [],
  status_reason: null,
  status_changed_at: null,
  my_role: 'owner',
  my_permissions: ALL,
};
const INVITATION: TRouteResultInput<typeof inviteMemberRoute> = {
  id: 31,
  name: 'Bora Defterci',
  email: 'bora@example.com',
  phone: '+905321112233',
  role: 'member',
  permissions: { pay: false, upload_documents: true, see_office: false, manage_team: false },
  invited_by: { id: 1, name: 'Ayşe Yılmaz' },
  created_at: '2026-11-25T09:00:00.000Z',
  expires_at: '2026-11-28T09:00:00.000Z',
  state: 'pending',
};

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['team', 'form', 'validation']);
});

/** The selected company as the person sees it, and `POST accounts/7/members` answered by `onInvite`. */
function serve(
  company: TRouteResultInput<typeof getAccountRoute>,
  onInvite: (request: TMockRequest) => Response | TRouteResultInput<typeof inviteMemberRoute> = () =>
    INVITATION,
) {
  storage.set('token', 'owner-token');
  storage.set('role_name', 'customer');
  storage.set('user', { id: 1, name: 'Ayşe Yılmaz', email: 'ayse@example.com' });
  storage.set('account', { id: 7, name: company.name, status: 4 });
  const sent: unknown[] = [];
  apiServer.use(
    answer(getAccountRoute, company),
    answer(getTeamRoute, { members: [], invitations: [INVITATION] }),
    answerInTurn(inviteMemberRoute, (request) => {
      sent.push(request.body);
      return onInvite(request);
    }),
  );
  return sent;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/:lang/app/profile/add-team-member', element: <AddTeamMemberPage /> },
      { path: '/:lang/app/profile/team-member', element: <p>ekip listesi</p> },
    ],
    { initialEntries: ['/tr/app/profile/add-team-member'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The phone mask (react-imask) listens to `input`; react-hook-form's fields listen to it as well. */
function fill(field: HTMLElement, { target }: { target: { value: string } }) {
  fireEvent.input(field, { target });
}

const switchBox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the invite form', () => {
  it('names what is missing and sends nothing', async () => {
    const sent = serve(COMPANY);
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Daveti gönder' });
    fireEvent.click(submit);
    const name = screen.getByLabelText(/Ad soyad/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/E-posta/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Telefon/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows what each role gives: an owner has every switch, a viewer only the calls and mail to choose', async () => {
    serve(COMPANY);
    renderPage();
    await screen.findByRole('button', { name: 'Daveti gönder' });
    const roles = screen.getByRole('group', { name: 'Rol' });
    // A member's switches are chosen one by one; documents are on by default.
    expect(switchBox(/Ödeme yapabilir/).disabled).toBe(false);
    expect(switchBox(/Belge yükleyebilir/).checked).toBe(true);
    expect(switchBox(/Ödeme yapabilir/).checked).toBe(false);

    fireEvent.click(within(roles).getByRole('radio', { name: /Sahip/ }));
    for (const name of [/Ödeme yapabilir/, /Belge yükleyebilir/, /Çağrıları/, /Ekibi yönetebilir/]) {
      expect(switchBox(name).checked).toBe(true);
      expect(switchBox(name).disabled).toBe(true);
    }

    fireEvent.click(within(roles).getByRole('radio', { name: /İzleyici/ }));
    expect(switchBox(/Ödeme yapabilir/).checked).toBe(false);
    expect(switchBox(/Belge yükleyebilir/).checked).toBe(false);
    expect(switchBox(/Ekibi yönetebilir/).disabled).toBe(true);
    expect(switchBox(/Çağrıları/).disabled).toBe(false);

    fireEvent.click(within(roles).getByRole('radio', { name: /Üye/ }));
    expect(switchBox(/Belge yükleyebilir/).checked).toBe(true);
    expect(switchBox(/Ödeme yapabilir/).disabled).toBe(false);
  });

  it('sends the person, the role and what the role gives, then goes back to the team', async () => {
    const sent = serve(COMPANY);
    const router = renderPage();
    await screen.findByRole('button', { name: 'Daveti gönder' });
    fill(screen.getByLabelText(/Ad soyad/), { target: { value: 'Bora Defterci' } });
    fill(screen.getByLabelText(/E-posta/), { target: { value: 'Bora@Example.com' } });
    fill(screen.getByLabelText(/Telefon/), { target: { value: '5321112233' } });
    fireEvent.click(switchBox(/Çağrıları/));
    fireEvent.click(screen.getByRole('radio', { name: /İzleyici/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Daveti gönder' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tr/app/profile/team-member'));
    expect(sent).toEqual([
      {
        name: 'Bora Defterci',
        email: 'bora@example.com',
        phone: '+905321112233',
        role: 'viewer',
        permissions: { pay: false, upload_documents: false, see_office: true, manage_team: false },
      },
    ]);
  });

  it('puts the server’s refusal under the e-mail field', async () => {
    serve(COMPANY, () =>
      failureResponse(409, {
        message: 'Bu kişi zaten şirketin üyesi.',
        errors: { email: ['Bu kişi zaten şirketin üyesi.'] },
      }),
    );
    const router = renderPage();
    await screen.findByRole('button', { name: 'Daveti gönder' });
    fill(screen.getByLabelText(/Ad soyad/), { target: { value: 'Bora Defterci' } });
    fill(screen.getByLabelText(/E-posta/), { target: { value: 'bora@example.com' } });
    fill(screen.getByLabelText(/Telefon/), { target: { value: '5321112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Daveti gönder' }));
    expect(await screen.findByText('Bu kişi zaten şirketin üyesi.')).toBeTruthy();
    expect(screen.getByLabelText(/E-posta/).getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/tr/app/profile/add-team-member');
  });

  it('leaves owners to owners: a member who manages the team cannot invite one', async () => {
    serve({ ...COMPANY, my_role: 'member', my_permissions: { ...ALL, pay: false } });
    renderPage();
    await screen.findByRole('button', { name: 'Daveti gönder' });
    expect((screen.getByRole('radio', { name: /Sahip/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Birini sahip yapmak yalnızca şirketin sahiplerine açıktır.')).toBeTruthy();
  });

  it('is not offered to a member without "manage team"', async () => {
    serve({ ...COMPANY, my_role: 'member', my_permissions: { ...ALL, manage_team: false } });
    renderPage();
    expect(await screen.findByText('Deniz Yazılım Ltd ekibini yönetemezsiniz')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Daveti gönder' })).toBeNull();
  });
});
