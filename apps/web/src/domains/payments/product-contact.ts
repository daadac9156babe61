import { requestProductContactRoute } from '@portal/contracts/products/product-routes';
import type { TProductType } from '@portal/contracts/products/product-types';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../lib/api/call-route.ts';

/**
 * `GET brands/{type}/products/{id}/contact?account_id=…`: "call me about this product". The
 * server's message (sent, or already with the team) shows as a notification.
 */
export function useRequestProductContact() {
  return useMutation({
    mutationFn: ({ type, id, accountId }: { type: TProductType; id: number; accountId: number }) =>
      callRoute(requestProductContactRoute, { params: { type, id }, query: { account_id: accountId } }),
  });
}
