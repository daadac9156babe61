import type { TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import { formatKurus } from '@portal/contracts/common/money';
import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { DEFAULT_PRODUCT_LINE, productLineOf } from '@portal/contracts/product-lines/registry';
import type { TProduct } from '@portal/contracts/products/product-schemas';
import { isProductType } from '@portal/contracts/products/product-types';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Price, usePrice } from '../../../components/ui/price.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { useProduct } from '../../../domains/payments/get-product.ts';
import { useChangePacket, useSubscriptions } from '../../../domains/payments/subscriptions.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { ContactMeButton } from '../components/contact-me-button.tsx';

/**
 * `/app/packets/{id}` (`?type=2` for an office packet): the packet with its features and add-ons,
 * and for the selected company what it means for it: its current packet, a change waiting for
 * the next period, or a switch to this one from the next period (never re-pricing the month paid).
 */
export default function PacketPage() {
  const { t } = useTranslation('payments');
  const { id } = useParams();
  const [params] = useSearchParams();
  // Without `?type=` (or with a type that is none), the first line's packet.
  const typeParam = Number(params.get('type') ?? DEFAULT_PRODUCT_LINE.id);
  const type = isProductType(typeParam) ? typeParam : DEFAULT_PRODUCT_LINE.id;
  const productId = Number(id);
  const product = useProduct(type, Number.isInteger(productId) && productId > 0 ? productId : null);
  const { selected, ...account } = useSelectedAccount();

  return (
    <QueryState query={product} errorTitle={t('packetPage.loadFailed')}>
      {(packet) => (
        <div className="space-y-6">
          <PacketFacts packet={packet} />
          {selected ? (
            <QueryState query={account} errorTitle={t('packetPage.loadFailed')} size="section">
              {(detail) => <PacketForCompany packet={packet} account={detail} />}
            </QueryState>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
      </section>
    </Card>
  );
}

function PacketFacts({ packet }: { packet: TProduct }) {
  const { t } = useTranslation('payments');
  const price = usePrice();
  return (
    <>
      <header>
        <h1 className="text-h2 font-bold break-words text-brand-950">{packet.name}</h1>
        {packet.description ? <p className="mt-1 text-body text-muted">{packet.description}</p> : null}
        <p className="mt-2 text-h3 font-bold text-brand-900">
          <Price kurus={packet.price} billing={packet.billing} suffixClassName="text-body font-semibold" />
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Section title={t('packetPage.features')}>
          <ul className="space-y-2">
            {packet.features.map((feature) => (
              <li key={feature.id} className="flex items-start gap-2 text-body">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
                <span>{feature.name}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('packetPage.addOns')}>
          {packet.childrens.length === 0 ? (
            <p className="text-body text-muted">{t('packetPage.noAddOns')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {packet.childrens.map((addOn) => (
                <li key={addOn.id} className="flex flex-wrap justify-between gap-2 py-2 first:pt-0 last:pb-0">
                  <span className="min-w-0 font-medium break-words text-ink">{addOn.name}</span>
                  <span className="whitespace-nowrap text-small font-semibold text-brand-950">
                    {price.text(addOn.price, addOn.billing, { once: true })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}

function PacketForCompany({ packet, account }: { packet: TProduct; account: TAccountDetail }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const subscriptions = useSubscriptions(account.id);
  const live = subscriptions.data?.find(
    (subscription) => subscription.product.brand_id === packet.brand && subscription.status !== 'cancelled',
  );
  const packetLine = productLineOf(packet.brand);
  return (
    <Card className="space-y-4">
      {subscriptions.isSuccess ? (
        live ? (
          <SubscriptionChoice packet={packet} subscription={live} />
        ) : (
          <p className="text-body text-muted">
            {t('packetPage.noSubscription')}{' '}
            <Link to={pathTo(language, 'applicationForm:status')} className="font-semibold">
              {t('packetPage.buy')}
            </Link>
          </p>
        )
      ) : null}
      <div className="flex flex-wrap gap-3">
        <ContactMeButton
          accountId={account.id}
          type={packet.brand}
          productId={packet.id}
          label={t('packetPage.contact')}
        />
        {live?.product.id === packet.id && packetLine?.addOns.linkedFromPacketPage ? (
          <LinkButton variant="secondary" size="sm" to={pathTo(language, packetLine.addOns.servicesRoute)}>
            {t('packetPage.seeAddOns')}
          </LinkButton>
        ) : null}
      </div>
    </Card>
  );
}

function SubscriptionChoice({ packet, subscription }: { packet: TProduct; subscription: TSubscription }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const change = useChangePacket();
  const [confirming, setConfirming] = useState(false);
  const date = formatIstanbulDate(new Date(subscription.current_period_end), language);
  const ref = { accountId: subscription.account_id, subscriptionId: subscription.id };

  if (subscription.product.id === packet.id) {
    return (
      <Alert tone="success" title={t('packetPage.current')}>
        {subscription.next_product
          ? t('subscriptions.packetChange.text', { packet: subscription.next_product.name, date })
          : null}
      </Alert>
    );
  }
  if (subscription.cancel_at) return <Alert tone="info">{t('packetPage.notChangeable')}</Alert>;
  if (subscription.next_product?.id === packet.id) {
    return (
      <div className="space-y-3">
        <Alert tone="info">{t('packetPage.nextFrom', { date })}</Alert>
        <Button
          variant="secondary"
          loading={change.isPending}
          onClick={() => change.mutate({ ...ref, productId: null })}
        >
          {t('packetPage.keepCurrent')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button onClick={() => setConfirming(true)}>{t('packetPage.switch', { date })}</Button>
      <ConfirmDialog
        open={confirming}
        title={t('packetPage.switchTitle')}
        description={t('packetPage.switchText', {
          date,
          packet: packet.name,
          price: formatKurus(packet.price, language),
        })}
        confirmLabel={t('packetPage.switchConfirm', { date })}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await change.mutateAsync({ ...ref, productId: packet.id });
          setConfirming(false);
        }}
      />
    </>
  );
}
