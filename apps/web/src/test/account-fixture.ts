import type { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';

type TAccountDetailInput = TRouteResultInput<typeof getAccountRoute>;

/** `GET accounts/{id}` of an active company, as a staff member's page asks for its name. */
export function accountDetailFixture(overrides: Partial<TAccountDetailInput> = {}): TAccountDetailInput {
  return {
    id: 7,
    name: 'Acme Ltd',
    status: ACCOUNT_STATUSES.active,
    created_at: '2026-01-05T09:00:00.000Z',
    informations: [],
    products: [],
    users: [],
    lines: [],
    status_reason: null,
    status_changed_at: null,
    my_role: null,
    ...overrides,
  };
}
