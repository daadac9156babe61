import {
  DOCUMENT_KINDS,
  REQUIRED_DOCUMENT_KINDS,
  type TAccountDocument,
} from '@portal/contracts/documents/document-kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { DocumentPreviewButton } from '../../../domains/accounts/components/document-preview.tsx';
import { downloadAccountDocument } from '../../../domains/accounts/documents.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAccountDocuments } from '../api/get-account-documents.ts';
import { formatFileSize, formatMoment } from '../formatting.ts';

/**
 * Every document kind of the application, uploaded or not, so a missing required one stands out
 * before approval. Files are viewed in the page or downloaded, through the API with the staff
 * member's token. The monthly documents have their own card (account-monthly-documents.tsx).
 */
export function AccountDocuments({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const documents = useAccountDocuments(accountId);
  return (
    <Card>
      <h2 className="text-h3 font-bold text-brand-950">{t('documents.title')}</h2>
      <div className="mt-4">
        <QueryState query={documents} errorTitle={t('documents.loadFailed')} size="section">
          {(uploaded) => (
            <ul className="divide-y divide-line">
              {DOCUMENT_KINDS.map((kind) => {
                const document = uploaded.find((item) => item.kind === kind);
                return (
                  <li key={kind} className="py-3 first:pt-0 last:pb-0">
                    {document ? (
                      <DocumentRow accountId={accountId} document={document} />
                    ) : (
                      <div>
                        <p className="text-small font-semibold text-ink">{t(`documents.kinds.${kind}`)}</p>
                        <p className="text-small text-muted">
                          {REQUIRED_DOCUMENT_KINDS.includes(kind)
                            ? t('documents.missingRequired')
                            : t('documents.missingOptional')}
                        </p>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function DocumentRow({ accountId, document }: { accountId: number; document: TAccountDocument }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setFailed(false);
    setDownloading(true);
    try {
      setFailed(!(await downloadAccountDocument(accountId, document, true)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <DocumentIcon className="mt-0.5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="text-small font-semibold text-ink">{t(`documents.kinds.${document.kind}`)}</p>
            <p className="text-small break-all text-muted">{document.file_name}</p>
            <p className="text-xs text-muted">
              {t('documents.meta', {
                size: formatFileSize(document.size, language),
                date: formatMoment(document.created_at, language),
              })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Read in the page, without downloading (a PDF or a photo). */}
          <DocumentPreviewButton accountId={accountId} document={document} all />
          <Button variant="ghost" size="sm" loading={downloading} onClick={download}>
            {/* The file's name completes the button's name for screen readers: "Download kimlik.pdf". */}
            {t('documents.download')} <span className="sr-only">{document.file_name}</span>
          </Button>
        </div>
      </div>
      {failed ? <Alert tone="error">{t('documents.downloadFailed')}</Alert> : null}
    </div>
  );
}
