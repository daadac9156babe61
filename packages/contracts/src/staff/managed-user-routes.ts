import { z } from 'zod';
import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZTeamInvitation } from '../team/team-schemas.ts';
import { ZUserParams } from '../users/user-requests.ts';
import { ZCreateUserRouteRequest, ZManagedUser, ZManagedUserListQuery } from './managed-users.ts';

// The people screens (all users, advisors, secretaries). `PUT users/{id}` is `updateUserRoute`
// in users/user-routes.ts: a person editing themselves and staff editing others share it.

export const getUsersRoute = defineRoute({
  method: 'GET',
  path: '/users',
  tags: ['users'],
  summary:
    'People sorted by name; search name/e-mail, filter by role name and status. Everyone for "show users all"; `role=advisor` / `role=secretary` for "show advisors" / "show secretaries"',
  auth: 'required',
  access: { kind: 'signedIn' },
  query: ZManagedUserListQuery,
  result: paginated(ZManagedUser),
  failures: [401, 403, 404, 422],
});

export const createUserRoute = defineRoute({
  method: 'POST',
  path: '/users',
  tags: ['users'],
  summary:
    "A new person with a role (the role must be one the caller manages; only an admin creates an admin). They get an e-mail verification link. With `account_id`: an invitation of the person to that company's team, by its owner or a member allowed to manage the team (the rules of `POST accounts/{id}/members`; answers the invitation).",
  auth: 'required',
  access: {
    kind: 'account',
    account: 'body.account_id',
    optional: true,
    staffView: 'implied',
    action: 'manageTeam',
  },
  body: ZCreateUserRouteRequest,
  status: 201,
  result: z.union([ZManagedUser, ZTeamInvitation]),
  failures: [401, 403, 404, 409, 422, 429],
});

export const deactivateUserRoute = defineRoute({
  method: 'DELETE',
  path: '/users/:id',
  tags: ['users'],
  summary:
    'Deactivates a person and closes their sessions (their records stay); 409 for the last admin or oneself',
  auth: 'required',
  access: { kind: 'signedIn' },
  params: ZUserParams,
  result: z.null(),
  failures: [401, 403, 404, 409, 422],
});
