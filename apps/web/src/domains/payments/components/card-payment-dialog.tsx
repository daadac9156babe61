import { formatKurus } from '@portal/contracts/common/money';
import type { TCardBrand } from '@portal/contracts/payments/card';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TPaymentKind, type TPaymentProduct, usePay } from '../pay.ts';
import { paymentBasket, usePaymentAttempt } from '../payment-attempt.ts';
import { CardForm } from './card-form.tsx';
import { PaymentSummary, paymentTotals, type TPaymentLine } from './payment-summary.tsx';
import { type TSaleAcceptance, useSaleAcceptance } from './sale-acceptance.tsx';

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
  /**
   * A new sale (issue 36: a packet, a one-off add-on): the form says how a packet renews and how
   * to cancel, shows the pre-information form and the distance sales contract to accept (the
   * server refuses the payment otherwise), and offers the card the company keeps instead of typing one.
   */
  sale?: boolean;
  /**
   * The sale's documents accepted on the page around the form (which offers the card on file
   * itself): the form sends their hash and shows neither again. A refused acceptance closes the
   * form (`onCancel`), so the page's box says why.
   */
  acceptance?: TSaleAcceptance;
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
  sale = false,
  acceptance,
}: CardPaymentFormProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const payment = usePay();
  const total = paymentTotals(lines).total;
  const own = useSaleAcceptance({ accountId, product, kind, addOnIds }, sale && !acceptance);
  const terms = acceptance ?? (sale ? own : null);
  const hash = terms?.hash;

  /** The box ticked for the texts shown (while they load, nothing may be paid). */
  const termsAccepted = (): boolean => terms?.allowed() ?? true;
  /** The server refused the acceptance (the order changed): the new texts, to read and tick again. */
  const termsRefused = (error: unknown): boolean => {
    if (!terms?.refused(error)) return false;
    // Accepted on the page: back to it, where the box says why.
    if (acceptance) onCancel?.();
    return true;
  };
  const returnTo = () => `${window.location.pathname}${window.location.search}`;
  const variables = { product, kind, accountId, addOnIds, ...(hash ? { salesTermsHash: hash } : {}) };
  const cardOnFile = sale && !acceptance ? own.terms.data?.card_on_file : null;

  const summary = (
    <>
      <PaymentSummary lines={lines} />
      {acceptance ? null : own.panel}
      {cardOnFile ? (
        <CardOnFilePayment
          card={cardOnFile}
          amount={formatKurus(total, language)}
          basket={paymentBasket({ accountId, productId: product.id, kind, addOnIds })}
          allowed={termsAccepted}
          onRefused={termsRefused}
          pay={async (idempotencyKey) => {
            const result = await payment.mutateAsync({
              ...variables,
              card: null,
              idempotencyKey,
              returnTo: returnTo(),
            });
            onPaid(result);
          }}
        />
      ) : null}
    </>
  );

  return (
    <CardForm
      basket={paymentBasket({ accountId, productId: product.id, kind, addOnIds })}
      summary={summary}
      submitLabel={t('dialog.pay', { amount: formatKurus(total, language) })}
      failedTitle={t('dialog.failed')}
      onCancel={onCancel}
      guard={termsAccepted}
      send={async (card, idempotencyKey) => {
        let result: TPaymentResult;
        try {
          result = await payment.mutateAsync({
            ...variables,
            card,
            idempotencyKey,
            // Back here after the bank's page; PaymentReturnNotice tells the outcome.
            returnTo: returnTo(),
          });
        } catch (error) {
          // Shown at the box, not as the card's refusal.
          if (termsRefused(error)) return;
          throw error;
        }
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

/**
 * The card the company keeps, paid with one click (issue 36: no card typed again for another
 * packet). Its own Idempotency-Key per attempt: a retry after no answer keeps it.
 */
function CardOnFilePayment({
  card,
  amount,
  basket,
  allowed,
  onRefused,
  pay,
}: {
  card: { brand: TCardBrand; last4: string };
  amount: string;
  basket: string;
  allowed: () => boolean;
  onRefused: (error: unknown) => boolean;
  pay: (idempotencyKey: string) => Promise<void>;
}) {
  const { t } = useTranslation('payments');
  const attempt = usePaymentAttempt(`${basket}:card-on-file`);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    if (busy) return;
    setFailure(null);
    if (!allowed()) return;
    setBusy(true);
    try {
      await pay(attempt.key);
    } catch (error) {
      attempt.afterFailure(error);
      if (!onRefused(error)) setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <p className="text-small text-ink">{t('saleTerms.cardOnFile')}</p>
      {failure ? (
        <Alert tone="error" title={t('dialog.failed')}>
          {failure}
        </Alert>
      ) : null}
      <Button
        type="button"
        fullWidth
        loading={busy}
        onClick={() => void onClick()}
        className="whitespace-normal"
      >
        {t('addOns.payWithCardOnFile', { amount, card: `${t(`brands.${card.brand}`)} •••• ${card.last4}` })}
      </Button>
      <p className="text-small text-muted">{t('saleTerms.orNewCard')}</p>
    </div>
  );
}
