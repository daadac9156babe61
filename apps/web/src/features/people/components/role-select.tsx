import type { TRoleItem } from '@portal/contracts/staff/roles';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { useRoleLabel } from './labels.ts';

type RoleSelectProps = {
  roles: readonly TRoleItem[];
  error?: string;
  /** react-hook-form's `register('role_id')`: the value is the role's id as text, coerced by the schema. */
  registration: UseFormRegisterReturn;
};

/** The role of a person, chosen among the roles the server holds (GET roles). */
export function RoleSelect({ roles, error, registration }: RoleSelectProps) {
  const { t } = useTranslation('people');
  const roleLabel = useRoleLabel();
  return (
    <Field label={t('userForm.role')} required error={error}>
      {(control) => (
        <select className={controlClasses} {...registration} {...control}>
          <option value="">{t('userForm.chooseRole')}</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {roleLabel(role.name)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
