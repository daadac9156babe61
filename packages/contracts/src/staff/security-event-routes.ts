import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZSecurityEvent, ZSecurityEventListQuery } from './security-events.ts';

export const getSecurityEventsRoute = defineRoute({
  method: 'GET',
  path: '/security-events',
  tags: ['audit'],
  summary:
    'The security event log (sign-ins, failures, password and e-mail changes, 2FA, declines, budget trips, identity document reads), newest first, for users whose role is admin',
  auth: 'required',
  access: { kind: 'staff' },
  query: ZSecurityEventListQuery,
  result: paginated(ZSecurityEvent),
  failures: [401, 403, 422],
});
