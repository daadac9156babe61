import type { TAccountDocument } from '@portal/contracts/documents/document-kinds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api-client.ts';
import { staffAccountKeys } from './query-keys.ts';

/** `GET accounts/{id}/documents?all=1`: the application's documents, one per kind. */
export function getAccountDocuments(accountId: number, signal?: AbortSignal): Promise<TAccountDocument[]> {
  return api.get<TAccountDocument[]>(`accounts/${accountId}/documents`, {
    query: { all: 1 },
    signal,
    silent: true,
  });
}

export function accountDocumentsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: staffAccountKeys.documents(accountId),
    queryFn: ({ signal }) => getAccountDocuments(accountId, signal),
  });
}

export function useAccountDocuments(accountId: number) {
  return useQuery(accountDocumentsQueryOptions(accountId));
}

/**
 * A document's `url` as the API client wants it: relative to `/api` (the client adds the base),
 * whether the server wrote it as `/api/accounts/1/documents/2`, `accounts/...` or a full URL.
 */
export function apiRelativePath(url: string): string {
  const path = /^https?:\/\//.test(url) ? `${new URL(url).pathname}${new URL(url).search}` : url;
  const trimmed = path.replace(/^\/+/, '');
  const base = `${API_BASE.replace(/^\/+/, '')}/`;
  return trimmed.startsWith(base) ? trimmed.slice(base.length) : trimmed;
}

/**
 * Downloads a protected document: fetched with the bearer token (a plain link would not carry
 * it), then saved through a temporary object URL. Resolves false when the file could not be had.
 */
export async function downloadAccountDocument(document: Pick<TAccountDocument, 'url' | 'file_name'>) {
  const blob = await api.getBlob(apiRelativePath(document.url));
  if (!blob) return false;
  const href = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = href;
  link.download = document.file_name;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return true;
}
