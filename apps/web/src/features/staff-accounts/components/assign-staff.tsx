import { zodResolver } from '@hookform/resolvers/zod';
import type { TAccountUser } from '@portal/contracts/accounts/account-schemas';
import { type TAssignStaffRequest, ZAssignStaffRequest } from '@portal/contracts/staff/account-staff';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useAssignAccountStaff } from '../api/assign-account-staff.ts';
import { type TServingRole, useRoleUsers } from '../api/get-role-users.ts';

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** A select holds '' (nobody) or an id as text; the contracts' request schema decides what is sent. */
const ZAssignStaffForm = z
  .object({ advisor_id: z.string(), secretary_id: z.string() })
  .transform(
    (form): TAssignStaffRequest => ({
      advisor_id: idOrNull(form.advisor_id),
      secretary_id: idOrNull(form.secretary_id),
    }),
  )
  .pipe(ZAssignStaffRequest);
type TAssignStaffFormValues = z.input<typeof ZAssignStaffForm>;
type TAssignStaffFormBody = z.output<typeof ZAssignStaffForm>;

type Person = { id: number; name: string };

/** The account's present advisor or secretary: found among its users by their first role (spec section 6). */
function servingMember(users: readonly TAccountUser[], role: TServingRole): Person | null {
  return users.find((user) => user.role_name === role) ?? null;
}

const asValue = (person: Person | null) => (person ? String(person.id) : '');

/**
 * An admin names the company's advisor and secretary (`PUT accounts/{id}/staff?all=1`); each
 * replaces the previous one, "nobody" removes it. The page shows this to admins only.
 */
export function AssignStaff({ account }: { account: { id: number; users: readonly TAccountUser[] } }) {
  const { t } = useTranslation('staff');
  const text = useMessageText();
  const headingId = useId();
  const advisor = servingMember(account.users, 'advisor');
  const secretary = servingMember(account.users, 'secretary');
  const advisors = useRoleUsers('advisor');
  const secretaries = useRoleUsers('secretary');
  const assign = useAssignAccountStaff(account.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<TAssignStaffFormValues, unknown, TAssignStaffFormBody>({
    resolver: zodResolver(ZAssignStaffForm),
    defaultValues: { advisor_id: asValue(advisor), secretary_id: asValue(secretary) },
  });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      const staff = await assign.mutateAsync(body);
      form.reset({ advisor_id: asValue(staff.advisor), secretary_id: asValue(staff.secretary) });
      setSaved(true);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['advisor_id', 'secretary_id'])) {
        setFailure(errorMessage(error));
      }
    }
  });

  const picker = (
    name: 'advisor_id' | 'secretary_id',
    label: string,
    people: readonly Person[] | undefined,
    current: Person | null,
  ) => (
    <Field label={label} error={text(form.formState.errors[name]?.message)}>
      {(control) => (
        <select className={controlClasses} {...form.register(name)} {...control}>
          <option value="">{t('assign.none')}</option>
          {withCurrent(people ?? [], current).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <Card>
      <h2 id={headingId} className="text-h3 font-bold text-brand-950">
        {t('assign.title')}
      </h2>
      <p className="mt-1 text-small text-muted">{t('assign.lead')}</p>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-4 space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {advisors.isError || secretaries.isError ? (
          <Alert tone="warning">{t('assign.loadFailed')}</Alert>
        ) : null}
        {picker('advisor_id', t('assign.advisor'), advisors.data?.data, advisor)}
        {picker('secretary_id', t('assign.secretary'), secretaries.data?.data, secretary)}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="text-small font-medium text-success">
            {saved && !form.formState.isDirty ? t('assign.saved') : null}
          </p>
          <Button
            type="submit"
            variant="secondary"
            loading={assign.isPending}
            disabled={!form.formState.isDirty}
          >
            {t('assign.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The people of the role, with the present one kept even when the list leaves them out (inactive, or past 100). */
function withCurrent(people: readonly Person[], current: Person | null): Person[] {
  const list = people.map((person) => ({ id: person.id, name: person.name }));
  if (current && !list.some((person) => person.id === current.id)) list.unshift(current);
  return list;
}
