import { formatIstanbulDate, todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TCompanyDocument } from '@portal/contracts/company-documents/company-documents';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DocumentIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../lib/cn.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { downloadCompanyDocument } from '../api/download-company-document.ts';
import { useCompanyDocuments } from '../api/get-company-documents.ts';
import type { TCompanyTarget } from '../api/query-keys.ts';
import { formatDay } from '../formatting.ts';
import { vaultExpiry } from '../vault-expiry.ts';
import { AddCompanyDocumentDialog } from './add-company-document-dialog.tsx';

/** A vault document by its name: its title, or its kind's name when it has none. */
function useVaultName(): (document: Pick<TCompanyDocument, 'kind' | 'title'>) => string {
  const { t } = useTranslation('documents');
  return (document) => document.title ?? t(`vault.kinds.${document.kind}`);
}

/**
 * The company's vault (issue 33): what the firm obtained for it, newest first, with its validity
 * ("expires soon" in its last 30 days, "expired" after) and a download (recorded by the server).
 * Customers read it under "Documents from your advisor"; staff also add to it.
 */
export function CompanyVault({ target, isStaff }: { target: TCompanyTarget; isStaff: boolean }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const headingId = useId();
  const documents = useCompanyDocuments(target);
  const nameOf = useVaultName();
  const [adding, setAdding] = useState(false);
  const today = todayInIstanbul();

  const columns: TColumn<TCompanyDocument>[] = [
    {
      key: 'document',
      header: t('vault.document'),
      rowHeader: true,
      cell: (document) => (
        <span className="block min-w-40 break-words">
          {nameOf(document)}
          {document.title ? (
            <span className="block text-small font-normal text-muted">
              {t(`vault.kinds.${document.kind}`)}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'validUntil',
      header: t('vault.validUntil'),
      cell: (document) => <Validity validUntil={document.valid_until} today={today} />,
    },
    {
      key: 'added',
      header: t('vault.added'),
      className: 'whitespace-nowrap',
      cell: (document) => formatIstanbulDate(new Date(document.created_at), language),
    },
    {
      key: 'file',
      header: t('vault.file'),
      cell: (document) => <DownloadButton target={target} document={document} name={nameOf(document)} />,
    },
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-h3 font-bold text-brand-950">
            {isStaff ? t('vault.staffTitle') : t('vault.title')}
          </h2>
          <p className="mt-1 text-body text-muted">{isStaff ? t('vault.staffLead') : t('vault.lead')}</p>
        </div>
        {isStaff ? (
          <Button icon={<PlusIcon className="size-4" />} onClick={() => setAdding(true)}>
            {t('vault.add.open')}
          </Button>
        ) : null}
      </div>
      <DataTable
        caption={t('vault.caption')}
        query={documents}
        columns={columns}
        rowKey={(document) => document.id}
        minWidth="md"
        errorTitle={t('vault.loadFailed')}
        empty={
          <EmptyState icon={<DocumentIcon className="size-7" />}>
            {isStaff ? t('vault.staffEmpty') : t('vault.empty')}
          </EmptyState>
        }
      />
      {adding ? <AddCompanyDocumentDialog target={target} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

const FLAG_TONES = {
  expired: 'bg-red-100 text-red-900',
  expiresSoon: 'bg-amber-100 text-amber-950',
} as const;

/** The last valid day, flagged when it has passed or is near (the flag's colour only repeats its words). */
function Validity({ validUntil, today }: { validUntil: string | null; today: string }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const expiry = vaultExpiry(validUntil, today);
  if (validUntil === null) return <span className="text-muted">{t('vault.noExpiry')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <time dateTime={validUntil} className="whitespace-nowrap">
        {formatDay(validUntil, language)}
      </time>
      {expiry === 'expired' || expiry === 'expiresSoon' ? (
        <span
          className={cn(
            'inline-block rounded-full px-2.5 py-0.5 text-caption font-semibold whitespace-nowrap',
            FLAG_TONES[expiry],
          )}
        >
          {t(`vault.${expiry}`)}
        </span>
      ) : null}
    </span>
  );
}

function DownloadButton({
  target,
  document,
  name,
}: {
  target: TCompanyTarget;
  document: TCompanyDocument;
  name: string;
}) {
  const { t } = useTranslation('documents');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      if (!(await downloadCompanyDocument(target, document))) {
        notify({ type: 'error', title: t('list.downloadFailed') });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      onClick={() => void download()}
      aria-label={t('vault.downloadLabel', { name })}
    >
      {t('vault.download')}
    </Button>
  );
}
