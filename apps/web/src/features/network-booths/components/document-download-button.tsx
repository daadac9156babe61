import type { TBoothDocument } from '@portal/contracts/network/network-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { downloadBoothDocument } from '../api/booth-documents.ts';

/** A brochure's name on disk: its title, with the characters file systems refuse taken out. */
function brochureFileName(title: string): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'brochure';
  return safe.toLowerCase().endsWith('.pdf') ? safe : `${safe}.pdf`;
}

/** Downloads a brochure through the authorised route (with the bearer token) and saves it. */
export function DocumentDownloadButton({ boothId, document }: { boothId: number; document: TBoothDocument }) {
  const { t } = useTranslation(['networkBooths', 'common']);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await downloadBoothDocument(boothId, document.id);
      if (blob) saveBlob(blob, brochureFileName(document.title));
      else
        notify({
          type: 'error',
          title: t('common:error'),
          description: t('documents.downloadFailed'),
        });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<DocumentIcon width={16} height={16} aria-hidden="true" />}
      loading={busy}
      onClick={download}
      aria-label={t('documents.downloadName', { title: document.title })}
    >
      {t('documents.download')}
    </Button>
  );
}
