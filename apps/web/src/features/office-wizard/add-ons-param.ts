import { savedAddOnIds } from '../../domains/payments/saved-add-ons.ts';

/**
 * The office packet's add-ons go from the packets step to the payment step in the address
 * (`?add_ons=11,12`), not in the company's information: the spec's keys have none for them, and
 * the payment call names them (`add_on_ids`) to charge them with the packet in one payment.
 */
const ADD_ONS_PARAM = 'add_ons';

export function addOnsFromSearch(search: URLSearchParams): number[] {
  return savedAddOnIds(search.get(ADD_ONS_PARAM) ?? undefined);
}

/** `?add_ons=11,12`, or '' without add-ons. The commas stay readable. */
export function addOnsSearch(ids: readonly (number | string)[]): string {
  return ids.length > 0 ? `?${ADD_ONS_PARAM}=${ids.join(',')}` : '';
}
