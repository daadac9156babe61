import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useCompanyTarget } from '../../../domains/session/company-target.ts';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TCompanyTarget } from '../api/query-keys.ts';
import { CompanyVault } from '../components/company-vault.tsx';
import { CustomerDocuments } from '../components/customer-documents.tsx';
import { DocumentRequests } from '../components/document-requests.tsx';
import { ReviewQueue } from '../components/review-queue.tsx';

/**
 * `/app/documents` (permission "show files"): a customer sends the selected company's monthly
 * documents and reads what the firm keeps for it; staff review what their companies sent, or,
 * with `?account=ID` (from the company's page), keep one company's vault and requests. The server
 * checks each.
 */
export default function DocumentsPage() {
  const { t } = useTranslation('documents');
  const { target, isStaff } = useCompanyTarget();
  if (isStaff && target) {
    return <StaffCompanyDocuments target={target} />;
  }
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{isStaff ? t('queue.title') : t('title')}</h1>
        {isStaff ? null : <p className="mt-1 text-body text-muted">{t('lead')}</p>}
      </div>
      {isStaff ? <ReviewQueue /> : <CustomerDocuments />}
    </div>
  );
}

/**
 * One company's documents as the staff serving it keep them: its monthly documents waiting for
 * review, for those who review them (issue 36), then its vault and requests (issue 33).
 */
function StaffCompanyDocuments({ target }: { target: TCompanyTarget }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const { can } = useSessionView();
  const reviews = can(PERMISSIONS.showFiles) && can(PERMISSIONS.showAccountancy);
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('staffCompany.title')}</h1>
        <p className="mt-1 text-body text-muted">{t('staffCompany.lead', { id: target.accountId })}</p>
        <LinkButton
          variant="ghost"
          size="sm"
          className="mt-2"
          to={pathTo(language, 'accountDetail', { id: target.accountId })}
        >
          {t('staffCompany.back')}
        </LinkButton>
      </div>
      {reviews ? (
        <section id="review" aria-labelledby="company-review-queue" className="space-y-3">
          <h2 id="company-review-queue" className="text-h3 font-bold text-brand-950">
            {t('staffCompany.reviewTitle')}
          </h2>
          <ReviewQueue accountId={target.accountId} />
        </section>
      ) : null}
      <CompanyVault target={target} isStaff />
      <DocumentRequests target={target} isStaff mayFulfil={false} />
    </div>
  );
}
