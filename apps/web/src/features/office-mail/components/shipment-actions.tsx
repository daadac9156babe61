import {
  SHIPMENT_LIMITS,
  type TShipment,
  type TShipmentRequestBody,
  ZShipmentRequest,
} from '@portal/contracts/office/office-shipments';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useRequestShipmentAction } from '../api/request-shipment-action.ts';
import {
  isFinal,
  mayBeScanned,
  openRequest,
  shredWaitsForSeen,
  yieldsToCustomer,
} from '../shipment-rules.ts';

/**
 * The customer's choices for an item: hold, forward (the address asked in a dialog), scan (not a
 * parcel), shred (confirmed first; an official notice only once seen). While the office works on a request,
 * or after a forward or a shred, the card says so instead.
 */
export function ShipmentActions({ item, accountId }: { item: TShipment; accountId: number }) {
  const { t } = useTranslation('officeMail');
  const request = useRequestShipmentAction(accountId);
  const [dialog, setDialog] = useState<'forward' | 'shred' | null>(null);
  const [pendingAction, setPendingAction] = useState<'hold' | 'scan' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shredHintId = useId();

  const waiting = openRequest(item);
  // What the standing rule asked waits for the desk, but the customer's own choice still wins.
  const byRule = waiting && yieldsToCustomer(waiting) ? waiting : null;
  if (waiting && !byRule) {
    return (
      <p className="text-small text-muted">
        {t('actions.pending', { action: t(`actionNames.${waiting.action}`) })}
      </p>
    );
  }
  if (isFinal(item)) return <p className="text-small text-muted">{t('actions.final')}</p>;

  /** Sends the choice; the server's answer (or refusal) is told. Throws for the dialogs to show. */
  const ask = async (body: TShipmentRequestBody) => {
    const envelope = await request.mutateAsync({ shipmentId: item.id, body });
    notify({ type: 'success', title: envelope.message ?? t('actions.requested') });
  };

  const askNow = async (action: 'hold' | 'scan') => {
    setProblem(null);
    setPendingAction(action);
    try {
      await ask({ action });
    } catch (error) {
      setProblem(errorMessage(error) ?? t('actions.failed'));
    } finally {
      setPendingAction(null);
    }
  };

  const shredBlocked = shredWaitsForSeen(item);
  return (
    <section aria-label={t('actions.title')} className="space-y-2">
      <h4 className="text-small font-semibold text-ink">{t('actions.title')}</h4>
      {byRule ? (
        <p className="text-small text-muted">
          {t('actions.byRule', { action: t(`actionNames.${byRule.action}`) })}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {item.status === 'held' ? null : (
          <Button
            size="sm"
            variant="secondary"
            loading={pendingAction === 'hold'}
            disabled={pendingAction !== null}
            onClick={() => void askNow('hold')}
            aria-label={t('actions.holdLabel', { sender: item.sender })}
          >
            {t('actions.hold')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={pendingAction !== null}
          onClick={() => setDialog('forward')}
          aria-label={t('actions.forwardLabel', { sender: item.sender })}
        >
          {t('actions.forward')}
        </Button>
        {mayBeScanned(item) ? (
          <Button
            size="sm"
            variant="secondary"
            loading={pendingAction === 'scan'}
            disabled={pendingAction !== null}
            onClick={() => void askNow('scan')}
            aria-label={t('actions.scanLabel', { sender: item.sender })}
          >
            {t('actions.scan')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          className="text-danger"
          disabled={shredBlocked || pendingAction !== null}
          aria-describedby={shredBlocked ? shredHintId : undefined}
          onClick={() => setDialog('shred')}
          aria-label={t('actions.shredLabel', { sender: item.sender })}
        >
          {t('actions.shred')}
        </Button>
      </div>
      {shredBlocked ? (
        <p id={shredHintId} className="text-xs text-muted">
          {t('actions.shredWaits')}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-small font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {dialog === 'forward' ? (
        <ForwardDialog item={item} onSend={ask} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'shred'}
        title={t('shred.title')}
        description={t('shred.description', { sender: item.sender })}
        confirmLabel={t('shred.confirm')}
        tone="danger"
        onCancel={() => setDialog(null)}
        onConfirm={async () => {
          await ask({ action: 'shred' });
          setDialog(null);
        }}
      />
    </section>
  );
}

/** The address to forward to (required, checked by the shared schema first) and a note. */
function ForwardDialog({
  item,
  onSend,
  onClose,
}: {
  item: TShipment;
  onSend: (body: TShipmentRequestBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('officeMail');
  const [address, setAddress] = useState('');
  const [note, setNote] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body: TShipmentRequestBody = { action: 'forward', address, ...(note.trim() ? { note } : {}) };
    if (!ZShipmentRequest.safeParse(body).success) {
      setAddressError(t('forward.addressRequired'));
      return;
    }
    setAddressError(null);
    setSending(true);
    try {
      await onSend(body);
      onClose();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.errors.address?.[0] : undefined;
      if (fieldMessage) setAddressError(fieldMessage);
      else setFailure(errorMessage(error) ?? t('actions.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open || sending ? undefined : onClose())}
      title={t('forward.title')}
      description={t('forward.description', { sender: item.sender })}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Textarea
          label={t('forward.address')}
          required
          autoComplete="street-address"
          maxLength={SHIPMENT_LIMITS.address}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={addressError ?? undefined}
        />
        <Input
          label={t('forward.note')}
          maxLength={SHIPMENT_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose} disabled={sending}>
            {t('forward.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('forward.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
