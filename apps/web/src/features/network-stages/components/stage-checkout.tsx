import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { formatKurus } from '@portal/contracts/common/money';
import type { TStageBooking } from '@portal/contracts/network/network-schemas';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import type { TProduct } from '@portal/contracts/products/product-schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePrice } from '../../../components/ui/price.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { CardForm } from '../../../domains/payments/components/card-form.tsx';
import {
  PaymentSummary,
  paymentTotals,
  type TPaymentLine,
} from '../../../domains/payments/components/payment-summary.tsx';
import {
  salesTermsRefusal,
  useSaleAcceptance,
} from '../../../domains/payments/components/sale-acceptance.tsx';
import { useProduct } from '../../../domains/payments/get-product.ts';
import { paymentBasket, usePaymentAttempt } from '../../../domains/payments/payment-attempt.ts';
import { useSubscriptions } from '../../../domains/payments/subscriptions.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TPayStageSession, usePayStageSession } from '../api/pay-stage-session.ts';

type CheckoutProps = {
  account: TAccountDetail;
  booking: TStageBooking;
  onPaid: (result: TPaymentResult) => void;
};

/**
 * Paying a held hour: the one-hour conference package at the booking's price + KDV, the
 * package's optional add-ons (live stream, catering), the sale's pre-information form and
 * distance sales contract to accept (issue 36: they name the booked hour), then the card the
 * network subscription keeps or a new card in the shared card form (3-D Secure where the bank
 * asks, back to this page).
 */
export function StageCheckout({ account, booking, onPaid }: CheckoutProps) {
  const { t } = useTranslation('networkStages');
  const product = useProduct(NETWORK_LINE.id, booking.product_id);
  return (
    <QueryState query={product} size="section" errorTitle={t('payment.productFailed')}>
      {(loaded) => <Checkout account={account} booking={booking} product={loaded} onPaid={onPaid} />}
    </QueryState>
  );
}

