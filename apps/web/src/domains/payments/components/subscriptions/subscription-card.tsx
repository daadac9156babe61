import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { isProductType } from '@portal/contracts/products/product-types';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { hasPermission } from '../../../../lib/storage.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useCancelOrResume } from '../../subscriptions.ts';
import { CardPaymentDialog } from '../card-payment-dialog.tsx';
import { ChangeCardDialog } from './change-card-dialog.tsx';
import { SubscriptionCharges } from './subscription-charges.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

type TOpenDialog = 'pay' | 'card' | 'cancel' | null;

/**
 * One subscription: its state, price, period, next charge and card, what is wrong with it (a
 * refused renewal, a suspension, a cancellation waiting for the period's end), what the customer
 * can do about it, and its charges. Staff (`viewer="staff"`, on the company's page) may cancel or
 * undo a cancellation; paying and the card on file are the customer's.
 */
export function SubscriptionCard({
  subscription,
  viewer = 'customer',
}: {
  subscription: TSubscription;
  viewer?: 'customer' | 'staff';
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const headingId = useId();
  const forCustomer = viewer === 'customer';
  // Staff see the card a level down, under the company page's subscriptions heading.
  const Title = forCustomer ? 'h2' : 'h3';
  const Subtitle = forCustomer ? 'h3' : 'h4';
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const resume = useCancelOrResume('resume');
  const cancel = useCancelOrResume('cancel');
  const date = (iso: string | null) => (iso ? formatIstanbulDate(new Date(iso), language) : '');
  const ref = { accountId: subscription.account_id, subscriptionId: subscription.id };
  const ended = subscription.status === 'cancelled';
  const unpaid = subscription.status === 'payment_due' || subscription.status === 'suspended';
  const brand = subscription.product.brand_id;

  return (
    <Card className="space-y-5" aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title id={headingId} className="text-h3 font-bold text-brand-950">
          {subscription.product.name}
        </Title>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>

      <SubscriptionNotice subscription={subscription} />

      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact label={t('subscriptions.price')}>
          {t('subscriptions.priceValue', {
            price: formatKurus(subscription.price, language),
            total: formatKurus(subscription.total, language),
          })}
        </Fact>
        <Fact label={t('subscriptions.period')}>
          {t('subscriptions.range', {
            start: date(subscription.current_period_start),
            end: date(subscription.current_period_end),
          })}
        </Fact>
        {ended ? null : (
          <Fact label={t('subscriptions.nextPayment')}>
            {subscription.next_payment_at
              ? date(subscription.next_payment_at)
              : t('subscriptions.nextPaymentNone')}
          </Fact>
        )}
        <Fact label={t('subscriptions.card')}>
          {subscription.card
            ? t('subscriptions.cardValue', {
                brand: t(`brands.${subscription.card.brand}`),
                last4: subscription.card.last4,
                month: String(subscription.card.expire_month).padStart(2, '0'),
                year: String(subscription.card.expire_year).slice(-2),
              })
            : t('subscriptions.noCard')}
        </Fact>
      </dl>

      {ended ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {forCustomer && unpaid && isProductType(brand) ? (
            <Button onClick={() => setDialog('pay')}>{t('subscriptions.payNow')}</Button>
          ) : null}
          {forCustomer ? (
            <Button variant="secondary" onClick={() => setDialog('card')}>
              {t(subscription.card ? 'subscriptions.changeCard' : 'subscriptions.addCard')}
            </Button>
          ) : null}
          {subscription.cancel_at ? (
            <Button variant="secondary" loading={resume.isPending} onClick={() => resume.mutate(ref)}>
              {t('subscriptions.resume')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setDialog('cancel')}>
              {t('subscriptions.cancel')}
            </Button>
          )}
        </div>
      )}

      <section className="space-y-3">
        <Subtitle className="text-body font-bold text-brand-950">{t('subscriptions.charges.title')}</Subtitle>
        <SubscriptionCharges
          subscription={subscription}
          canRefund={!forCustomer && hasPermission(PERMISSIONS.refundPayments)}
        />
      </section>

      {dialog === 'pay' && isProductType(brand) ? (
        <CardPaymentDialog
          open
          onOpenChange={(open) => setDialog(open ? 'pay' : null)}
          accountId={subscription.account_id}
          product={{ type: brand, id: subscription.product.id }}
          kind="subscription"
          lines={[{ name: subscription.product.name, unit_price: subscription.price, billing: 'monthly' }]}
          onPaid={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'card' ? (
        <ChangeCardDialog
          subscription={subscription}
          open
          onOpenChange={(open) => setDialog(open ? 'card' : null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('subscriptions.cancelConfirm.title')}
        description={
          subscription.status === 'active'
            ? t('subscriptions.cancelConfirm.atPeriodEnd', {
                product: subscription.product.name,
                date: date(subscription.current_period_end),
              })
            : t('subscriptions.cancelConfirm.now', { product: subscription.product.name })
        }
        confirmLabel={t('subscriptions.cancelConfirm.confirm')}
        tone="danger"
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          await cancel.mutateAsync(ref);
          setDialog(null);
        }}
      />
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-small text-muted">{label}</dt>
      <dd className="mt-0.5 text-body font-semibold text-brand-950">{children}</dd>
    </div>
  );
}

/** What needs the customer's attention, in words, with the dates the server set. */
function SubscriptionNotice({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const date = (iso: string | null) => (iso ? formatIstanbulDate(new Date(iso), language) : '');
  const since = date(subscription.payment_due_since);
  const suspends = date(subscription.suspends_at);

  if (subscription.status === 'payment_due') {
    return (
      <Alert tone="warning" title={t('subscriptions.due.title')}>
        {subscription.next_payment_at
          ? t('subscriptions.due.retry', { since, retry: date(subscription.next_payment_at), suspends })
          : t('subscriptions.due.lastTry', { since, suspends })}
      </Alert>
    );
  }
  if (subscription.status === 'suspended') {
    return (
      <Alert tone="error" title={t('subscriptions.suspended.title')}>
        {t('subscriptions.suspended.text', { since, at: suspends })}
      </Alert>
    );
  }
  if (subscription.status === 'cancelled') {
    return (
      <Alert tone="info">{t('subscriptions.ended', { date: date(subscription.current_period_end) })}</Alert>
    );
  }
  if (subscription.cancel_at) {
    return (
      <Alert tone="info" title={t('subscriptions.ending.title')}>
        {t('subscriptions.ending.text', { date: date(subscription.cancel_at) })}
      </Alert>
    );
  }
  if (subscription.next_product) {
    return (
      <Alert tone="info" title={t('subscriptions.packetChange.title')}>
        {t('subscriptions.packetChange.text', {
          packet: subscription.next_product.name,
          date: date(subscription.current_period_end),
        })}
      </Alert>
    );
  }
  return null;
}
