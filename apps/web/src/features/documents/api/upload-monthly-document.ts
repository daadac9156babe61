import {
  replaceMonthlyDocumentFileRoute,
  uploadAccountDocumentRoute,
} from '@portal/contracts/documents/document-routes';
import type { TMonthlyDocumentKind } from '@portal/contracts/documents/monthly-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToRoute } from '../../../lib/api/call-route.ts';
import { documentKeys } from './query-keys.ts';

type TProgress = (fraction: number) => void;

/** `POST accounts/{id}/documents` with `period` and `kind`: one file, its progress from 0 to 1. */
function uploadMonthlyDocument(
  accountId: number,
  input: { period: string; kind: TMonthlyDocumentKind; file: File },
  onProgress: TProgress,
) {
  const body = new FormData();
  body.append('period', input.period);
  body.append('kind', input.kind);
  body.append('file', input.file);
  return uploadToRoute(
    uploadAccountDocumentRoute,
    { params: { id: accountId }, body },
    { onProgress, silent: true },
  );
}

/** `PUT accounts/{id}/documents/{documentId}/file`: a new file for a document; its review starts again. */
function replaceMonthlyDocumentFile(
  accountId: number,
  documentId: number,
  file: File,
  onProgress: TProgress,
) {
  const body = new FormData();
  body.append('file', file);
  return uploadToRoute(
    replaceMonthlyDocumentFileRoute,
    { params: { id: accountId, documentId }, body },
    { onProgress, silent: true },
  );
}

/** Both uploads refresh the month they touched (and the staff queue). */
export function useUploadMonthlyDocument(accountId: number, period: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.month(accountId, period) });
  return {
    upload: useMutation({
      mutationFn: (input: { kind: TMonthlyDocumentKind; file: File; onProgress: TProgress }) =>
        uploadMonthlyDocument(accountId, { period, kind: input.kind, file: input.file }, input.onProgress),
      onSettled: refresh,
    }),
    replace: useMutation({
      mutationFn: (input: { documentId: number; file: File; onProgress: TProgress }) =>
        replaceMonthlyDocumentFile(accountId, input.documentId, input.file, input.onProgress),
      onSettled: refresh,
    }),
  };
}
