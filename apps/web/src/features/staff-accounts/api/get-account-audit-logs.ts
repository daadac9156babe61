import { getAccountAuditLogsRoute } from '@portal/contracts/staff/audit-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { staffAccountKeys } from './query-keys.ts';

export const AUDIT_LOGS_PER_PAGE = 10;

/** `GET accounts/{id}/audit-logs?all=1&page&per_page`: what staff did to the company, newest first. */
function getAccountAuditLogs(accountId: number, page: number, signal?: AbortSignal) {
  return callRoute(
    getAccountAuditLogsRoute,
    { params: { id: accountId }, query: { all: '1', page, per_page: AUDIT_LOGS_PER_PAGE } },
    { signal, silent: true },
  );
}

function accountAuditLogsQueryOptions(accountId: number, page: number) {
  return queryOptions({
    queryKey: staffAccountKeys.auditLogs(accountId, page),
    queryFn: ({ signal }) => getAccountAuditLogs(accountId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccountAuditLogs(accountId: number, page: number) {
  return useQuery(accountAuditLogsQueryOptions(accountId, page));
}
