import { zodResolver } from '@hookform/resolvers/zod';
import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import {
  CALL_INSTRUCTION_LIMITS,
  OUTSIDE_HOURS_ACTIONS,
  type TCallInstructions,
  type TCallInstructionsFields,
  type TCallInstructionsRequest,
  WEEKDAYS,
  ZCallInstructionsRequest,
} from '@portal/contracts/office/call-instructions';
import { CALL_LIMITS } from '@portal/contracts/office/office-calls';
import { useId, useState } from 'react';
import { type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCallInstructions } from '../api/get-call-instructions.ts';
import { useUpdateCallInstructions } from '../api/update-call-instructions.ts';

/** A day opened again starts at the usual hours. */
const OPENED_DAY = { open: '09:00', close: '18:00' };

const legendClasses = 'text-small font-semibold text-ink';
const checkboxClasses = 'size-5 accent-brand-800';

/** The form's values: the instructions as the request carries them. */
function valuesOf(instructions: TCallInstructions): TCallInstructionsRequest {
  const { open_now: _open, updated_at: _at, updated_by: _by, ...fields } = instructions;
  return fields;
}

/** The fields a 422 names, in the form's order (the first gets the focus). */
function serverFields(people: number): FieldPath<TCallInstructionsRequest>[] {
  return [
    'greeting',
    ...WEEKDAYS.flatMap((day) => [`business_hours.${day}.open`, `business_hours.${day}.close`] as const),
    ...Array.from({ length: people }, (_, index) =>
      (['name', 'phone', 'note'] as const).map((field) => `put_through.${index}.${field}` as const),
    ).flat(),
    'outside_hours.action',
    'outside_hours.note',
    'refused_callers',
  ];
}

/**
 * The customer's call instructions for the company's office line: the greeting, the hours of each
 * weekday (or closed), the people callers may be put through to, what happens outside hours, whom
 * to refuse, and how the customer is told of an ordinary call. Checked with the shared schema
 * before it is sent; the server checks the same.
 */
export function CallInstructionsSection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('officeCalls');
  const headingId = useId();
  const instructions = useCallInstructions({ accountId, scope: {} });
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('instructions.title')}
        </h2>
        <p className="mt-1 text-small text-muted">{t('instructions.lead')}</p>
      </div>
      <QueryState query={instructions} size="section" errorTitle={t('instructions.loadFailed')}>
        {(loaded) => <CallInstructionsForm key={accountId} accountId={accountId} instructions={loaded} />}
      </QueryState>
    </section>
  );
}

