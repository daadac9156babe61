import { callerPermissions, type TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { formatKurus } from '@portal/contracts/common/money';
import type { TPaymentResult } from '@portal/contracts/payments/payment-schemas';
import { ACCOUNTANT_LINE } from '@portal/contracts/product-lines/accountant';
import type { TKnownProductLine } from '@portal/contracts/product-lines/registry';
import type { TProductAddOn } from '@portal/contracts/products/product-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { PayNotAllowed } from '../../../domains/payments/components/card-form.tsx';
import { CardPaymentDialog } from '../../../domains/payments/components/card-payment-dialog.tsx';
import { PaymentSummary, paymentTotals } from '../../../domains/payments/components/payment-summary.tsx';
import {
  salesTermsRefusal,
  useSaleAcceptance,
} from '../../../domains/payments/components/sale-acceptance.tsx';
import { useProduct } from '../../../domains/payments/get-product.ts';
import { usePay } from '../../../domains/payments/pay.ts';
import { paymentBasket, usePaymentAttempt } from '../../../domains/payments/payment-attempt.ts';
import { useSubscriptions } from '../../../domains/payments/subscriptions.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { chosenQuery, heldPacket, useChosenAddOnIds } from '../held-packet.ts';

/**
 * `/app/additional-payment?ids=…`: the chosen add-ons paid once, in one charge and one invoice,
 * with the card the accountant subscription keeps or a new card (3-D Secure where the bank asks),
 * once the sale's pre-information form and distance sales contract are accepted (issue 36).
 */
export default function AdditionalPaymentPage() {
  return <AdditionalPayment productLine={ACCOUNTANT_LINE} />;
}

/** The page of a product line: the office line's is the same with its own packet and card. */
export function AdditionalPayment({ productLine }: { productLine: TKnownProductLine }) {
  const { t } = useTranslation(['payments', 'pages']);
  const { selected, ...account } = useSelectedAccount();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-h2 font-bold text-brand-950">{t(productLine.addOns.paymentTitleKey)}</h1>
      {selected ? (
        <QueryState query={account} errorTitle={t('addOns.loadFailed')}>
          {(detail) => <Payment account={detail} productLine={productLine} />}
        </QueryState>
      ) : (
        <EmptyState>{t('addOns.noCompany')}</EmptyState>
      )}
    </div>
  );
}

function BackToServices({
  productLine,
  ids = [],
}: {
  productLine: TKnownProductLine;
  ids?: readonly number[];
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <LinkButton
      variant="secondary"
      to={`${pathTo(language, productLine.addOns.servicesRoute)}${chosenQuery(ids)}`}
    >
      {t('addOns.backToServices')}
    </LinkButton>
  );
}

function Payment({ account, productLine }: { account: TAccountDetail; productLine: TKnownProductLine }) {
  const { t } = useTranslation('payments');
  const packet = heldPacket(account.products, productLine.id);
  const product = useProduct(productLine.id, packet?.id ?? null);
  const [chosenIds] = useChosenAddOnIds();
  const [paid, setPaid] = useState<TPaymentResult | null>(null);
  if (paid) return <Paid />;
  if (!packet) return <EmptyState>{t('addOns.noPacket')}</EmptyState>;
  return (
    <QueryState query={product} errorTitle={t('addOns.loadFailed')}>
      {(loaded) => {
        const chosen = loaded.childrens.filter(
          (addOn) => addOn.billing === 'one_off' && chosenIds.includes(addOn.id),
        );
        if (chosen.length === 0) {
          return (
            <div className="space-y-4">
              <EmptyState>{t('addOns.nothingChosen')}</EmptyState>
              <BackToServices productLine={productLine} />
            </div>
          );
        }
        return <Checkout account={account} productLine={productLine} chosen={chosen} onPaid={setPaid} />;
      }}
    </QueryState>
  );
}

