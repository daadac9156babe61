import type { TBoothListItem } from '@portal/contracts/network/network-schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { BoothBadges } from './booth-badges.tsx';
import { BoothLogo } from './booth-logo.tsx';

/**
 * One booth in the directory: logo, name (the link to its page), sector and city, the short
 * description and what it offers. The whole card is not a link, so its text stays selectable and
 * a screen reader hears one link per booth, named by the booth.
 */
export function BoothCard({ booth }: { booth: TBoothListItem }) {
  const { t } = useTranslation('networkBooths');
  const language = useLanguage();
  return (
    <Card className="flex h-full flex-col gap-4">
      <div className="flex items-start gap-4">
        <BoothLogo boothId={booth.id} name={booth.name} logoUrl={booth.logo_url} />
        <div className="min-w-0 flex-1">
          <h3 className="text-h3 font-bold break-words text-brand-950">
            <Link
              to={pathTo(language, 'networkStand', { id: booth.id })}
              className="text-brand-900 underline-offset-2 hover:underline"
            >
              {booth.name}
            </Link>
          </h3>
          <p className="text-small text-muted">
            {t('card.where', { sector: t(`sectors.${booth.sector}`), city: booth.city })}
          </p>
        </div>
      </div>
      <BoothBadges featured={booth.featured} hidden={booth.hidden} mine={booth.is_mine} />
      {booth.summary ? <p className="text-body break-words text-ink">{booth.summary}</p> : null}
      {booth.offer ? (
        <p className="mt-auto rounded-lg bg-brand-50 p-3 text-small break-words text-brand-950">
          <span className="font-semibold">{t('card.offer')}</span> {booth.offer}
        </p>
      ) : null}
    </Card>
  );
}
