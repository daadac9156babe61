import { recordShipmentRoute } from '@portal/contracts/office/office-routes';
import type { TShipmentKind } from '@portal/contracts/office/office-shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadToRoute } from '../../../lib/api/call-route.ts';
import { officeMailKeys } from './query-keys.ts';

export type TRecordShipmentInput = {
  accountId: number;
  /** ISO with offset; the server takes now when it is left out. */
  receivedAt: string | null;
  kind: TShipmentKind;
  sender: string;
  carrier: string;
  trackingNumber: string;
  photo: File | null;
};

/**
 * `POST accounts/{id}/shipments` (multipart): staff log an item. Sent in the staff view (`all`):
 * the company's own secretary reaches it as a member, staff who see every company through it.
 */
function recordShipment(input: TRecordShipmentInput, onProgress?: (fraction: number) => void) {
  const body = new FormData();
  if (input.receivedAt) body.append('received_at', input.receivedAt);
  body.append('kind', input.kind);
  body.append('sender', input.sender);
  if (input.carrier) body.append('carrier', input.carrier);
  if (input.trackingNumber) body.append('tracking_number', input.trackingNumber);
  if (input.photo) body.append('photo', input.photo);
  return uploadToRoute(
    recordShipmentRoute,
    { params: { id: input.accountId }, query: { all: '1' }, body },
    { silent: true, ...(onProgress ? { onProgress } : {}) },
  );
}

export function useRecordShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordShipmentInput & { onProgress?: (fraction: number) => void }) =>
      recordShipment(input, input.onProgress),
    // The company's standing rule may have asked a scan or a forward: the desk's queue, on the
    // same page, shows it at once.
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: officeMailKeys.shipments(input.accountId) }),
        queryClient.invalidateQueries({ queryKey: officeMailKeys.queue }),
      ]),
  });
}
