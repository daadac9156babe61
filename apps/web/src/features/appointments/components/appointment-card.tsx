import { zodResolver } from '@hookform/resolvers/zod';
import { formatCalendarDate, formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { APPOINTMENT_STATUSES } from '@portal/contracts/contact/demo-booking-schemas';
import { toLocalPhone } from '@portal/contracts/people/phone';
import {
  APPOINTMENT_NOTES_MAX_LENGTH,
  type TAppointment,
  type TAppointmentUpdateRequest,
  ZAppointmentStatus,
  ZAppointmentUpdateRequest,
} from '@portal/contracts/staff/appointments';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field, Textarea } from '../../../components/ui/field.tsx';
import { CalendarIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { TAssignableStaff } from '../api/get-assignable-staff.ts';
import { useUpdateAppointment } from '../api/update-appointment.ts';

/**
 * The form's own shape: a select holds strings, so the assignee is '' or an id as text until it
 * is sent. The contracts' update schema is the rule for what is sent.
 */
const ZAppointmentForm = z
  .object({ status: ZAppointmentStatus, assignee_id: z.string(), notes: z.string() })
  .transform(
    (form): TAppointmentUpdateRequest => ({
      status: form.status,
      assignee_id: form.assignee_id === '' ? null : Number(form.assignee_id),
      notes: form.notes,
    }),
  )
  .pipe(ZAppointmentUpdateRequest);
type TAppointmentFormValues = z.input<typeof ZAppointmentForm>;
type TAppointmentFormBody = z.output<typeof ZAppointmentForm>;

function formValuesOf(appointment: TAppointment): TAppointmentFormValues {
  return {
    status: appointment.status,
    assignee_id: appointment.assignee ? String(appointment.assignee.id) : '',
    notes: appointment.notes ?? '',
  };
}

/** "+905321234567" → "0532 123 45 67", as people dial it; a number abroad as "+49 1512 3456789". */
function formatPhone(phone: string): string {
  const local = toLocalPhone(phone);
  if (local.startsWith('+')) return local;
  return `0${local}`.replace(/^(\d{4})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
}

type AppointmentCardProps = {
  appointment: TAppointment;
  staff: readonly TAssignableStaff[];
  me: { id: number; name: string } | null;
};

/** One demo booking: who asked, for when, and its status, assignee and notes, saved together. */
export function AppointmentCard({ appointment, staff, me }: AppointmentCardProps) {
  const { t } = useTranslation('staffHome');
  const language = useLanguage();
  const text = useMessageText();
  const headingId = useId();
  const update = useUpdateAppointment(appointment.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<TAppointmentFormValues, unknown, TAppointmentFormBody>({
    resolver: zodResolver(ZAppointmentForm),
    defaultValues: formValuesOf(appointment),
  });
  const notesLength = form.watch('notes').length;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(false);
    try {
      const next = await update.mutateAsync(body);
      form.reset(formValuesOf(next));
      setSaved(true);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['status', 'assignee_id', 'notes'])) {
        setFailure(errorMessage(error));
      }
    }
  });

  const options = assigneeOptions(staff, appointment, me);

  return (
    <Card className="p-5 sm:p-6" padded={false}>
      <article aria-labelledby={headingId} className="grid gap-5 lg:grid-cols-5">
        <div className="min-w-0 space-y-2 lg:col-span-2">
          <div>
            <h2 id={headingId} className="text-h3 font-bold break-words text-brand-950">
              {appointment.full_name}
            </h2>
            <p className="text-body break-words text-ink">{appointment.company}</p>
          </div>
          <dl className="space-y-1 text-small">
            <div className="flex items-center gap-2">
              <dt>
                <MailIcon className="size-4 text-muted" />
                <span className="sr-only">{t('appointments.email')}</span>
              </dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${appointment.email}`}>{appointment.email}</a>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <PhoneIcon className="size-4 text-muted" />
                <span className="sr-only">{t('appointments.phone')}</span>
              </dt>
              <dd>
                <a href={`tel:${appointment.phone}`}>{formatPhone(appointment.phone)}</a>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt>
                <CalendarIcon className="size-4 text-muted" />
                <span className="sr-only">{t('appointments.preferred')}</span>
              </dt>
              <dd className="font-semibold text-ink">
                {appointment.preferred_date
                  ? t('appointments.when', {
                      date: formatCalendarDate(appointment.preferred_date, language),
                      slot: appointment.time_slot,
                    })
                  : t('appointments.productRequest', { product: appointment.product_name ?? '—' })}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted">
            {t('appointments.received', {
              date: formatIstanbulDateTime(new Date(appointment.created_at), language),
            })}
          </p>
        </div>

        <form
          noValidate
          onSubmit={onSubmit}
          className="min-w-0 space-y-4 lg:col-span-3"
          aria-labelledby={headingId}
        >
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('appointments.status')} error={text(form.formState.errors.status?.message)}>
              {(control) => (
                <select className={controlClasses} {...form.register('status')} {...control}>
                  {APPOINTMENT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`appointments.statuses.${status}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={t('appointments.assignee')}
              error={text(form.formState.errors.assignee_id?.message)}
            >
              {(control) => (
                <select className={controlClasses} {...form.register('assignee_id')} {...control}>
                  <option value="">{t('appointments.unassigned')}</option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.id === me?.id ? t('appointments.me', { name: option.name }) : option.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Textarea
            label={t('appointments.notes')}
            rows={3}
            hint={t('appointments.notesCounter', {
              length: notesLength,
              max: APPOINTMENT_NOTES_MAX_LENGTH,
            })}
            error={text(form.formState.errors.notes?.message)}
            className="[&_textarea]:min-h-24"
            {...form.register('notes')}
          />
          <div className="flex flex-wrap items-center justify-end gap-3">
            <p role="status" className="text-small font-medium text-success">
              {saved && !form.formState.isDirty ? t('appointments.saved') : null}
            </p>
            <Button
              type="submit"
              variant="secondary"
              loading={update.isPending}
              disabled={!form.formState.isDirty}
            >
              {t('appointments.save')} <span className="sr-only">{appointment.full_name}</span>
            </Button>
          </div>
        </form>
      </article>
    </Card>
  );
}

/** The staff to choose from, with the present assignee and the person themselves always among them. */
function assigneeOptions(
  staff: readonly TAssignableStaff[],
  appointment: TAppointment,
  me: { id: number; name: string } | null,
): { id: number; name: string }[] {
  const options = new Map<number, { id: number; name: string }>();
  for (const person of [...staff, appointment.assignee, me]) {
    if (person && !options.has(person.id)) options.set(person.id, { id: person.id, name: person.name });
  }
  return [...options.values()].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}
