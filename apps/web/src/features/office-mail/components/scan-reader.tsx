import type { TShipment } from '@portal/contracts/office/office-shipments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DocumentIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useShipmentFileUrl } from './use-shipment-file-url.ts';

/** "Read the scan": the PDF inside the portal, in a dialog, with a download link beside it. */
export function ScanReader({ item, all }: { item: TShipment; all: boolean }) {
  const { t } = useTranslation('officeMail');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<DocumentIcon className="size-4" />}
        onClick={() => setOpen(true)}
        aria-label={t('scan.readLabel', { sender: item.sender })}
      >
        {t('scan.read')}
      </Button>
      {open ? <ScanDialog item={item} all={all} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ScanDialog({ item, all, onClose }: { item: TShipment; all: boolean; onClose: () => void }) {
  const { t } = useTranslation('officeMail');
  const { url, failed } = useShipmentFileUrl('scan', {
    accountId: item.account_id,
    shipmentId: item.id,
    all,
  });
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('scan.title')}
      description={t('scan.description', { sender: item.sender })}
      size="lg"
    >
      {failed ? (
        <Alert tone="error">{t('scan.loadFailed')}</Alert>
      ) : url ? (
        <div className="space-y-3">
          <iframe
            src={url}
            title={t('scan.frameTitle', { sender: item.sender })}
            className="h-[65vh] w-full rounded-lg border border-line bg-surface"
          />
          <a
            href={url}
            download={`scan-${item.id}.pdf`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            {t('scan.download')}
          </a>
        </div>
      ) : (
        <div className="flex justify-center py-12">
          <Spinner className="size-8 text-brand-700" />
        </div>
      )}
    </Modal>
  );
}
