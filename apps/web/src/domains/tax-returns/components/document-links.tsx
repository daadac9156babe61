import type { TTaxReturn, TTaxReturnDocumentRole } from '@portal/contracts/tax-returns/tax-returns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { downloadTaxReturnDocument } from '../download-tax-return-document.ts';
import { useReturnTitle } from '../tax-return-format.ts';
import type { TTaxReturnTarget } from '../tax-return-keys.ts';

type TDocument = TTaxReturn['documents'][number];

/** A document of a return as a download button, named for screen readers with the return's title. */
export function DocumentDownload({
  target,
  taxReturn,
  document,
  label,
}: {
  target: TTaxReturnTarget;
  taxReturn: TTaxReturn;
  document: TDocument;
  /** The visible text; the role's name when omitted. */
  label?: string;
}) {
  const { t } = useTranslation('taxReturns');
  const title = useReturnTitle()(taxReturn);
  const [busy, setBusy] = useState(false);
  const name = t(`documents.${document.role}`);
  const download = async () => {
    setBusy(true);
    try {
      const saved = await downloadTaxReturnDocument(target, taxReturn.id, document);
      if (!saved) notify({ type: 'error', title: t('documents.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-label={t('documents.download', { document: name, title })}
      className="inline-flex min-h-11 items-center gap-1.5 text-start text-small font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60 sm:min-h-0"
    >
      <DocumentIcon className="size-4 shrink-0" aria-hidden="true" />
      {label ?? name}
    </button>
  );
}

/** The document of a role, if the return has one. */
export function documentOf(taxReturn: TTaxReturn, role: TTaxReturnDocumentRole): TDocument | undefined {
  return taxReturn.documents.find((document) => document.role === role);
}
