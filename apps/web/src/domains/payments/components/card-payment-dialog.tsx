import { formatKurus } from '@portal/contracts/common/money';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TPaymentKind, type TPaymentProduct, usePay } from '../pay.ts';
import { paymentBasket } from '../payment-attempt.ts';
import { CardForm } from './card-form.tsx';
import { PaymentSummary, paymentTotals, type TPaymentLine } from './payment-summary.tsx';

/** The card payment of spec sections 2, 3 and 5: what is charged, then the card fields. */

export type CardPaymentFormProps = {
  /** The company paid for. */
  accountId: number;
  /** The product line (brand) and id of the packet (`subscription`) or add-on (`buy`). */
  product: TPaymentProduct;
  kind: TPaymentKind;
  /** A buy's other add-ons, or an office packet's add-ons, paid in the same charge. */
  addOnIds?: readonly number[];
  /** What is charged, before KDV; the form shows each line '+ KDV' and the total with KDV. */
  lines: readonly TPaymentLine[];
  /** Called once the provider has taken the payment (not when the bank first asks for 3-D Secure). */
  onPaid: (result: TPaymentResult) => void;
  /** Shows a cancel button beside "pay" when given. */
  onCancel?: () => void;
};

export type CardPaymentDialogProps = Omit<CardPaymentFormProps, 'onCancel'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Defaults to "Pay by card". */
  title?: ReactNode;
  /** Defaults to the sentence about the card data going to the payment provider only. */
  description?: ReactNode;
};

/**
 * The card form in a modal. The form mounts with each opening, so every opened form has its own
 * empty fields and its own payment attempt (idempotency key).
 */
export function CardPaymentDialog({
  open,
  onOpenChange,
  title,
  description,
  ...formProps
}: CardPaymentDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('dialog.title')}
      description={description ?? t('dialog.description')}
    >
      <CardPaymentForm {...formProps} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}

/**
 * The payment form, for a page that shows it inline (the wizard's payment step) or for the modal.
 * The card form's idempotency key makes a repeated submit answer the first outcome; another
 * basket (the office wizard's add-ons changed) is another attempt.
 */
export function CardPaymentForm({
  accountId,
  product,
  kind,
  addOnIds,
  lines,
  onPaid,
  onCancel,
}: CardPaymentFormProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const payment = usePay();
  const total = paymentTotals(lines).total;
  return (
    <CardForm
      basket={paymentBasket({ accountId, productId: product.id, kind, addOnIds })}
      summary={<PaymentSummary lines={lines} />}
      submitLabel={t('dialog.pay', { amount: formatKurus(total, language) })}
      failedTitle={t('dialog.failed')}
      onCancel={onCancel}
      send={async (card, idempotencyKey) => {
        const result = await payment.mutateAsync({
          product,
          kind,
          accountId,
          card,
          addOnIds,
          idempotencyKey,
          // Back here after the bank's page; PaymentReturnNotice tells the outcome.
          returnTo: `${window.location.pathname}${window.location.search}`,
        });
        // The bank asks the payer to confirm: its page, then back here (the form stays busy till then).
        if (result.status === 'pending' && result.challenge_url) {
          window.location.assign(result.challenge_url);
          await new Promise(() => {});
        }
        onPaid(result);
      }}
    />
  );
}
