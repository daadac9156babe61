import { mayModerateBooths } from '@portal/contracts/network/network-constants';
import type { TBooth } from '@portal/contracts/network/network-schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useBooth } from '../api/get-booth.ts';
import { BoothBadges } from '../components/booth-badges.tsx';
import { BoothContactForm } from '../components/booth-contact-form.tsx';
import { BoothLogo } from '../components/booth-logo.tsx';
import { BoothSection } from '../components/booth-section.tsx';
import { BoothVisibilityAction } from '../components/booth-visibility-action.tsx';
import { DocumentDownloadButton } from '../components/document-download-button.tsx';
import { UpcomingSessions } from '../components/upcoming-sessions.tsx';

function boothId(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `endless-network/stand/{id}`: one booth: who the company is, what it offers, its products and
 * services, team, brochures and upcoming stage sessions, and the "contact this company" form.
 * Staff who moderate hide or show it; its own company finds the way to edit it.
 */
export default function NetworkStandPage() {
  const { t } = useTranslation(['networkBooths', 'pages']);
  const id = boothId(useParams().id);
  const booth = useBooth(id);
  const notFound = id === null || (booth.error instanceof ApiError && booth.error.status === 404);
  return (
    <div className="space-y-6">
      {notFound ? (
        <>
          <h1 className="text-h2 font-bold text-brand-950">{t('pages:networkStand.title')}</h1>
          <EmptyState>{t('stand.notFound')}</EmptyState>
        </>
      ) : (
        <QueryState query={booth} errorTitle={t('stand.loadFailed')}>
          {(loaded) => <Stand booth={loaded} />}
        </QueryState>
      )}
      <BackToDirectory />
    </div>
  );
}

function BackToDirectory() {
  const { t } = useTranslation('networkBooths');
  const language = useLanguage();
  return (
    <LinkButton variant="ghost" to={pathTo(language, 'networkCompanies')}>
      {t('stand.back')}
    </LinkButton>
  );
}

function Stand({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('networkBooths');
  const language = useLanguage();
  const role = useStoredValue('role_name');
  const permissions = useStoredValue('permissions') ?? [];
  const selected = useStoredValue('account');
  const mayModerate = mayModerateBooths(role, permissions);
  // The edit page works on the selected company: offer it when that is this booth's company.
  const mayEdit = booth.is_mine && selected?.id === booth.account_id;

  return (
    <>
      <Card>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <BoothLogo boothId={booth.id} name={booth.name} logoUrl={booth.logo_url} size="lg" />
          <div className="min-w-0 flex-1 space-y-3">
            <h1 className="text-h2 font-bold break-words text-brand-950">{booth.name}</h1>
            <p className="text-body text-muted">
              {t('card.where', { sector: t(`sectors.${booth.sector}`), city: booth.city })}
            </p>
            <BoothBadges featured={booth.featured} hidden={booth.hidden} mine={booth.is_mine} />
            {booth.website ? (
              <p>
                <a
                  href={booth.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold break-all text-brand-800 underline"
                >
                  {booth.website}
                  <span className="sr-only"> {t('stand.newWindow')}</span>
                </a>
              </p>
            ) : null}
            {mayEdit || mayModerate ? (
              <div className="flex flex-wrap gap-3 pt-1">
                {mayEdit ? (
                  <LinkButton to={pathTo(language, 'networkForMyCompany')}>{t('stand.edit')}</LinkButton>
                ) : null}
                {mayModerate ? <BoothVisibilityAction booth={booth} /> : null}
              </div>
            ) : null}
          </div>
        </div>
      </Card>

      {booth.hidden ? (
        <Alert tone="warning" title={t('stand.hiddenTitle')}>
          {booth.hidden_reason ? t('stand.hiddenReason', { reason: booth.hidden_reason }) : null}
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <BoothSection title={t('stand.about')}>
            <p className="whitespace-pre-line break-words text-body text-ink">{booth.description}</p>
            {booth.offer ? (
              <p className="rounded-lg bg-brand-50 p-3 text-body break-words text-brand-950">
                <span className="font-semibold">{t('card.offer')}</span> {booth.offer}
              </p>
            ) : null}
          </BoothSection>

          <BoothSection title={t('stand.items')}>
            {booth.items.length === 0 ? (
              <p className="text-small text-muted">{t('stand.noItems')}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {booth.items.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the list is shown whole and never reordered here.
                  <li key={`${item.name}-${index}`} className="rounded-lg border border-line p-3">
                    <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
                      {t(`itemKinds.${item.kind}`)}
                    </p>
                    <p className="font-semibold break-words text-ink">{item.name}</p>
                    {item.description ? (
                      <p className="mt-1 text-small break-words text-muted">{item.description}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </BoothSection>

          {booth.hidden || booth.is_mine ? null : (
            <Card>
              <BoothContactForm boothId={booth.id} boothName={booth.name} />
            </Card>
          )}
        </div>

        <div className="space-y-6">
          <BoothSection title={t('stand.team')}>
            {booth.team.length === 0 ? (
              <p className="text-small text-muted">{t('stand.noTeam')}</p>
            ) : (
              <ul className="space-y-2">
                {booth.team.map((member, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: team members have no id; the list is shown whole and never reordered here.
                  <li key={`${member.name}-${index}`}>
                    <p className="font-semibold break-words text-ink">{member.name}</p>
                    {member.title ? <p className="text-small text-muted">{member.title}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </BoothSection>

          <BoothSection title={t('stand.documents')}>
            {booth.documents.length === 0 ? (
              <p className="text-small text-muted">{t('stand.noDocuments')}</p>
            ) : (
              <ul className="space-y-3">
                {booth.documents.map((document) => (
                  <li key={document.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 font-semibold break-words text-ink">{document.title}</span>
                    <DocumentDownloadButton boothId={booth.id} document={document} />
                  </li>
                ))}
              </ul>
            )}
          </BoothSection>

          <BoothSection title={t('stand.sessions')}>
            <UpcomingSessions sessions={booth.upcoming_sessions} />
          </BoothSection>
        </div>
      </div>
    </>
  );
}
