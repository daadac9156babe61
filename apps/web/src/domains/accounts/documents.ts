import type { TAccountDocument, TDocumentKind } from '@portal/contracts/documents/document-kinds';
import {
  deleteAccountDocumentRoute,
  getAccountDocumentFileRoute,
  getAccountDocumentsRoute,
  uploadAccountDocumentRoute,
} from '@portal/contracts/documents/document-routes';
import { applicationDocumentsOf } from '@portal/contracts/documents/monthly-documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadFromRoute, uploadToRoute } from '../../lib/api/call-route.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { accountKeys } from './account-query-keys.ts';

/** A company's application documents (`accounts/{id}/documents`); `all` asks for the staff view. */
function documentsQueryOptions(accountId: number, all = false) {
  return queryOptions({
    queryKey: [...accountKeys.documents(accountId), all],
    queryFn: async () =>
      applicationDocumentsOf(
        await callRoute(getAccountDocumentsRoute, {
          params: { id: accountId },
          query: all ? { all: '1' } : {},
        }),
      ),
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
      return uploadToRoute(uploadAccountDocumentRoute, { params: { id: accountId }, body }, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.documents(accountId) }),
  });
}

export function useDeleteDocument(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) =>
      callRoute(deleteAccountDocumentRoute, { params: { id: accountId, documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.documents(accountId) }),
  });
}

/**
 * Downloads a company's document with the caller's token; `all` for staff reaching any company.
 * False when the file could not be had.
 */
export async function downloadAccountDocument(
  accountId: number,
  document: Pick<TAccountDocument, 'id' | 'file_name'>,
  all = false,
): Promise<boolean> {
  const blob = await downloadFromRoute(getAccountDocumentFileRoute, {
    params: { id: accountId, documentId: document.id },
    query: all ? { all: '1' } : {},
  });
  if (!blob) return false;
  saveBlob(blob, document.file_name);
  return true;
}
