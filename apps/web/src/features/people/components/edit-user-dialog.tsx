import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TManagedUser,
  type TUpdateManagedUserRequest,
  ZUpdateManagedUserRequest,
} from '@portal/contracts/staff/managed-users';
import type { TRoleItem } from '@portal/contracts/staff/roles';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toMaskedLocalPhone } from '../../../components/form/phone-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { type TUpdateUserBody, useUpdateUser } from '../api/update-user.ts';
import { PersonContactFields } from './person-contact-fields.tsx';
import { RoleSelect } from './role-select.tsx';
import { RolesGate } from './roles-gate.tsx';

const FIELDS = ['name', 'email', 'phone', 'role_id', 'is_active'] as const;

type EditUserDialogProps = {
  /** The person to edit; the dialog is open while it is set. */
  user: TManagedUser | null;
  onClose: () => void;
};

/**
 * `PUT users/{id}`: name, e-mail, phone, role and whether the person may sign in. The server's
 * refusals (the last admin, one's own admin role: 409) show above the form.
 */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation('people');
  return (
    <Modal
      open={user !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('userForm.editTitle')}
      description={user ? user.name : undefined}
    >
      {user ? (
        <RolesGate>
          {(roles) => <EditUserForm key={user.id} user={user} roles={roles} onDone={onClose} />}
        </RolesGate>
      ) : null}
    </Modal>
  );
}

function EditUserForm({
  user,
  roles,
  onDone,
}: {
  user: TManagedUser;
  roles: readonly TRoleItem[];
  onDone: () => void;
}) {
  const { t } = useTranslation('people');
  const text = useMessageText();
  const activeHintId = useId();
  const update = useUpdateUser(user.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TUpdateManagedUserRequest, unknown, TUpdateUserBody>({
    resolver: zodResolver(ZUpdateManagedUserRequest),
    shouldFocusError: false,
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: toMaskedLocalPhone(user.phone),
      role_id: user.role_id === null ? '' : String(user.role_id),
      is_active: user.is_active,
    },
  });
  const { errors } = form.formState;
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync(body);
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PersonContactFields form={form} />
      <RoleSelect
        roles={roles}
        error={text(errors.role_id?.message)}
        registration={form.register('role_id')}
      />
      <div>
        <label className="inline-flex min-h-11 items-center gap-2 text-small font-medium text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-800"
            aria-describedby={activeHintId}
            {...form.register('is_active')}
          />
          {t('userForm.active')}
        </label>
        <p id={activeHintId} className="text-small text-muted">
          {t('userForm.activeHint')}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('userForm.save')}
        </Button>
      </div>
    </form>
  );
}
