import { formatPeriod } from '@portal/contracts/documents/document-periods';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/data/list-results.tsx';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { pathTo } from '../../../config/paths.ts';
import { DocumentPreviewButton } from '../../../domains/accounts/components/document-preview.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAccountReviewQueue } from '../api/get-account-review-queue.ts';
import { formatFileSize, formatMoment } from '../formatting.ts';

/**
 * The company's monthly documents waiting for the advisor's review, beside its application's
 * (issue 36: the page listed only those): the oldest few, each viewed in the page, and the way to
 * review them on the company's documents page. For staff who review monthly documents.
 */
export function AccountMonthlyDocuments({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const queue = useAccountReviewQueue(accountId);
  const reviewPage = `${pathTo(language, 'documents')}?account=${accountId}#review`;
  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('documents.monthly.title')}</h2>
      <div className="mt-4">
        <ListResults
          compact
          query={queue}
          errorTitle={t('documents.monthly.loadFailed')}
          summary={(count) => t('documents.monthly.total', { count })}
          empty={t('documents.monthly.empty')}
        >
          {(documents) => (
            <div className="space-y-4">
              <ul className="divide-y divide-line">
                {documents.map((document) => (
                  <li key={document.id} className="py-3 first:pt-0 last:pb-0">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="flex min-w-0 gap-3">
                        <DocumentIcon className="mt-0.5 shrink-0 text-brand-700" />
                        <div className="min-w-0">
                          <p className="text-small font-semibold text-ink">
                            {t('documents.monthly.item', {
                              kind: t(`documents.monthlyKinds.${document.kind}`),
                              month: formatPeriod(document.period, language),
                            })}
                          </p>
                          <p className="text-small break-all text-muted">{document.file_name}</p>
                          <p className="text-xs text-muted">
                            {t('documents.meta', {
                              size: formatFileSize(document.size, language),
                              date: formatMoment(document.created_at, language),
                            })}
                          </p>
                        </div>
                      </div>
                      <DocumentPreviewButton accountId={accountId} document={document} all />
                    </div>
                  </li>
                ))}
              </ul>
              <LinkButton variant="secondary" size="sm" to={reviewPage}>
                {t('documents.monthly.review')}
              </LinkButton>
            </div>
          )}
        </ListResults>
      </div>
    </Card>
  );
}
