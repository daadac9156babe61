import type { TLanguage } from '@portal/contracts/common/languages';
import { DEFAULT_PRODUCT_LINE, productLineOf } from '@portal/contracts/product-lines/registry';
import type { TPublicPacket } from '@portal/contracts/products/product-schemas';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Price, usePrice } from '../../../components/ui/price.tsx';
import { pathTo } from '../../../config/paths.ts';
import { wizardStepRoute } from '../../../config/product-line-routes.ts';

/**
 * Where a packet's button leads: a guest to register, then (through `redirect`) on to the
 * packets step of its line's application wizard with this packet chosen; a signed-in person
 * straight to that step. The wizard reads `packet` from the query.
 */
export function packetCallToAction(packet: TPublicPacket, language: TLanguage, signedIn: boolean): string {
  const productLine = productLineOf(packet.brand);
  const wizardLine = productLine?.wizard ? productLine : DEFAULT_PRODUCT_LINE;
  const step = pathTo(language, wizardStepRoute(wizardLine, 'packets'));
  const chosen = `${step}?${new URLSearchParams({ packet: String(packet.id) })}`;
  if (signedIn) return chosen;
  const query = new URLSearchParams({ packet: String(packet.id), redirect: chosen });
  return `${pathTo(language, 'register')}?${query}`;
}

/** One pricing card: its price + KDV, features, add-ons with their prices + KDV, and the way in. */
export function PacketCard({
  packet,
  language,
  signedIn,
}: {
  packet: TPublicPacket;
  language: TLanguage;
  signedIn: boolean;
}) {
  const { t } = useTranslation('landing');
  const price = usePrice();
  const titleId = `packet-${packet.id}-title`;
  return (
    <Card className="flex h-full flex-col" aria-labelledby={titleId} role="group">
      <h4 id={titleId} className="text-h3 font-bold text-brand-950">
        {packet.name}
      </h4>
      {packet.description ? <p className="mt-2 text-small text-muted">{packet.description}</p> : null}
      <p className="mt-5">
        <Price
          kurus={packet.price}
          billing={packet.billing}
          amountClassName="text-h1 font-extrabold text-brand-900"
        />
      </p>
      {packet.features.length > 0 ? (
        <>
          <h5 className="mt-6 text-small font-bold text-ink">{t('packets.features')}</h5>
          <ul className="mt-2 space-y-2">
            {packet.features.map((feature) => (
              <li key={feature.id} className="flex items-start gap-2 text-small">
                <CheckIcon className="mt-0.5 shrink-0 text-success" width={18} height={18} />
                {feature.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {packet.childrens.length > 0 ? (
        <>
          <h5 className="mt-6 text-small font-bold text-ink">{t('packets.addOns')}</h5>
          <ul className="mt-2 divide-y divide-line rounded-lg bg-surface px-3 text-small">
            {packet.childrens.map((addOn) => (
              <li key={addOn.id} className="flex items-baseline justify-between gap-3 py-2">
                <span>{addOn.name}</span>
                <span className="shrink-0 font-semibold whitespace-nowrap text-brand-900">
                  {price.text(addOn.price, addOn.billing)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-auto pt-6">
        <LinkButton to={packetCallToAction(packet, language, signedIn)} variant="primary" fullWidth>
          {signedIn ? t('packets.chooseSignedIn') : t('packets.choose')}
        </LinkButton>
      </div>
    </Card>
  );
}
