import type { TAccountProduct } from '@portal/contracts/accounts/account-schemas';
import type { TProductLine } from '@portal/contracts/product-lines/registry';
import { useSearchParams } from 'react-router';

/**
 * The packet a company holds on a product line (its add-ons are bought with it), if any: a
 * product of its own (not an add-on) charged monthly, as the server's payment rules define a
 * packet. The network line also sells stand-alone products that are no packet (a stage hour).
 */
export function heldPacket(
  products: readonly TAccountProduct[],
  productLine: TProductLine,
): TAccountProduct | undefined {
  return products.find(
    (product) => product.is_main && product.billing === 'monthly' && product.type === productLine,
  );
}

const IDS_PARAM = 'ids';
const MAX_CHOSEN = 20;

/** `?ids=12,14`: the add-ons chosen on the services page, carried to the payment page in the URL. */
export function useChosenAddOnIds(): [number[], (ids: number[]) => void] {
  const [params, setParams] = useSearchParams();
  const ids = (params.get(IDS_PARAM) ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, MAX_CHOSEN);
  const set = (next: number[]) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.length > 0) copy.set(IDS_PARAM, next.join(','));
        else copy.delete(IDS_PARAM);
        return copy;
      },
      { replace: true },
    );
  return [[...new Set(ids)], set];
}

/** The payment page's address with the chosen add-ons. */
export const chosenQuery = (ids: readonly number[]) =>
  ids.length > 0 ? `?${IDS_PARAM}=${ids.join(',')}` : '';
