import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import type {
  TCompanyChangeRequest,
  TCompanyProfile,
} from '@portal/contracts/company-profile/company-profile';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCompanyChangeRequests, useCompanyDetails } from '../api/company-details.ts';
import { ChangeList } from '../components/change-list.tsx';
import { CompanyEditForm } from '../components/company-edit-form.tsx';

/**
 * `/profile/company-edit/{id}`: the company's name, tax details and address. It says whether a
 * change applies at once (before the application is submitted) or goes to the advisor, shows the
 * change waiting, and the last decision on one.
 */
export default function CompanyEditPage() {
  const { id } = useParams();
  const accountId = Number(id);
  return (
    <div className="space-y-6">
      <BackLink />
      {Number.isInteger(accountId) && accountId > 0 ? <CompanyEdit id={accountId} /> : <NotFound />}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('companyProfile');
  const language = useLanguage();
  return (
    <Link
      to={pathTo(language, 'profileCompanies')}
      className="inline-flex items-center text-small font-semibold"
    >
      <ArrowRightIcon className="me-1 rotate-180" />
      {t('edit.back')}
    </Link>
  );
}

function CompanyEdit({ id }: { id: number }) {
  const { t } = useTranslation('companyProfile');
  const details = useCompanyDetails(id);
  // 404: not there, or someone else's (the server does not say which).
  if (details.error instanceof ApiError && details.error.status === 404) return <NotFound />;
  return (
    <QueryState query={details} errorTitle={t('edit.loadFailed')}>
      {(company) => <CompanyDetails company={company} />}
    </QueryState>
  );
}

/** What the form starts from: a new answer (saved, or a request now waiting) starts it afresh. */
function versionOf(company: TCompanyProfile): string {
  return JSON.stringify(company);
}

function CompanyDetails({ company }: { company: TCompanyProfile }) {
  const { t } = useTranslation(['companyProfile', 'pages']);
  const pending = company.pending_request;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileCompanyEdit.title')}</h1>
        <p className="mt-1 text-body break-words text-muted">{t('edit.lead', { name: company.name })}</p>
      </div>
      <ModeNotice company={company} />
      {pending ? <PendingRequest request={pending} /> : <LastDecision companyId={company.id} />}
      <Card>
        <CompanyEditForm
          key={versionOf(company)}
          company={company}
          locked={!company.can_edit || pending !== null}
        />
      </Card>
    </div>
  );
}

function ModeNotice({ company }: { company: TCompanyProfile }) {
  const { t } = useTranslation('companyProfile');
  if (!company.can_edit) return <Alert tone="info">{t('edit.readOnly')}</Alert>;
  return company.mode === 'direct' ? (
    <Alert tone="info" title={t('edit.modeDirectTitle')}>
      {t('edit.modeDirect')}
    </Alert>
  ) : (
    <Alert tone="info" title={t('edit.modeRequestTitle')}>
      {t('edit.modeRequest')}
    </Alert>
  );
}

function PendingRequest({ request }: { request: TCompanyChangeRequest }) {
  const { t } = useTranslation('companyProfile');
  const language = useLanguage();
  return (
    <Alert tone="warning" title={t('edit.pendingTitle')}>
      <p>
        {t('edit.pendingText', { date: formatIstanbulDateTime(new Date(request.requested_at), language) })}
      </p>
      <ChangeList changes={request.changes} />
    </Alert>
  );
}

/** The latest request, once decided: what became of the customer's last change (and why not). */
function LastDecision({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companyProfile');
  const language = useLanguage();
  const requests = useCompanyChangeRequests(companyId);
  const latest = requests.data?.[0];
  if (!latest || latest.status === 'pending' || !latest.decided_at) return null;
  const date = formatIstanbulDateTime(new Date(latest.decided_at), language);
  return latest.status === 'approved' ? (
    <Alert tone="success" title={t('edit.lastApprovedTitle')}>
      <p>{t('edit.lastApproved', { date })}</p>
      <ChangeList changes={latest.changes} />
    </Alert>
  ) : (
    <Alert tone="warning" title={t('edit.lastRejectedTitle')}>
      <p className="break-words">{t('edit.lastRejected', { date, reason: latest.reason ?? '' })}</p>
      <ChangeList changes={latest.changes} />
    </Alert>
  );
}

function NotFound() {
  const { t } = useTranslation('companyProfile');
  const language = useLanguage();
  return (
    <Card className="text-center">
      <h1 className="text-h2 font-bold text-brand-950">{t('edit.notFoundTitle')}</h1>
      <p className="mt-2 text-body text-muted">{t('edit.notFoundText')}</p>
      <LinkButton to={pathTo(language, 'profileCompanies')} variant="secondary" className="mt-6">
        {t('edit.back')}
      </LinkButton>
    </Card>
  );
}