function Checkout({ account, booking, product, onPaid }: CheckoutProps & { product: TProduct }) {
  const { t } = useTranslation(['networkStages', 'payments']);
  const language = useLanguage();
  const price = usePrice();
  const addOnsId = useId();
  const addOns = product.childrens.filter((addOn) => addOn.billing === 'one_off');
  const [chosenIds, setChosenIds] = useState<number[]>([]);
  const [newCard, setNewCard] = useState(false);
  const subscriptions = useSubscriptions(account.id);
  const pay = usePayStageSession();
  const card = subscriptions.data?.find(
    (subscription) =>
      subscription.product.brand_id === NETWORK_LINE.id && subscription.status !== 'cancelled',
  )?.card;

  const chosen = addOns.filter((addOn) => chosenIds.includes(addOn.id));
  const basket = paymentBasket({
    accountId: account.id,
    productId: booking.product_id,
    kind: 'buy',
    addOnIds: chosen.map((addOn) => addOn.id),
    sessionId: booking.id,
  });
  // The card on file's own attempt: a retry after no answer or a 503 keeps its key.
  const onFile = usePaymentAttempt(basket);
  // The documents of this order (the hour with the add-ons chosen): another choice, other texts.
  const acceptance = useSaleAcceptance({
    accountId: account.id,
    product: { type: NETWORK_LINE.id, id: booking.product_id },
    kind: 'buy',
    addOnIds: chosen.map((addOn) => addOn.id),
    sessionId: booking.id,
  });
  const lines: TPaymentLine[] = [
    { name: product.name, unit_price: booking.price, billing: product.billing },
    ...chosen.map((addOn) => ({ name: addOn.name, unit_price: addOn.price, billing: addOn.billing })),
  ];
  const total = paymentTotals(lines).total;
  const payment = {
    accountId: account.id,
    productId: booking.product_id,
    sessionId: booking.id,
    addOnIds: chosen.map((addOn) => addOn.id),
    // Back here from the bank's page, to this hold: the page then shows it confirmed.
    returnTo: `${window.location.pathname}?session=${booking.id}`,
    ...(acceptance.hash ? { salesTermsHash: acceptance.hash } : {}),
  } satisfies Omit<TPayStageSession, 'card' | 'idempotencyKey'>;

  const payWithCardOnFile = async () => {
    if (!acceptance.allowed()) return;
    const result = await pay.mutateAsync({ ...payment, card: null, idempotencyKey: onFile.key });
    if (result.status === 'pending' && result.challenge_url) {
      window.location.assign(result.challenge_url);
      return;
    }
    onPaid(result);
  };

  return (
    <div className="space-y-6">
      {addOns.length > 0 ? (
        <fieldset aria-describedby={addOnsId} className="space-y-3">
          <legend className="text-body font-semibold text-ink">{t('payment.addOnsTitle')}</legend>
          <p id={addOnsId} className="text-small text-muted">
            {t('payment.addOnsHint')}
          </p>
          <ul className="space-y-2">
            {addOns.map((addOn) => (
              <li key={addOn.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3 hover:border-brand-300">
                  <input
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-brand-800"
                    checked={chosenIds.includes(addOn.id)}
                    onChange={(event) =>
                      setChosenIds((ids) =>
                        event.target.checked ? [...ids, addOn.id] : ids.filter((id) => id !== addOn.id),
                      )
                    }
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{addOn.name}</span>
                    <span className="block text-small text-muted">
                      {price.text(addOn.price, addOn.billing, { once: true })}
                    </span>
                    {addOn.description ? (
                      <span className="block text-small text-muted">{addOn.description}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <PaymentSummary lines={lines} />
      {acceptance.panel}
      <Card className="space-y-4">
        {/* Which card pays is known once the subscriptions are: no button changes its emphasis while read. */}
        {subscriptions.isPending ? (
          <Spinner />
        ) : (
          <>
            {card ? (
              <div className="space-y-3">
                <p className="text-small text-muted">{t('payment.cardOnFile')}</p>
                <Button
                  fullWidth
                  loading={pay.isPending}
                  onClick={() => {
                    payWithCardOnFile().catch((error: unknown) => {
                      onFile.afterFailure(error);
                      // A refused acceptance is said at the box, not as the card's refusal.
                      acceptance.refused(error);
                    });
                  }}
                >
                  {t('payments:addOns.payWithCardOnFile', {
                    amount: formatKurus(total, language),
                    card: `${t(`payments:brands.${card.brand}`)} •••• ${card.last4}`,
                  })}
                </Button>
              </div>
            ) : null}
            {pay.isError && !newCard && !salesTermsRefusal(pay.error) ? (
              <Alert tone="error" title={t('payments:dialog.failed')}>
                {errorMessage(pay.error)}
              </Alert>
            ) : null}
            <Button
              variant={card ? 'secondary' : 'primary'}
              onClick={() => {
                if (acceptance.allowed()) setNewCard(true);
              }}
            >
              {t('payments:addOns.payWithNewCard')}
            </Button>
          </>
        )}
      </Card>
      <Modal
        open={newCard}
        onOpenChange={setNewCard}
        title={t('payments:dialog.title')}
        description={t('payments:dialog.description')}
      >
        <CardForm
          basket={basket}
          summary={<PaymentSummary lines={lines} />}
          submitLabel={t('payments:dialog.pay', { amount: formatKurus(total, language) })}
          failedTitle={t('payments:dialog.failed')}
          onCancel={() => setNewCard(false)}
          guard={acceptance.allowed}
          send={async (typed, key) => {
            let result: TPaymentResult;
            try {
              result = await pay.mutateAsync({ ...payment, card: typed, idempotencyKey: key });
            } catch (error) {
              // The texts changed meanwhile: back to the page, where the box says why.
              if (acceptance.refused(error)) {
                setNewCard(false);
                return;
              }
              throw error;
            }
            // The bank asks the payer to confirm: its page, then back here (the form stays busy till then).
            if (result.status === 'pending' && result.challenge_url) {
              window.location.assign(result.challenge_url);
              await new Promise(() => {});
            }
            setNewCard(false);
            onPaid(result);
          }}
        />
      </Modal>
    </div>
  );
}
