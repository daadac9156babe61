import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { DEFAULT_PRODUCT_LINE, type TKnownProductLine } from '@portal/contracts/product-lines/registry';
import { informationMap } from '../accounts/accounts.ts';
import type { TPaymentLine } from './components/payment-summary.tsx';
import { useProduct } from './get-product.ts';
import { savedAddOnIds } from './saved-add-ons.ts';

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * What a line's application payment charges: the packet its wizard saved in the company's
 * information (the line's `packetKey`: `packet_id`, `office_packet_id`) and the add-ons saved
 * with it (`addOnsKey`: the accountant's `additional_services`), as payment lines. The wizard's
 * payment step and the payment-due modal both charge this, the way the server does.
 * `withSavedAddOns: false` charges the packet alone.
 */
export function useApplicationPayment(
  account: TAccountDetail | undefined,
  productLine: TKnownProductLine = DEFAULT_PRODUCT_LINE,
  { withSavedAddOns = true }: { withSavedAddOns?: boolean } = {},
) {
  const information = account ? informationMap(account.informations) : {};
  const application = productLine.application;
  const packet = useProduct(
    productLine.id,
    positiveId(application ? information[application.packetKey] : undefined),
  );
  const addOnsKey = withSavedAddOns ? application?.addOnsKey : null;
  const addOnIds = addOnsKey ? savedAddOnIds(information[addOnsKey]) : [];
  // The packet's required add-ons (a limited company's registry fees) are charged with it, chosen
  // or not, as the server charges them.
  const lines: TPaymentLine[] = packet.data
    ? [
        { name: packet.data.name, unit_price: packet.data.price, billing: packet.data.billing },
        ...packet.data.childrens
          .filter((addOn) => addOnIds.includes(addOn.id) || addOn.required)
          .map((addOn) => ({ name: addOn.name, unit_price: addOn.price, billing: addOn.billing })),
      ]
    : [];
  return { packet: packet.data, lines, isPending: packet.isPending };
}
