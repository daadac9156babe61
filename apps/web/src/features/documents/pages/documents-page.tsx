import { useTranslation } from 'react-i18next';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { CustomerDocuments } from '../components/customer-documents.tsx';
import { ReviewQueue } from '../components/review-queue.tsx';

/**
 * `/app/documents` (permission "show files"): a customer sends the selected company's monthly
 * documents; staff review what their companies sent. The server checks both.
 */
export default function DocumentsPage() {
  const { t } = useTranslation('documents');
  const { isStaff } = useSessionView();
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
