import { BOOTH_DOCUMENT_FIELD } from '@portal/contracts/network/network-constants';
import {
  addBoothDocumentRoute,
  deleteBoothDocumentRoute,
  getBoothDocumentRoute,
} from '@portal/contracts/network/network-routes';
import type { TBoothDocument } from '@portal/contracts/network/network-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadFromRoute, uploadToRoute } from '../../../lib/api/call-route.ts';
import { boothKeys } from './booth-keys.ts';
import { boothScope } from './booth-scope.ts';

/** `POST network/booths/{id}/documents`: `title` and the PDF as `file`; answers the brochure. */
function addBoothDocument(id: number, title: string, file: File) {
  const body = new FormData();
  body.append('title', title);
  body.append(BOOTH_DOCUMENT_FIELD, file);
  // Silent: the form shows a refusal (not a PDF, too large, too many) next to its fields.
  return uploadToRoute(
    addBoothDocumentRoute,
    { params: { id }, query: boothScope(), body },
    { silent: true },
  );
}

/** `DELETE network/booths/{id}/documents/{documentId}`. */
function deleteBoothDocument(id: number, documentId: number) {
  return callRoute(deleteBoothDocumentRoute, { params: { id, documentId }, query: boothScope() });
}

/**
 * `GET network/booths/{id}/documents/{documentId}`: the PDF with the bearer token (a plain link
 * would not carry it), or null when it cannot be had.
 */
export function downloadBoothDocument(id: number, documentId: number) {
  return downloadFromRoute(getBoothDocumentRoute, { params: { id, documentId } });
}

export function useAddBoothDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, file }: { title: string; file: File }) => addBoothDocument(id, title, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boothKeys.detail(id) }),
  });
}

export function useDeleteBoothDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: TBoothDocument) => deleteBoothDocument(id, document.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boothKeys.detail(id) }),
  });
}
