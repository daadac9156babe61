import { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import {
  getTeamRoute,
  removeMemberRoute,
  resendInvitationRoute,
  revokeInvitationRoute,
} from '@portal/contracts/team/team-routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { answer, answerInTurn, apiServer, type TMockRequest } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import TeamMembersPage from './team-members-page.tsx';

const ALL = { pay: true, upload_documents: true, see_office: true, manage_team: true };
const NONE = { pay: false, upload_documents: false, see_office: false, manage_team: false };
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
type TTeam = TRouteResultInput<typeof getTeamRoute>;
const OWNER = {
  user_id: 1,
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+905321234567',
  role: 'owner' as const,
  permissions: ALL,
  joined_at: '2026-01-05T09:00:00.000Z',
};
const BOOKKEEPER = {
  user_id: 2,
  name: 'Bora Defterci',
  email: 'bora@example.com',
  phone: '+905321112233',
  role: 'member' as const,
  permissions: { ...NONE, upload_documents: true },
  joined_at: '2026-03-01T09:00:00.000Z',
};
const PENDING = {
  id: 31,
  name: 'Cem Ortak',
  email: 'cem@example.com',
  phone: null,
  role: 'viewer' as const,
  permissions: { ...NONE, see_office: true },
  invited_by: { id: 1, name: 'Ayşe Yılmaz' },
  created_at: '2026-11-25T09:00:00.000Z',
  expires_at: '2026-11-28T09:00:00.000Z',
  state: 'pending' as const,
};
const EXPIRED = {
  ...PENDING,
  id: 32,
  name: 'Derya Eski',
  email: 'derya@example.com',
  state: 'expired' as const,
};
const TEAM: TTeam = { members: [OWNER, BOOKKEEPER], invitations: [PENDING, EXPIRED] };

beforeAll(async () => {
  await initI18n('tr');
  await loadNamespaces(['team']);
});

type TCall = { method: string; params: Record<string, string> };

/** The selected company as the person sees it and its team; the team answers `teams` in turn. */
function serve(company: TRouteResultInput<typeof getAccountRoute>, ...teams: TTeam[]) {
  storage.set('token', 'token');
  storage.set('role_name', 'customer');
  storage.set('user', { id: company.my_role === 'owner' ? 1 : 2, name: 'Ben', email: 'me@example.com' });
  storage.set('account', { id: 7, name: company.name, status: 4 });
  const calls: TCall[] = [];
  const record = (method: string) => (request: TMockRequest) => {
    calls.push({ method, params: request.params });
    return null;
  };
  apiServer.use(
    answer(getAccountRoute, company),
    answerInTurn(getTeamRoute, ...teams.map((team) => () => team)),
    answerInTurn(removeMemberRoute, record('remove')),
    answerInTurn(revokeInvitationRoute, record('revoke')),
    answerInTurn(resendInvitationRoute, (request) => {
      calls.push({ method: 'resend', params: request.params });
      return PENDING;
    }),
  );
  return calls;
}

const renderPage = () =>
  renderRoute(<TeamMembersPage />, '/:lang/app/profile/team-member', '/tr/app/profile/team-member');

describe('the team page', () => {
  it('lists the members with their role and permissions, and the invitations with their state', async () => {
    serve(COMPANY, TEAM);
    renderPage();
    const members = await screen.findByRole('table', { name: 'Deniz Yazılım Ltd şirketinin üyeleri' });
    const [owner, bookkeeper] = within(members).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(owner as HTMLElement).getByText('Sahip')).toBeTruthy();
    expect(within(bookkeeper as HTMLElement).getByText('Belge yükleyebilir')).toBeTruthy();
    expect(
      within(bookkeeper as HTMLElement).getByRole('link', { name: 'Bora Defterci kişisini düzenle' }),
    ).toBeTruthy();
    // Nobody removes themselves from here.
    expect(screen.queryByRole('button', { name: 'Ayşe Yılmaz kişisini şirketten çıkar' })).toBeNull();

    const invitations = screen.getByRole('table', {
      name: 'Deniz Yazılım Ltd şirketinin bekleyen davetleri',
    });
    const [pending, expired] = within(invitations).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(pending as HTMLElement).getByText(/tarihine kadar geçerli/)).toBeTruthy();
    expect(within(expired as HTMLElement).getByText('Süresi doldu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Üye davet et' }).getAttribute('href')).toBe(
      '/tr/app/profile/add-team-member',
    );
  });

  it('removes a member after asking, and shows the team without them', async () => {
    const calls = serve(COMPANY, TEAM, { ...TEAM, members: [OWNER] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Bora Defterci kişisini şirketten çıkar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Üye çıkarılsın mı?' });
    expect(within(dialog).getByText(/Deniz Yazılım Ltd şirketine hemen erişemez/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Çıkar' }));
    await waitFor(() => expect(screen.queryByText('bora@example.com')).toBeNull());
    expect(calls).toEqual([{ method: 'remove', params: { id: '7', userId: '2' } }]);
  });

  it('sends an invitation again and withdraws one after asking', async () => {
    const calls = serve(COMPANY, TEAM, TEAM, { ...TEAM, invitations: [PENDING] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Derya Eski davetini yeniden gönder' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'resend', params: { id: '7', invitationId: '32' } }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Derya Eski davetini geri al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Davet geri alınsın mı?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Geri al' }));
    await waitFor(() => expect(screen.queryByText('derya@example.com')).toBeNull());
    expect(calls.at(-1)).toEqual({ method: 'revoke', params: { id: '7', invitationId: '32' } });
  });

  it('offers a manager who is not an owner nothing on an owner’s row', async () => {
    serve({ ...COMPANY, my_role: 'member', my_permissions: { ...NONE, manage_team: true } }, TEAM);
    renderPage();
    const members = await screen.findByRole('table', { name: 'Deniz Yazılım Ltd şirketinin üyeleri' });
    const [owner] = within(members).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(owner as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(owner as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('tells a member without "manage team" why there is nothing to manage', async () => {
    serve({ ...COMPANY, my_role: 'viewer', my_permissions: NONE });
    renderPage();
    expect(await screen.findByText('Deniz Yazılım Ltd ekibini yönetemezsiniz')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
