import { zodResolver } from '@hookform/resolvers/zod';
import { type TCreateUserRequest, ZCreateUserRequest } from '@portal/contracts/staff/managed-users';
import type { TRoleItem } from '@portal/contracts/staff/roles';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/form/password-checklist.tsx';
import { PasswordInput } from '../../../components/form/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { type TCreateUserBody, useCreateUser } from '../api/create-user.ts';
import { useRoleLabel } from './labels.ts';
import { PersonContactFields } from './person-contact-fields.tsx';
import { RoleSelect } from './role-select.tsx';
import { RolesGate } from './roles-gate.tsx';

const FIELDS = ['name', 'email', 'phone', 'password', 'role_id'] as const;

type CreateUserDialogProps = {
  open: boolean;
  title: string;
  /** The role name of the advisors and secretaries pages: the new person gets it, with no choice. */
  fixedRole?: string;
  onClose: () => void;
};

/** `POST users`: a new person with a role, checked with the contracts' `ZCreateUserRequest`. */
export function CreateUserDialog({ open, title, fixedRole, onClose }: CreateUserDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
    >
      <RolesGate>
        {(roles) => <CreateUserForm roles={roles} fixedRole={fixedRole} onDone={onClose} />}
      </RolesGate>
    </Modal>
  );
}

function CreateUserForm({
  roles,
  fixedRole,
  onDone,
}: {
  roles: readonly TRoleItem[];
  fixedRole?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('people');
  const text = useMessageText();
  const roleLabel = useRoleLabel();
  const checklistId = useId();
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const fixed = fixedRole ? roles.find((role) => role.name === fixedRole) : undefined;
  const form = useForm<TCreateUserRequest, unknown, TCreateUserBody>({
    resolver: zodResolver(ZCreateUserRequest),
    shouldFocusError: false,
    defaultValues: { name: '', email: '', phone: '', password: '', role_id: fixed ? String(fixed.id) : '' },
  });
  const { errors } = form.formState;
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  if (fixedRole && !fixed) return <Alert tone="error">{t('userForm.roleMissing')}</Alert>;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PersonContactFields form={form} />
      <PasswordInput
        label={t('userForm.password')}
        hint={t('userForm.passwordHint')}
        autoComplete="new-password"
        required
        describedBy={checklistId}
        error={text(errors.password?.message)}
        after={<PasswordChecklist id={checklistId} password={form.watch('password') ?? ''} />}
        {...form.register('password')}
      />
      {fixed ? (
        <p className="text-small">
          <span className="font-semibold text-ink">{t('userForm.role')}: </span>
          {roleLabel(fixed.name)}
        </p>
      ) : (
        <RoleSelect
          roles={roles}
          error={text(errors.role_id?.message)}
          registration={form.register('role_id')}
        />
      )}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('userForm.create')}
        </Button>
      </div>
    </form>
  );
}
