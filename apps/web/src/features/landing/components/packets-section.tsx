import { BRAND_FILTERS } from '@portal/contracts/products/product-types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePublicPackets } from '../api/get-public-packets.ts';
import { LandingSection } from './landing-section.tsx';
import { PacketCard } from './packet-card.tsx';

const GROUPS = [
  { brand: BRAND_FILTERS.accountant, titleKey: 'packets.groups.accountant' },
  { brand: BRAND_FILTERS.office, titleKey: 'packets.groups.office' },
] as const;

/** The pricing cards from `GET /api/packets`, grouped by product line; never made-up prices. */
export function PacketsSection() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const packets = usePublicPackets(language);

  let content: ReactNode;
  if (packets.isPending) {
    content = (
      <div className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-8" label={t('packets.loading')} />
      </div>
    );
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
        <div className="space-y-12">
          {groups.map((group) => (
            <div key={group.brand}>
              <h3 className="mb-5 text-h3 font-bold text-brand-900">{t(group.titleKey)}</h3>
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {group.items.map((packet) => (
                  <li key={packet.id}>
                    <PacketCard packet={packet} language={language} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
  }

  return (
    <LandingSection id="packets" title={t('packets.title')} lead={t('packets.lead')} tone="surface">
      {content}
    </LandingSection>
  );
}
