import { getShipmentPhotoRoute, getShipmentScanRoute } from '@portal/contracts/office/office-routes';
import { downloadFromRoute } from '../../../lib/api/call-route.ts';

type TFileOf = { accountId: number; shipmentId: number; all: boolean };

/**
 * An item's envelope photo or scanned PDF with the bearer token (an `<img>` or `<iframe>` can't
 * send it); null when it can't be had. Staff read in the staff view (`all`).
 */
export function fetchShipmentFile(which: 'photo' | 'scan', file: TFileOf, signal?: AbortSignal) {
  const input = {
    params: { id: file.accountId, shipmentId: file.shipmentId },
    query: file.all ? { all: '1' } : {},
  };
  return which === 'photo'
    ? downloadFromRoute(getShipmentPhotoRoute, input, { signal })
    : downloadFromRoute(getShipmentScanRoute, input, { signal });
}
