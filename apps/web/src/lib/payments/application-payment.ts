import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import type { TPaymentLine } from '../../components/payments/payment-summary.tsx';
import { informationMap } from '../accounts/accounts.ts';
import { useProduct } from './get-product.ts';
import { savedAddOnIds } from './saved-add-ons.ts';

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * What the application's payment charges: the packet saved in the company's information
 * (`packet_id`) and the add-ons saved with it (`additional_services`), as payment lines. The
 * wizard's payment step and the payment-due modal both charge this, the way the server does.
 */
export function useApplicationPayment(account: TAccountDetail | undefined) {
  const information = account ? informationMap(account.informations) : {};
  const packet = useProduct(PRODUCT_TYPES.accountant, positiveId(information.packet_id));
  const addOnIds = savedAddOnIds(information.additional_services);
  const lines: TPaymentLine[] = packet.data
    ? [
        { name: packet.data.name, unit_price: packet.data.price, billing: packet.data.billing },
        ...packet.data.childrens
          .filter((addOn) => addOnIds.includes(addOn.id))
          .map((addOn) => ({ name: addOn.name, unit_price: addOn.price, billing: addOn.billing })),
      ]
    : [];
  return { packet: packet.data, lines, isPending: packet.isPending };
}
