import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/form-errors.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** `danger` for what cannot be undone from here (deactivating, deleting, removing a permission). */
  tone?: 'primary' | 'danger';
  onCancel: () => void;
  /**
   * Runs on confirmation; the dialog waits for it. A failure (the server's 409 message) stays in
   * the dialog; success closes it through the caller.
   */
  onConfirm: () => Promise<void> | void;
};

/** A question with a cancel and a confirm button, answered before anything is sent. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = () => {
    if (pending) return;
    setFailure(null);
    onCancel();
  };

  const confirm = async () => {
    setFailure(null);
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      title={title}
      description={description}
      size="sm"
      // Esc or a click outside is "cancel", the safe answer; not while the request is on its way.
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button variant={tone} onClick={confirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Modal>
  );
}
