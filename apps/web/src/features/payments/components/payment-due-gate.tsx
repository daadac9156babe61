import { ACCOUNT_STATUSES } from '@portal/contracts/accounts/account-status';
import { lineOwes } from '@portal/contracts/accounts/product-lines';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { DEFAULT_PRODUCT_LINE, productLineOf } from '@portal/contracts/product-lines/registry';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeForPath } from '../../../config/paths.ts';
import {
  accountQueryOptions,
  getAccount,
  storeAccount,
  useSelectedAccount,
} from '../../../domains/accounts/accounts.ts';
import { useApplicationPayment } from '../../../domains/payments/application-payment.ts';
import { CardPaymentDialog } from '../../../domains/payments/components/card-payment-dialog.tsx';

/** The wizards' own payment steps show the card form in the page: no modal on top of it. */
const OWN_PAYMENT_STEPS: ReadonlySet<string> = new Set([
  'applicationForm:payment',
  'officeApplicationForm:payment',
]);

/**
 * The line that owes: the first whose state is payment due or suspended (the company's status 2
 * says that one does); the first line (the accountant's) for a company whose lines the answer
 * does not list.
 */
export function owingLine(lines: readonly { type: number; status: number }[] | undefined): number {
  return lines?.find((line) => lineOwes(line.status))?.type ?? DEFAULT_PRODUCT_LINE.id;
}

/**
 * Status 2 (payment due) of the selected company: the card modal for the packet of the line that
 * owes, as its application saved it in the company's information (the line's `packetKey`, with
 * the saved add-ons the server charges with it where the line saves them), opens on every route
 * change (spec sections 2 and 4). Closing it is allowed; the next navigation opens it again.
 * Mounted by `PaymentDueWatcher` only while the stored status is 2, so nobody else loads this.
 */
export default function PaymentDueGate() {
  const { t } = useTranslation('payments');
  const location = useLocation();
  const queryClient = useQueryClient();
  // Fresh from the server: a stored status 2 that is stale is corrected here (getAccount stores it).
  const { data: account } = useSelectedAccount();
  const owing = productLineOf(owingLine(account?.lines));
  // A line bought as it is saves no packet: the first line's saved packet is offered, alone.
  const payable = owing?.application ? owing : DEFAULT_PRODUCT_LINE;
  const { packet, lines } = useApplicationPayment(account, payable, { withSavedAddOns: payable === owing });
  // The navigation (location.key) at which the person closed the modal; a new one opens it again.
  const [closedAt, setClosedAt] = useState<string | null>(null);

  if (!account || account.status !== ACCOUNT_STATUSES.paymentDue || !packet) return null;

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
      product={{ type: payable.id, id: packet.id }}
      kind="subscription"
      lines={lines}
      onPaid={onPaid}
      // A packet never paid is a new sale (its documents to accept); a renewal due is not, and the
      // server says which.
      sale
    />
  );
}
