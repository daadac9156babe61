import { WIZARD_PRODUCT_LINES } from '@portal/contracts/product-lines/registry';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { isSignedIn } from '../../../domains/session/session.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import {
  otherPacketsQueryOptions,
  publicPacketsQueryOptions,
  useOtherPackets,
  usePublicPackets,
} from '../api/get-public-packets.ts';
import { PacketCard } from './packet-card.tsx';
import { PacketsPlaceholder } from './section-placeholders.tsx';

/** A group of packets per product line sold through an application wizard, in the lines' order. */
const GROUPS = WIZARD_PRODUCT_LINES.map((line) => ({ brand: line.id, key: line.key }));

function Packets() {
  const { t } = useTranslation(['landing', 'common']);
  const language = useLanguage();
  const packets = usePublicPackets(language);
  const others = useOtherPackets(language);
  // Re-renders when the person signs in or out in another tab.
  useStoredValue('token');
  const signedIn = isSignedIn();

  let content: ReactNode;
  if (packets.isPending) {
    content = <PacketsPlaceholder />;
  } else if (packets.isError) {
    content = (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-card border border-line bg-white p-6 sm:flex-row sm:items-center"
      >
        <WarningIcon className="shrink-0 text-warning" width={28} height={28} />
        <p className="flex-1 text-body">{t('packets.error')}</p>
        <Button variant="secondary" onClick={() => void packets.refetch()} loading={packets.isFetching}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else {
    const groups = GROUPS.map((group) => ({
      ...group,
      items: packets.data.filter((packet) => packet.brand === group.brand),
      // The line's other packets, when they have loaded (quietly left out otherwise).
      others: (others.data ?? []).filter((packet) => packet.brand === group.brand),
    })).filter((group) => group.items.length > 0);
    content =
      groups.length === 0 ? (
        <p className="rounded-card border border-line bg-white p-6">{t('packets.empty')}</p>
      ) : (
        <div className="space-y-14">
          {groups.map((group) => (
            <div key={group.brand}>
              <h3 id={`packets-${group.key}-title`} className="text-h3 font-bold text-brand-900">
                {t(`packets.groups.${group.key}`)}
              </h3>
              <p className="mt-1 mb-5 text-small text-muted">{t(`packets.groupsLead.${group.key}`)}</p>
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {group.items.map((packet) => (
                  <li key={packet.id}>
                    <PacketCard packet={packet} language={language} signedIn={signedIn} />
                  </li>
                ))}
              </ul>
              {group.others.length > 0 ? (
                <div className="mt-8">
                  <p id={`packets-${group.key}-others`} className="text-body font-bold text-brand-900">
                    {t(`packets.othersTitle.${group.key}`)}
                  </p>
                  <p id={`packets-${group.key}-others-lead`} className="mt-1 mb-5 text-small text-muted">
                    {t(`packets.othersLead.${group.key}`)}
                  </p>
                  <ul
                    className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
                    aria-labelledby={`packets-${group.key}-others`}
                    aria-describedby={`packets-${group.key}-others-lead`}
                  >
                    {group.others.map((packet) => (
                      <li key={packet.id}>
                        <PacketCard packet={packet} language={language} signedIn={signedIn} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          ))}
        </div>
      );
  }
  return content;
}

/**
 * The pricing cards from `GET /api/packets` (is_main packets only), grouped by product line, and
 * under each line's cards the other packets it sells (`GET /api/brands/{type}/products?is_main=0`:
 * e-commerce, company transfer, serviced offices), chosen in the application; never made-up
 * prices. A lazy part of the landing page (lib/deferred-module.ts): `prepare` fetches the
 * packets before the first render, so a link to a later section scrolls past their final height.
 */
export default function PacketsContent() {
  return (
    <QueryProvider>
      <Packets />
    </QueryProvider>
  );
}

/** @public Called by lib/deferred-module.ts through the lazy import in app/routes/landing.tsx. */
export function prepare(): Promise<unknown> {
  const language = currentLanguage();
  return Promise.all([
    queryClient.prefetchQuery(publicPacketsQueryOptions(language)),
    queryClient.prefetchQuery(otherPacketsQueryOptions(language)),
  ]);
}
