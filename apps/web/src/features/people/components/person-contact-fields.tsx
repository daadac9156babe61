import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { useMessageText } from '../../../lib/form-errors.ts';

type TContactValues = { name: string; email: string; phone: string };

/** Name, e-mail and phone: the fields the create and edit dialogs share, with their messages. */
export function PersonContactFields<T extends TContactValues, C, V>({
  form,
}: {
  form: UseFormReturn<T, C, V>;
}) {
  const { t } = useTranslation('people');
  const text = useMessageText();
  // Both dialogs' forms hold these three fields under the same names; read them as that shape.
  const contact = form as unknown as UseFormReturn<TContactValues>;
  const { errors } = contact.formState;
  return (
    <>
      <Input
        label={t('userForm.name')}
        autoComplete="off"
        required
        error={text(errors.name?.message)}
        {...contact.register('name')}
      />
      <Input
        label={t('userForm.email')}
        type="email"
        autoComplete="off"
        required
        error={text(errors.email?.message)}
        {...contact.register('email')}
      />
      <PhoneField control={contact.control} name="phone" label={t('userForm.phone')} />
    </>
  );
}
