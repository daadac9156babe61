import { completeOfficeRequestRoute } from '@portal/contracts/office/office-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToRoute } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

type TCompleteRequestInput = {
  requestId: number;
  /** A forward's carrier and tracking number. */
  carrier?: string;
  trackingNumber?: string;
  /** A scan's PDF and its pages (a scan beyond the allowance is charged per page). */
  file?: File;
  pages?: number;
  onProgress?: (fraction: number) => void;
};

/** `POST office/queue/{requestId}/done` (multipart): staff mark a requested action done. */
function completeOfficeRequest(input: TCompleteRequestInput) {
  const body = new FormData();
  if (input.carrier) body.append('carrier', input.carrier);
  if (input.trackingNumber) body.append('tracking_number', input.trackingNumber);
  if (input.pages !== undefined) body.append('pages', String(input.pages));
  if (input.file) body.append('file', input.file);
  return uploadToRoute(
    completeOfficeRequestRoute,
    { params: { requestId: input.requestId }, body },
    { silent: true, ...(input.onProgress ? { onProgress: input.onProgress } : {}) },
  );
}

/** Refreshes the queue, and the company's items should they be on screen. */
export function useCompleteOfficeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOfficeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: officeMailKeys.all }),
  });
}
