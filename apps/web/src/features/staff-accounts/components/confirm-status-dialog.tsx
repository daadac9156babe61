import type { TAccountStatus } from '@portal/contracts/accounts/account-status';
import type { TProductLine } from '@portal/contracts/product-lines/registry';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useChangeAccountStatus } from '../api/change-account-status.ts';

type ConfirmStatusDialogProps = {
  account: { id: number; name: string };
  /** The product line decided on (1 accountant, 2 office, 7 network); the server's default when left out. */
  line?: TProductLine | undefined;
  /** The status to move to; the dialog is open while it is set. */
  target: TAccountStatus | null;
  title: string;
  description: string;
  confirmLabel: string;
  onClose: () => void;
  onChanged: () => void;
};

/** Asks before a status change that needs no reason (approval, and the other allowed moves). */
export function ConfirmStatusDialog({
  account,
  line,
  target,
  title,
  description,
  confirmLabel,
  onClose,
  onChanged,
}: ConfirmStatusDialogProps) {
  const { t } = useTranslation('staff');
  const change = useChangeAccountStatus(account.id);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    change.reset();
    onClose();
  };

  const confirm = async () => {
    if (target === null) return;
    setFailure(null);
    try {
      await change.mutateAsync({ status: target, ...(line !== undefined ? { type: line } : {}) });
      close();
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !change.isPending) close();
      }}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={confirm} loading={change.isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Modal>
  );
}
