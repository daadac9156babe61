import { PAYMENT_DECLINE_CODES, THREE_DS_RETURN_PARAMS } from '@portal/contracts/payments/payment-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { accountKeys, invoiceKeys } from '../../../domains/accounts/account-query-keys.ts';
import { i18n, loadNamespaces } from '../../../lib/i18n.ts';
import { type Notify, notify } from '../../../lib/notify.ts';

const { payment, status: statusParam, code: codeParam } = THREE_DS_RETURN_PARAMS;

/**
 * Back from the bank's 3-D Secure page (the server sent the payer to the page they paid on with
 * `payment_status`): says how it went, reloads what the payment changed, and takes the
 * parameters out of the address so a reload does not say it again. Mounted on every signed-in page.
 */
export function PaymentReturnNotice({ announce = notify }: { announce?: Notify }) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const status = params.get(statusParam);
  const code = PAYMENT_DECLINE_CODES.find((known) => known === params.get(codeParam));

  useEffect(() => {
    if (!status) return;
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    void loadNamespaces(['payments']).then(() => {
      const t = i18n.getFixedT(null, 'payments');
      const reason = t(`declineReasons.${code ?? 'do_not_honour'}`);
      if (status === 'succeeded') announce({ type: 'success', title: t('threeDs.succeeded') });
      else if (status === 'card_saved') announce({ type: 'success', title: t('threeDs.cardSaved') });
      else if (status === 'failed') {
        announce({ type: 'error', title: t('dialog.failed'), description: t('threeDs.failed', { reason }) });
      } else if (status === 'card_failed') {
        announce({
          type: 'error',
          title: t('subscriptions.cardDialog.failed'),
          description: t('threeDs.cardFailed', { reason }),
        });
      } else announce({ type: 'info', title: t('threeDs.pending') });
    });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [payment, statusParam, codeParam]) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [status, code, queryClient, setParams, announce]);

  return null;
}
