import type { TPageMeta } from '@portal/contracts/common/envelope';
import type { TAuditEntry } from '@portal/contracts/staff/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffAccountKeys } from './query-keys.ts';

export const AUDIT_LOGS_PER_PAGE = 10;

/** `GET accounts/{id}/audit-logs?all=1&page&per_page`: what staff did to the company, newest first. */
export function getAccountAuditLogs(accountId: number, page: number, signal?: AbortSignal) {
  return api.get<{ data: TAuditEntry[]; meta: TPageMeta }>(`accounts/${accountId}/audit-logs`, {
    query: { all: 1, page, per_page: AUDIT_LOGS_PER_PAGE },
    signal,
    silent: true,
  });
}

export function accountAuditLogsQueryOptions(accountId: number, page: number) {
  return queryOptions({
    queryKey: staffAccountKeys.auditLogs(accountId, page),
    queryFn: ({ signal }) => getAccountAuditLogs(accountId, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccountAuditLogs(accountId: number, page: number) {
  return useQuery(accountAuditLogsQueryOptions(accountId, page));
}
