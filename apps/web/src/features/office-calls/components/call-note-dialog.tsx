import { CALL_LIMITS, type TOfficeCall } from '@portal/contracts/office/office-calls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

type CallNoteDialogProps = {
  call: TOfficeCall;
  /** The call's time, as the list shows it. */
  time: string;
  /** Saves the note ('' removes it); the dialog stays open when it fails (the client tells why). */
  onSave: (note: string) => Promise<void>;
  onClose: () => void;
};

/** The customer's own note on a call; mounted afresh (a new `key`) for each call. */
export function CallNoteDialog({ call, time, onSave, onClose }: CallNoteDialogProps) {
  const { t } = useTranslation('officeCalls');
  const formId = useId();
  const [note, setNote] = useState(call.note ?? '');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(note.trim());
    } catch {
      // The API client has shown the failure; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('note.title')}
      description={t('note.description', { caller: call.caller_name, time })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('note.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('note.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Textarea
          label={t('note.label')}
          hint={t('note.hint', { max: CALL_LIMITS.note })}
          maxLength={CALL_LIMITS.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Modal>
  );
}
