import type { getAccountRoute } from '@portal/contracts/accounts/account-routes';
import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import type { TRouteResultInput } from '@portal/contracts/http/route-contract';
import type { TStage, TStageBooking, TStageSession } from '@portal/contracts/network/network-schemas';

/** The tests' fixtures: the answers of the network's routes as the contracts shape them. */

export const STAGES: TStage[] = [
  {
    id: 1,
    slug: 'main-stage',
    name: 'Ana Sahne',
    description: 'Sunumlar için 60 kişilik salon.',
    capacity: 60,
    location: 'Maslak, Kat 10',
  },
  {
    id: 2,
    slug: 'workshop-room',
    name: 'Atölye Salonu',
    description: 'Atölyeler için 25 kişilik salon.',
    capacity: 25,
    location: 'Maslak, Kat 10',
  },
];

export function session(overrides: Partial<TStageSession> = {}): TStageSession {
  return {
    id: 10,
    stage_id: 1,
    stage_name: 'Ana Sahne',
    account_id: 7,
    company_name: 'Acme Ltd',
    booth_id: 3,
    title: 'Yapay zekâ ile muhasebe',
    speaker: 'Ayşe Yılmaz',
    description: 'Bir saatlik sunum.',
    sector: 'technology',
    // 14:00–15:00 in Istanbul.
    starts_at: '2026-11-24T11:00:00.000Z',
    ends_at: '2026-11-24T12:00:00.000Z',
    capacity: 60,
    registered: 12,
    status: 'confirmed',
    held_until: null,
    is_registered: false,
    ...overrides,
  };
}

export function booking(overrides: Partial<TStageBooking> = {}): TStageBooking {
  return {
    ...session({ status: 'held', held_until: '2026-11-20T09:15:00.000Z', registered: 0 }),
    booked_by: 'Ayşe Yılmaz',
    product_id: 21,
    price: 250_000,
    payment_id: null,
    ...overrides,
  };
}

/** The selected company; a member of the network unless `member` is false. */
export function account(member = true): TRouteResultInput<typeof getAccountRoute> {
  return {
    id: 7,
    name: 'Acme Ltd',
    status: ACCOUNT_STATUSES.active,
    created_at: '2026-01-05T09:00:00.000Z',
    informations: [],
    products: [],
    users: [],
    lines: member
      ? [
          {
            type: 7,
            status: ACCOUNT_STATUSES.active,
            state: 'active',
            updated_at: '2026-01-05T09:00:00.000Z',
          },
        ]
      : [],
    status_reason: null,
    status_changed_at: null,
  };
}
