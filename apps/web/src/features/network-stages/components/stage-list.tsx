import type { TStage } from '@portal/contracts/network/network-schemas';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The seminar stages, each with its seats and place and a link to its page. */
export function StageList({ stages }: { stages: readonly TStage[] }) {
  const { t } = useTranslation('networkStages');
  const language = useLanguage();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {stages.map((stage) => (
        <li key={stage.id}>
          <Card padded={false} className="flex h-full flex-col gap-3 p-5">
            <h3 className="text-body font-bold text-brand-950">{stage.name}</h3>
            <p className="text-small text-muted">{stage.description}</p>
            <p className="text-small text-ink">{t('stage.seats', { capacity: stage.capacity })}</p>
            <LinkButton
              size="sm"
              variant="secondary"
              className="mt-auto self-start"
              to={pathTo(language, 'networkStage', { id: stage.id })}
              aria-label={t('stages.openNamed', { name: stage.name })}
            >
              {t('stages.open')}
            </LinkButton>
          </Card>
        </li>
      ))}
    </ul>
  );
}