function Checkout({
  account,
  productLine,
  chosen,
  onPaid,
}: {
  account: TAccountDetail;
  productLine: TKnownProductLine;
  chosen: readonly TProductAddOn[];
  onPaid: (result: TPaymentResult) => void;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const subscriptions = useSubscriptions(account.id);
  const [newCard, setNewCard] = useState(false);
  const pay = usePay();
  const [first, ...others] = chosen;
  // One key per attempt of the card on file: a retry after no answer or a 503 keeps it.
  const onFile = usePaymentAttempt(
    paymentBasket({
      accountId: account.id,
      productId: first?.id ?? 0,
      kind: 'buy',
      addOnIds: others.map((addOn) => addOn.id),
    }),
  );
  // A one-off purchase is a distance sale too: its documents accepted before either card pays.
  const acceptance = useSaleAcceptance(
    {
      accountId: account.id,
      product: { type: productLine.id, id: first?.id ?? 0 },
      kind: 'buy',
      addOnIds: others.map((addOn) => addOn.id),
    },
    first !== undefined && callerPermissions(account).pay,
  );
  if (!first) return null;
  // The card on file is paid with one click: a member who may not pay is told so first (issue 16).
  if (!callerPermissions(account).pay) return <PayNotAllowed />;
  const lines = chosen.map((addOn) => ({
    name: addOn.name,
    unit_price: addOn.price,
    billing: addOn.billing,
  }));
  const total = paymentTotals(lines).total;
  const card = subscriptions.data?.find(
    (subscription) => subscription.product.brand_id === productLine.id && subscription.status !== 'cancelled',
  )?.card;
  const payment = {
    accountId: account.id,
    product: { type: productLine.id, id: first.id },
    kind: 'buy' as const,
    addOnIds: others.map((addOn) => addOn.id),
  };

  const payWithCardOnFile = async () => {
    if (!acceptance.allowed()) return;
    const result = await pay.mutateAsync({
      ...payment,
      card: null,
      idempotencyKey: onFile.key,
      returnTo: `${window.location.pathname}${window.location.search}`,
      ...(acceptance.hash ? { salesTermsHash: acceptance.hash } : {}),
    });
    onPaid(result);
  };

  return (
    <div className="space-y-6">
      <p className="text-body text-muted">{t('addOns.payLead', { company: account.name })}</p>
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
                <p className="text-small text-muted">{t('addOns.cardOnFile')}</p>
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
                  {t('addOns.payWithCardOnFile', {
                    amount: formatKurus(total, language),
                    card: `${t(`brands.${card.brand}`)} •••• ${card.last4}`,
                  })}
                </Button>
              </div>
            ) : subscriptions.isSuccess ? (
              <p className="text-small text-muted">{t('addOns.noCardOnFile')}</p>
            ) : null}
            {pay.isError && !salesTermsRefusal(pay.error) ? (
              <Alert tone="error" title={t('addOns.failed')}>
                {errorMessage(pay.error)}
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button
                variant={card ? 'secondary' : 'primary'}
                onClick={() => {
                  if (acceptance.allowed()) setNewCard(true);
                }}
              >
                {t('addOns.payWithNewCard')}
              </Button>
              <BackToServices productLine={productLine} ids={chosen.map((addOn) => addOn.id)} />
            </div>
          </>
        )}
      </Card>
      <CardPaymentDialog
        open={newCard}
        onOpenChange={setNewCard}
        {...payment}
        lines={lines}
        acceptance={acceptance}
        onPaid={(result) => {
          setNewCard(false);
          onPaid(result);
        }}
      />
    </div>
  );
}

function Paid() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return (
    <div className="space-y-4">
      <Alert tone="success">{t('addOns.paidNoNumber')}</Alert>
      <div className="flex flex-wrap gap-3">
        <LinkButton to={pathTo(language, 'customerHome')} icon={<ArrowRightIcon className="size-4" />}>
          {t('addOns.toDashboard')}
        </LinkButton>
        <LinkButton variant="secondary" to={pathTo(language, 'profileInvoices')}>
          {t('addOns.toInvoices')}
        </LinkButton>
      </div>
    </div>
  );
}
