import { callerPermissions, type TAccountDetail } from '@portal/contracts/accounts/account-schemas';
import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import type { TProduct } from '@portal/contracts/products/product-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { PayNotAllowed } from '../../../domains/payments/components/card-form.tsx';
import { CardPaymentDialog } from '../../../domains/payments/components/card-payment-dialog.tsx';
import { useMembershipPackets } from '../api/get-membership-packets.ts';

/**
 * The network's membership packets for a company without an active network line: standard and
 * premium, each per month + KDV, bought as a subscription in the shared card modal: with the
 * card the company keeps or a new one (3-D Secure returns here and the layout tells the outcome),
 * once the sale's documents are accepted. Paid, the line starts at once and the company reloads
 * into the booth form.
 */
export function MembershipPackets({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('networkBooths');
  const packets = useMembershipPackets();
  const [buying, setBuying] = useState<TProduct | null>(null);
  const mayPay = callerPermissions(account).pay;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-h3 font-bold text-brand-950">{t('packets.title')}</h2>
        <p className="mt-1 text-body text-muted">{t('packets.lead', { company: account.name })}</p>
      </div>
      {mayPay ? null : <PayNotAllowed />}
      <QueryState query={packets} errorTitle={t('packets.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('packets.empty')}</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
              {list.map((packet) => (
                <li key={packet.id}>
                  <PacketCard packet={packet} mayPay={mayPay} onBuy={() => setBuying(packet)} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {buying ? (
        <CardPaymentDialog
          open
          onOpenChange={(open) => {
            if (!open) setBuying(null);
          }}
          title={t('packets.payTitle', { packet: buying.name })}
          accountId={account.id}
          product={{ type: NETWORK_LINE.id, id: buying.id }}
          kind="subscription"
          lines={[{ name: buying.name, unit_price: buying.price, billing: buying.billing }]}
          onPaid={() => setBuying(null)}
          sale
        />
      ) : null}
    </div>
  );
}

function PacketCard({ packet, mayPay, onBuy }: { packet: TProduct; mayPay: boolean; onBuy: () => void }) {
  const { t } = useTranslation('networkBooths');
  return (
    <Card className="flex h-full flex-col gap-4">
      <div>
        <h3 className="text-h3 font-bold text-brand-950">{packet.name}</h3>
        {packet.description ? <p className="mt-1 text-body text-muted">{packet.description}</p> : null}
      </div>
      <p className="text-h3 font-bold text-brand-900">
        <Price kurus={packet.price} billing={packet.billing} suffixClassName="text-body font-semibold" />
      </p>
      {packet.features.length > 0 ? (
        <ul className="space-y-2" aria-label={t('packets.features', { packet: packet.name })}>
          {packet.features.map((feature) => (
            <li key={feature.id} className="flex gap-2 text-body text-ink">
              <CheckIcon width={18} height={18} className="mt-1 shrink-0 text-success" aria-hidden="true" />
              {feature.name}
            </li>
          ))}
        </ul>
      ) : null}
      {mayPay ? (
        <Button className="mt-auto" fullWidth onClick={onBuy}>
          {t('packets.buy', { packet: packet.name })}
        </Button>
      ) : null}
    </Card>
  );
}
