import { type ReactNode, useId } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useMessageText } from '../../lib/form-errors.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

type NewPasswordFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's password and confirmation fields, in that order. */
  names: readonly [FieldPathByValue<T, string>, FieldPathByValue<T, string>];
  labels: readonly [ReactNode, ReactNode];
};

/**
 * A new password and its confirmation, with the rule checklist under the password: the block
 * that sign-up, the reset form and the change-password page share.
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  names,
  labels,
}: NewPasswordFieldsProps<T>) {
  const text = useMessageText();
  const checklistId = useId();
  const password = useController({ control, name: names[0] });
  const confirmation = useController({ control, name: names[1] });
  return (
    <>
      <PasswordInput
        label={labels[0]}
        autoComplete="new-password"
        required
        describedBy={checklistId}
        error={text(password.fieldState.error?.message)}
        after={<PasswordChecklist id={checklistId} password={String(password.field.value ?? '')} />}
        {...password.field}
        value={String(password.field.value ?? '')}
      />
      <PasswordInput
        label={labels[1]}
        autoComplete="new-password"
        required
        error={text(confirmation.fieldState.error?.message)}
        {...confirmation.field}
        value={String(confirmation.field.value ?? '')}
      />
    </>
  );
}
