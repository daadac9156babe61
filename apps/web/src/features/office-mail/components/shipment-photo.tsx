import type { TShipment } from '@portal/contracts/office/office-shipments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { useShipmentFileUrl } from './use-shipment-file-url.ts';

/** The envelope's photo as a thumbnail; a click (or Enter) opens it larger. */
export function ShipmentPhoto({ item, all }: { item: TShipment; all: boolean }) {
  const { t } = useTranslation('officeMail');
  const [open, setOpen] = useState(false);
  const { url, failed } = useShipmentFileUrl('photo', {
    accountId: item.account_id,
    shipmentId: item.id,
    all,
  });
  const alt = t('photo.alt', { sender: item.sender });
  if (failed) return <p className="text-small text-muted">{t('photo.loadFailed')}</p>;
  if (!url) return <div className="size-24 animate-pulse rounded-lg bg-surface" aria-hidden="true" />;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('photo.open')}
        className="block size-24 overflow-hidden rounded-lg border border-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
      >
        <img src={url} alt={alt} className="size-full object-cover" />
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t('photo.title')} size="lg">
        <img src={url} alt={alt} className="max-h-[70vh] w-full rounded-lg object-contain" />
      </Modal>
    </>
  );
}
