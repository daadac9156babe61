import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { type TInvoiceFile, useDownloadInvoice } from '../download-invoice.ts';

/** An invoice's PDF or XML (or a credit note's PDF) as a download; a failure shows as a notification. */
export function InvoiceDownloadButton({ invoice }: { invoice: TInvoiceFile }) {
  const { t } = useTranslation(['payments', 'common']);
  const download = useDownloadInvoice();

  const save = async () => {
    const saved = await download.mutateAsync(invoice).catch(() => false);
    if (!saved)
      notify({ type: 'error', title: t('common:error'), description: t('invoices.downloadFailed') });
  };

  const label = invoice.creditNote
    ? 'invoices.downloadCreditNote'
    : invoice.format === 'xml'
      ? 'invoices.downloadXml'
      : 'invoices.download';
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      onClick={save}
      icon={<DocumentIcon className="size-4" />}
      className="w-full md:w-auto"
    >
      {t(label)} <span className="sr-only">{t('invoices.downloadFor', { number: invoice.number })}</span>
    </Button>
  );
}
