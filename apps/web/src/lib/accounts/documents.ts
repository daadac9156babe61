import type { TAccountDocument, TDocumentKind } from '@portal/contracts/documents/document-kinds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** A company's application documents (`accounts/{id}/documents`); `all` asks for the staff view. */
export function documentsQueryOptions(accountId: number, all = false) {
  return queryOptions({
    queryKey: ['accounts', accountId, 'documents', all],
    queryFn: () =>
      api.get<TAccountDocument[]>(`accounts/${accountId}/documents`, { query: all ? { all: 1 } : {} }),
  });
}

export function useDocuments(accountId: number | undefined, all = false) {
  return useQuery({ ...documentsQueryOptions(accountId ?? 0, all), enabled: accountId !== undefined });
}

/** Uploads (or replaces) the document of a kind, reporting progress from 0 to 1. */
export function useUploadDocument(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      file,
      onProgress,
    }: {
      kind: TDocumentKind;
      file: File;
      onProgress: (fraction: number) => void;
    }) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file);
      return api.upload<TAccountDocument>(`accounts/${accountId}/documents`, body, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts', accountId, 'documents'] }),
  });
}

export function useDeleteDocument(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => api.delete<null>(`accounts/${accountId}/documents/${documentId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accounts', accountId, 'documents'] }),
  });
}

/** Saves a protected file under its own name: fetched with the token, handed to the browser as a download. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const blob = await api.getBlob(url.replace(/^\/api\//, ''));
  if (!blob) return;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
