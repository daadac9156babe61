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
import { publicPacketsQueryOptions, usePublicPackets } from '../api/get-public-packets.ts';
import { PacketCard } from './packet-card.tsx';
import { PacketsPlaceholder } from './section-placeholders.tsx';

/** A group of packets per product line sold through an application wizard, in the lines' order. */
const GROUPS = WIZARD_PRODUCT_LINES.map((line) => ({ brand: line.id, key: line.key }));

function Packets() {
  const { t } = useTranslation(['landing', 'common']);
  const language = useLanguage();
  const packets = usePublicPackets(language);
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
            </div>
          ))}
        </div>
      );
  }
  return content;
}

/**
 * The pricing cards from `GET /api/packets` (is_main packets only), grouped by product line; never
 * made-up prices. A lazy part of the landing page (lib/deferred-module.ts): `prepare` fetches the
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
  return queryClient.prefetchQuery(publicPacketsQueryOptions(currentLanguage()));
}
