import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { lineOwes } from '@portal/contracts/accounts/product-lines';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { PRODUCT_TYPES } from '@portal/contracts/products/product-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CardPaymentDialog } from '../../../components/payments/card-payment-dialog.tsx';
import type { TPaymentLine } from '../../../components/payments/payment-summary.tsx';
import { routeForPath } from '../../../config/paths.ts';
import {
  accountQueryOptions,
  getAccount,
  informationMap,
  storeAccount,
  useSelectedAccount,
} from '../../../lib/accounts/accounts.ts';
import { useProduct } from '../../../lib/payments/get-product.ts';
import { savedAddOnIds } from '../../../lib/payments/saved-add-ons.ts';

/** The wizards' own payment steps show the card form in the page: no modal on top of it. */
const OWN_PAYMENT_STEPS: ReadonlySet<string> = new Set([
  'applicationForm:payment',
  'officeApplicationForm:payment',
]);

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** Each line's packet, as its wizard saves it in the company's information. */
const PACKET_KEY_OF_LINE: Partial<Record<number, string>> = {
  [PRODUCT_TYPES.accountant]: 'packet_id',
  [PRODUCT_TYPES.office]: 'office_packet_id',
};

/**
 * The line that owes: the first whose state is payment due or suspended (the company's status 2
 * says that one does); the accountant line for a company whose lines the answer does not list.
 */
export function owingLine(lines: readonly { type: number; status: number }[] | undefined): number {
  return lines?.find((line) => lineOwes(line.status))?.type ?? PRODUCT_TYPES.accountant;
}

/**
 * Status 2 (payment due) of the selected company: the card modal for the packet of the line that
 * owes, saved in its information (`packet_id` with the saved add-ons the server charges with it,
 * or `office_packet_id`), opens on every route change (spec sections 2 and 4). Closing it is
 * allowed; the next navigation opens it again. Mounted by `PaymentDueWatcher` only while the
 * stored status is 2, so nobody else loads this.
 */
export default function PaymentDueGate() {
  const { t } = useTranslation('payments');
  const location = useLocation();
  const queryClient = useQueryClient();
  // Fresh from the server: a stored status 2 that is stale is corrected here (getAccount stores it).
  const { data: account } = useSelectedAccount();
  const information = account ? informationMap(account.informations) : {};
  const line = owingLine(account?.lines);
  const packetKey = PACKET_KEY_OF_LINE[line] ?? 'packet_id';
  const packetId = (information as Record<string, string | undefined>)[packetKey];
  const packet = useProduct(
    line === PRODUCT_TYPES.office ? PRODUCT_TYPES.office : PRODUCT_TYPES.accountant,
    positiveId(packetId),
  );
  // The navigation (location.key) at which the person closed the modal; a new one opens it again.
  const [closedAt, setClosedAt] = useState<string | null>(null);

  if (!account || account.status !== ACCOUNT_STATUSES.paymentDue || !packet.data) return null;

  // The saved add-ons are the accountant wizard's; the office line's packet renews alone.
  const addOnIds = line === PRODUCT_TYPES.accountant ? savedAddOnIds(information.additional_services) : [];
  const lines: TPaymentLine[] = [
    { name: packet.data.name, unit_price: packet.data.price, billing: packet.data.billing },
    ...packet.data.childrens
      .filter((addOn) => addOnIds.includes(addOn.id))
      .map((addOn) => ({ name: addOn.name, unit_price: addOn.price, billing: addOn.billing })),
  ];
  const onOwnPaymentStep = OWN_PAYMENT_STEPS.has(routeForPath(location.pathname)?.id ?? '');

  const onPaid = (result: TPaymentResult) => {
    setClosedAt(location.key);
    // The answer carries the new status: stored at once, the watcher unmounts this gate.
    storeAccount({ id: account.id, name: account.name, status: result.account_status });
    getAccount(account.id)
      .then((detail) => queryClient.setQueryData(accountQueryOptions(account.id).queryKey, detail))
      .catch(() => {
        // The API client has shown the failure; the status stored above stands.
      });
  };

  return (
    <CardPaymentDialog
      open={!onOwnPaymentStep && closedAt !== location.key}
      onOpenChange={(open) => {
        if (!open) setClosedAt(location.key);
      }}
      title={t('paymentDue.title')}
      description={t('paymentDue.description', { company: account.name })}
      accountId={account.id}
      product={{
        type: line === PRODUCT_TYPES.office ? PRODUCT_TYPES.office : PRODUCT_TYPES.accountant,
        id: packet.data.id,
      }}
      kind="subscription"
      lines={lines}
      onPaid={onPaid}
    />
  );
}
