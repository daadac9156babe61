import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDownloadInvoice } from '../download-invoice.ts';

/** An invoice's (or a credit note's) PDF as a download; a failure shows as a notification. */
export function InvoiceDownloadButton({
  invoice,
}: {
  invoice: Pick<TInvoice, 'id' | 'number'> & { creditNote?: boolean };
}) {
  const { t } = useTranslation(['payments', 'common']);
  const download = useDownloadInvoice();

  const save = async () => {
    const saved = await download.mutateAsync(invoice).catch(() => false);
    if (!saved)
      notify({ type: 'error', title: t('common:error'), description: t('invoices.downloadFailed') });
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      onClick={save}
      icon={<DocumentIcon className="size-4" />}
      className="w-full md:w-auto"
    >
      {t(invoice.creditNote ? 'invoices.downloadCreditNote' : 'invoices.download')}{' '}
      <span className="sr-only">{t('invoices.downloadFor', { number: invoice.number })}</span>
    </Button>
  );
}