function CallInstructionsForm({
  accountId,
  instructions,
}: {
  accountId: number;
  instructions: TCallInstructions;
}) {
  const { t } = useTranslation('officeCalls');
  const text = useMessageText();
  const language = useLanguage();
  const update = useUpdateCallInstructions(accountId);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<TCallInstructionsRequest, unknown, TCallInstructionsFields>({
    resolver: zodResolver(ZCallInstructionsRequest),
    defaultValues: valuesOf(instructions),
  });
  const people = useFieldArray({ control: form.control, name: 'put_through' });
  const hours = useWatch({ control: form.control, name: 'business_hours' });
  const errors = form.formState.errors;
  const ids = { hours: useId(), people: useId(), outside: useId(), notify: useId() };

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    setSaved(null);
    try {
      const { result, message } = await update.mutateAsync(body);
      form.reset(valuesOf(result));
      setSaved(message ?? null);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, serverFields(body.put_through.length)))
        setFailure(errorMessage(error) ?? t('instructions.failed'));
    }
  });

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {saved ? <Alert tone="success">{saved}</Alert> : null}
        <p className="text-small text-muted">
          {instructions.updated_at
            ? t('instructions.saved', {
                time: formatIstanbulDateTime(new Date(instructions.updated_at), language),
                name: instructions.updated_by ?? '—',
              })
            : t('instructions.notSavedYet')}
        </p>
        <Textarea
          label={t('instructions.greeting')}
          hint={t('instructions.greetingHint')}
          required
          rows={2}
          className="[&_textarea]:min-h-20"
          maxLength={CALL_INSTRUCTION_LIMITS.greeting}
          error={text(errors.greeting?.message)}
          {...form.register('greeting')}
        />

        <fieldset aria-describedby={`${ids.hours}-hint`} className="space-y-3">
          <legend className={legendClasses}>{t('instructions.hours.legend')}</legend>
          <p id={`${ids.hours}-hint`} className="text-small text-muted">
            {t('instructions.hours.hint')}
          </p>
          {WEEKDAYS.map((day) => {
            const dayName = t(`instructions.days.${day}`);
            const open = hours[day];
            const dayErrors = errors.business_hours?.[day];
            return (
              <div
                key={day}
                className="grid items-start gap-3 border-t border-line pt-3 sm:grid-cols-[9rem_7rem_1fr_1fr]"
              >
                <p className="font-semibold text-brand-950 sm:pt-2.5">{dayName}</p>
                <label className="flex min-h-11 items-center gap-2 text-small">
                  <input
                    type="checkbox"
                    className={checkboxClasses}
                    checked={!open}
                    aria-label={t('instructions.hours.closedName', { day: dayName })}
                    onChange={(event) =>
                      form.setValue(`business_hours.${day}`, event.target.checked ? null : OPENED_DAY, {
                        shouldDirty: true,
                      })
                    }
                  />
                  <span aria-hidden="true">{t('instructions.hours.closed')}</span>
                </label>
                {open ? (
                  <>
                    <Input
                      type="time"
                      label={t('instructions.hours.opens', { day: dayName })}
                      required
                      error={text(dayErrors?.open?.message)}
                      {...form.register(`business_hours.${day}.open`)}
                    />
                    <Input
                      type="time"
                      label={t('instructions.hours.closes', { day: dayName })}
                      required
                      error={text(dayErrors?.close?.message)}
                      {...form.register(`business_hours.${day}.close`)}
                    />
                  </>
                ) : null}
              </div>
            );
          })}
        </fieldset>

        <fieldset aria-describedby={`${ids.people}-hint`} className="space-y-3">
          <legend className={legendClasses}>{t('instructions.putThrough.legend')}</legend>
          <p id={`${ids.people}-hint`} className="text-small text-muted">
            {t('instructions.putThrough.hint', { max: CALL_INSTRUCTION_LIMITS.putThrough })}
          </p>
          {people.fields.length === 0 ? (
            <p className="text-small text-muted">{t('instructions.putThrough.empty')}</p>
          ) : null}
          <ol className="space-y-3">
            {people.fields.map((person, index) => {
              const personErrors = errors.put_through?.[index];
              const label = t('instructions.putThrough.person', { number: index + 1 });
              return (
                <li key={person.id} aria-label={label} className="rounded-lg border border-line p-3">
                  <div className="grid gap-3 sm:grid-cols-2">
                    <Input
                      label={t('instructions.putThrough.name')}
                      required
                      autoComplete="off"
                      maxLength={CALL_INSTRUCTION_LIMITS.personName}
                      error={text(personErrors?.name?.message)}
                      {...form.register(`put_through.${index}.name`)}
                    />
                    <Input
                      label={t('instructions.putThrough.phone')}
                      required
                      type="tel"
                      autoComplete="off"
                      maxLength={CALL_LIMITS.callerPhone}
                      error={text(personErrors?.phone?.message)}
                      {...form.register(`put_through.${index}.phone`)}
                    />
                    <Input
                      label={t('instructions.putThrough.note')}
                      hint={t('instructions.putThrough.noteHint')}
                      autoComplete="off"
                      className="sm:col-span-2"
                      maxLength={CALL_INSTRUCTION_LIMITS.personNote}
                      error={text(personErrors?.note?.message)}
                      {...form.register(`put_through.${index}.note`)}
                    />
                  </div>
                  <div className="mt-3 flex justify-end">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('instructions.putThrough.removeName', {
                        name: form.getValues(`put_through.${index}.name`) || label,
                      })}
                      onClick={() => people.remove(index)}
                    >
                      {t('instructions.putThrough.remove')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            variant="secondary"
            size="sm"
            disabled={people.fields.length >= CALL_INSTRUCTION_LIMITS.putThrough}
            onClick={() => people.append({ name: '', phone: '', note: '' })}
          >
            {t('instructions.putThrough.add')}
          </Button>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className={legendClasses}>{t('instructions.outsideHours.legend')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {OUTSIDE_HOURS_ACTIONS.map((action) => (
              <label
                key={action}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 text-small"
              >
                <input
                  type="radio"
                  value={action}
                  className={checkboxClasses}
                  {...form.register('outside_hours.action')}
                />
                {t(`instructions.outsideActions.${action}`)}
              </label>
            ))}
          </div>
          <Textarea
            label={t('instructions.outsideHours.note')}
            hint={t('instructions.outsideHours.noteHint')}
            rows={2}
            className="[&_textarea]:min-h-20"
            maxLength={CALL_INSTRUCTION_LIMITS.outsideHoursNote}
            error={text(errors.outside_hours?.note?.message)}
            {...form.register('outside_hours.note')}
          />
        </fieldset>

        <Textarea
          label={t('instructions.refusedCallers')}
          hint={t('instructions.refusedCallersHint')}
          rows={2}
          className="[&_textarea]:min-h-20"
          maxLength={CALL_INSTRUCTION_LIMITS.refusedCallers}
          error={text(errors.refused_callers?.message)}
          {...form.register('refused_callers')}
        />

        <fieldset aria-describedby={`${ids.notify}-hint`} className="space-y-2">
          <legend className={legendClasses}>{t('instructions.notify.legend')}</legend>
          <p id={`${ids.notify}-hint`} className="text-small text-muted">
            {t('instructions.notify.hint')}
          </p>
          <label className="flex min-h-11 items-center gap-2 text-small">
            <input type="checkbox" className={checkboxClasses} {...form.register('notify_by_mail')} />
            {t('instructions.notify.mail')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-small">
            <input type="checkbox" className={checkboxClasses} {...form.register('notify_by_sms')} />
            {t('instructions.notify.sms')}
          </label>
        </fieldset>

        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            {t('instructions.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
