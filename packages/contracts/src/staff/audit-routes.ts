import { paginated } from '../common/envelope.ts';
import { defineRoute } from '../http/route-contract.ts';
import { ZAccountAuditListQuery, ZAccountAuditParams, ZAuditEntry, ZAuditListQuery } from './audit.ts';

export const getAuditLogsRoute = defineRoute({
  method: 'GET',
  path: '/audit-logs',
  tags: ['audit'],
  summary:
    'The audit log of staff actions, newest first, for users whose role is admin; filter by company, actor and action',
  auth: 'required',
  access: { kind: 'staff' },
  query: ZAuditListQuery,
  result: paginated(ZAuditEntry),
  failures: [401, 403, 404, 422],
});

export const getAccountAuditLogsRoute = defineRoute({
  method: 'GET',
  path: '/accounts/:id/audit-logs',
  tags: ['audit'],
  summary:
    'A company\'s audit log, newest first, for its assigned staff or, with `?all`, staff holding "show accounts all"',
  auth: 'required',
  access: { kind: 'account', account: 'params.id', staffView: 'asked', action: 'read' },
  params: ZAccountAuditParams,
  query: ZAccountAuditListQuery,
  result: paginated(ZAuditEntry),
  failures: [401, 403, 404, 422],
});
