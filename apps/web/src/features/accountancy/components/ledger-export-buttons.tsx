import type { TLedgerExportFormat } from '@portal/contracts/ledger/ledger-schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDownloadLedgerExport } from '../api/export-ledger.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';

/** The month's entries downloaded as CSV or XLSX; a failed download says so in a notification. */
export function LedgerExportButtons({ target, period }: { target: TLedgerTarget; period: string }) {
  const { t } = useTranslation('accountancy');
  const download = useDownloadLedgerExport(target);

  const exportAs = async (format: TLedgerExportFormat) => {
    const saved = await download
      .mutateAsync({ period, format, fileStem: t('actions.exportFileName') })
      .catch(() => false);
    if (!saved) notify({ type: 'error', title: t('actions.exportFailed') });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void exportAs('csv')} disabled={download.isPending}>
        {t('actions.exportCsv')}
      </Button>
      <Button variant="secondary" onClick={() => void exportAs('xlsx')} disabled={download.isPending}>
        {t('actions.exportXlsx')}
      </Button>
    </>
  );
}
