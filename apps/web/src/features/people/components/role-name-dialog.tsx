import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROLE_NAME_MAX_LENGTH,
  type TRoleItem,
  type TRoleRequest,
  ZRoleRequest,
} from '@portal/contracts/staff/roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { type TRoleBody, useSaveRole } from '../api/save-role.ts';

type RoleNameDialogProps = {
  open: boolean;
  /** The role to rename; null creates a new one. */
  role: TRoleItem | null;
  onClose: () => void;
};

/** Creates a role or renames one: a name of 2 to 50 characters (`ZRoleRequest`). */
export function RoleNameDialog({ open, role, onClose }: RoleNameDialogProps) {
  const { t } = useTranslation('people');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={role ? t('roles.renameTitle') : t('roles.createTitle')}
      description={role ? role.name : undefined}
      size="sm"
    >
      {open ? <RoleNameForm key={role?.id ?? 'new'} role={role} onDone={onClose} /> : null}
    </Modal>
  );
}

function RoleNameForm({ role, onDone }: { role: TRoleItem | null; onDone: () => void }) {
  const { t } = useTranslation('people');
  const text = useMessageText();
  const save = useSaveRole(role?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TRoleRequest, unknown, TRoleBody>({
    resolver: zodResolver(ZRoleRequest),
    defaultValues: { name: role?.name ?? '' },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['name'])) setFailure(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Input
        label={t('roles.name')}
        hint={t('roles.nameHint', { max: ROLE_NAME_MAX_LENGTH })}
        autoComplete="off"
        required
        maxLength={ROLE_NAME_MAX_LENGTH}
        error={text(form.formState.errors.name?.message)}
        {...form.register('name')}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {role ? t('roles.rename') : t('roles.create')}
        </Button>
      </div>
    </form>
  );
}
