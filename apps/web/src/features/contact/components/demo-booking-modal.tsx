import { zodResolver } from '@hookform/resolvers/zod';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import {
  DEMO_BOOKING_MAX_DAYS_AHEAD,
  DEMO_TIME_SLOTS,
  ZDemoBookingRequest,
} from '@portal/contracts/contact/demo-booking-schemas';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import { useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HoneypotField } from '../../../components/form/honeypot-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Input } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { cn } from '../../../lib/cn.ts';
import { applyServerErrors, useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useHoneyTime } from '../../../lib/honey-time.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useBookDemo } from '../api/book-demo.ts';
import { demoDateProblem, demoDateRange } from '../demo-dates.ts';
import { compactPhone, notifyIfEmpty } from './contact-form.tsx';

const V = VALIDATION_MESSAGES;
/** Field messages of the date rule; the component words them (they carry the day count). */
const DATE_MESSAGES = { weekend: 'demo.weekend', outOfRange: 'demo.outOfRange' } as const;

function demoFormSchema(today: string) {
  const base = ZDemoBookingRequest.shape;
  return z
    .object({
      full_name: base.full_name,
      email: base.email,
      phone: base.phone,
      company: base.company,
      preferred_date: z.string().min(1, { error: V.required }).pipe(base.preferred_date),
      time_slot: z.enum(DEMO_TIME_SLOTS, { error: V.required }),
    })
    .superRefine((values, context) => {
      const problem = demoDateProblem(values.preferred_date, today);
      if (problem)
        context.addIssue({ code: 'custom', path: ['preferred_date'], message: DATE_MESSAGES[problem] });
    });
}
type TDemoForm = z.input<ReturnType<typeof demoFormSchema>>;
type TDemoFormValues = z.output<ReturnType<typeof demoFormSchema>>;

const FIELDS = ['full_name', 'email', 'phone', 'company', 'preferred_date', 'time_slot'] as const;
const EMPTY: Partial<TDemoForm> = { full_name: '', email: '', phone: '', company: '', preferred_date: '' };

type DemoBookingModalProps = { open: boolean; onOpenChange: (open: boolean) => void };

function DemoBookingForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('contact');
  const validationText = useMessageText();
  const text = (message: string | undefined) =>
    message === DATE_MESSAGES.weekend || message === DATE_MESSAGES.outOfRange
      ? t(message, { days: DEMO_BOOKING_MAX_DAYS_AHEAD })
      : validationText(message);
  const honeypotId = useId();
  const slotsId = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const honeyTime = useHoneyTime('demo');
  const book = useBookDemo();
  const today = todayInIstanbul();
  const range = demoDateRange(today);
  const schema = useMemo(() => demoFormSchema(today), [today]);
  const form = useForm<TDemoForm, unknown, TDemoFormValues>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const slotError = text(errors.time_slot?.message);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await book.mutateAsync({
          ...values,
          phone: compactPhone(values.phone),
          honeypot_time: await honeyTime.current(),
          website: honeypot.current?.value ?? '',
        });
        form.reset(EMPTY);
        onDone();
      } catch (error) {
        applyServerErrors(error, form.setError, FIELDS);
      } finally {
        honeyTime.next();
      }
    },
    (errors) => notifyIfEmpty(errors),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="relative">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('demo.fullName')}
          autoComplete="name"
          required
          error={text(errors.full_name?.message)}
          {...form.register('full_name')}
        />
        <Input
          label={t('demo.email')}
          type="email"
          autoComplete="email"
          required
          error={text(errors.email?.message)}
          {...form.register('email')}
        />
        <PhoneField control={form.control} name="phone" label={t('demo.phone')} />
        <Input
          label={t('demo.company')}
          hint={t('demo.companyHint')}
          autoComplete="organization"
          required
          error={text(errors.company?.message)}
          {...form.register('company')}
        />
        <Field
          label={t('demo.date')}
          hint={t('demo.dateHint', { days: DEMO_BOOKING_MAX_DAYS_AHEAD })}
          error={text(errors.preferred_date?.message)}
          required
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              type="date"
              min={range.min}
              max={range.max}
              className={cn(controlClasses, 'sm:max-w-60')}
              {...form.register('preferred_date')}
              {...control}
            />
          )}
        </Field>
        <fieldset
          className="sm:col-span-2"
          aria-describedby={slotError ? `${slotsId}-error` : undefined}
          aria-invalid={slotError ? true : undefined}
        >
          <legend className="text-small font-semibold text-ink">
            {t('demo.slot')}
            <span aria-hidden="true" className="ms-0.5 text-danger">
              *
            </span>
          </legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {DEMO_TIME_SLOTS.map((slot) => (
              <label key={slot} className="relative">
                <input
                  type="radio"
                  value={slot}
                  className="peer sr-only"
                  aria-describedby={slotError ? `${slotsId}-error` : undefined}
                  {...form.register('time_slot')}
                />
                <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line bg-white font-semibold text-brand-900 peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-accent-400 hover:border-brand-300">
                  {slot}
                </span>
              </label>
            ))}
          </div>
          {slotError ? (
            <p id={`${slotsId}-error`} className="mt-1.5 text-small font-medium text-danger">
              {slotError}
            </p>
          ) : null}
        </fieldset>
      </div>
      <HoneypotField inputRef={honeypot} id={honeypotId} label={t('form.honeypot')} />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('demo.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('demo.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The demo booking form in a modal (spec section 1): name, e-mail, phone, company, a weekday from
 * tomorrow up to 60 days ahead and a time slot, stored by the server as an appointment request for
 * the staff's list. The server's message confirms it; the modal then closes. A lazy chunk, opened
 * by the landing page's demo links and by `/{lang}?demo=1`.
 */
export default function DemoBookingModal({ open, onOpenChange }: DemoBookingModalProps) {
  const { t } = useTranslation('contact');
  return (
    <QueryProvider>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('demo.title')}
        description={t('demo.description')}
        size="lg"
      >
        <DemoBookingForm onDone={() => onOpenChange(false)} />
      </Modal>
    </QueryProvider>
  );
}
