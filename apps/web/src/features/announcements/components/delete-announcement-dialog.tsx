import type { TAnnouncement } from '@portal/contracts/staff/announcements';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useDeleteAnnouncement } from '../api/delete-announcement.ts';

type DeleteAnnouncementDialogProps = {
  /** The announcement to delete; the dialog is open while it is set. */
  announcement: TAnnouncement | null;
  onClose: () => void;
};

/** Asks before deleting: customers stop seeing it at once, and it cannot be brought back. */
export function DeleteAnnouncementDialog({ announcement, onClose }: DeleteAnnouncementDialogProps) {
  const { t } = useTranslation('staffHome');
  const remove = useDeleteAnnouncement();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    if (!announcement) return;
    setFailure(null);
    try {
      await remove.mutateAsync(announcement.id);
      close();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open={announcement !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) close();
      }}
      title={t('announcements.delete.title')}
      description={t('announcements.delete.description', { title: announcement?.title ?? '' })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            {t('announcements.form.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {t('announcements.delete.submit')}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Modal>
  );
}
