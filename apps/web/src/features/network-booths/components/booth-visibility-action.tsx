import { zodResolver } from '@hookform/resolvers/zod';
import { BOOTH_LIMITS } from '@portal/contracts/network/network-constants';
import { type TBooth, ZHideBoothRequest } from '@portal/contracts/network/network-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useSetBoothVisibility } from '../api/set-booth-visibility.ts';

type THideForm = z.input<typeof ZHideBoothRequest>;
type THideValues = z.output<typeof ZHideBoothRequest>;

/**
 * Staff who moderate (`mayModerateBooths`) hide a booth that breaks the rules, with the reason
 * its representative is mailed, or show a hidden one again (confirmed first).
 */
export function BoothVisibilityAction({ booth }: { booth: TBooth }) {
  const { t } = useTranslation('networkBooths');
  const [open, setOpen] = useState(false);
  const visibility = useSetBoothVisibility(booth.id);

  if (booth.hidden) {
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('moderation.show')}
        </Button>
        <ConfirmDialog
          open={open}
          title={t('moderation.showTitle')}
          description={t('moderation.showText', { name: booth.name })}
          confirmLabel={t('moderation.showConfirm')}
          onCancel={() => setOpen(false)}
          onConfirm={async () => {
            await visibility.mutateAsync({ hidden: false });
            setOpen(false);
          }}
        />
      </>
    );
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('moderation.hide')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('moderation.hideTitle')}
        description={t('moderation.hideText', { name: booth.name })}
      >
        {open ? (
          <HideForm
            onCancel={() => setOpen(false)}
            onHide={async (reason) => {
              await visibility.mutateAsync({ hidden: true, reason });
              setOpen(false);
            }}
          />
        ) : null}
      </Modal>
    </>
  );
}

function HideForm({ onCancel, onHide }: { onCancel: () => void; onHide: (reason: string) => Promise<void> }) {
  const { t } = useTranslation(['networkBooths', 'common']);
  const text = useMessageText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<THideForm, unknown, THideValues>({
    resolver: zodResolver(ZHideBoothRequest),
    defaultValues: { hidden: true, reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onHide(values.reason ?? '');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Textarea
        label={t('moderation.reason')}
        hint={t('moderation.reasonHint')}
        required
        rows={4}
        maxLength={BOOTH_LIMITS.hideReason}
        error={text(form.formState.errors.reason?.message)}
        {...form.register('reason')}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
          {t('moderation.hideConfirm')}
        </Button>
      </div>
    </form>
  );
}
