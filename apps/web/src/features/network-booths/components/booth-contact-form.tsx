import { zodResolver } from '@hookform/resolvers/zod';
import { ZBoothContactRequest } from '@portal/contracts/network/network-schemas';
import { isValidPhone } from '@portal/contracts/people/phone';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import { useId, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { HoneypotField } from '../../../components/form/honeypot-field.tsx';
import { PhoneInput } from '../../../components/form/phone-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { useHoneyTime } from '../../../lib/honey-time.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useContactBooth } from '../api/contact-booth.ts';

/**
 * The form's own view of the contract: the phone may stay empty (then it is not sent); a typed
 * one must be a mobile number, Turkish or with its country code, as `ZMobilePhone` checks it.
 */
const ZContactForm = ZBoothContactRequest.pick({ full_name: true, email: true, message: true }).extend({
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidPhone(value), {
      error: VALIDATION_MESSAGES.invalidPhone,
    }),
});
type TContactForm = z.input<typeof ZContactForm>;
type TContactFormValues = z.output<typeof ZContactForm>;

const FIELDS = ['full_name', 'email', 'phone', 'message'] as const;

/**
 * "Contact this company" (`POST network/booths/{id}/contact`): mailed to the booth's
 * representative, reply-to the sender. The spam guard is the landing page's: the hidden field and
 * the server's honey time (`GET honey-time`), fetched on mount and after every submit. A sent
 * message clears the form; the server's confirmation shows as a notification.
 */
export function BoothContactForm({ boothId, boothName }: { boothId: number; boothName: string }) {
  const { t } = useTranslation('networkBooths');
  const text = useMessageText();
  const titleId = useId();
  const honeypotId = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const honeyTime = useHoneyTime('booth-contact');
  const send = useContactBooth(boothId);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // The signed-in person writes as themself: their name and address, which they may change.
  const user = useStoredValue('user');
  const blank: TContactForm = {
    full_name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    message: '',
  };
  const form = useForm<TContactForm, unknown, TContactFormValues>({
    resolver: zodResolver(ZContactForm),
    shouldFocusError: false,
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const phone = useController({ control: form.control, name: 'phone' });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    try {
      await send.mutateAsync({
        full_name: values.full_name,
        email: values.email,
        message: values.message,
        ...(values.phone ? { phone: values.phone.replace(/\s+/g, '') } : {}),
        honeypot_time: await honeyTime.current(),
        website: honeypot.current?.value ?? '',
      });
      form.reset(blank);
      setSent(true);
    } catch (error) {
      // Field messages go under their fields; anything else (too many messages, a refusal) above the button.
      if (!applyServerErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    } finally {
      honeyTime.next();
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="relative space-y-5"
    >
      <div>
        <h2 id={titleId} className="text-h3 font-bold text-brand-950">
          {t('contact.title')}
        </h2>
        <p className="mt-1 text-small text-muted">{t('contact.lead', { name: boothName })}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('contact.fullName')}
          autoComplete="name"
          required
          error={text(errors.full_name?.message)}
          {...form.register('full_name')}
        />
        <Input
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          error={text(errors.email?.message)}
          {...form.register('email')}
        />
        <PhoneInput
          label={t('contact.phone')}
          hint={t('contact.phoneHint')}
          error={text(phone.fieldState.error?.message)}
          name={phone.field.name}
          value={phone.field.value}
          onChange={phone.field.onChange}
          onBlur={phone.field.onBlur}
          inputRef={phone.field.ref}
        />
        <Textarea
          label={t('contact.message')}
          required
          rows={5}
          className="sm:col-span-2"
          error={text(errors.message?.message)}
          {...form.register('message')}
        />
      </div>
      <HoneypotField inputRef={honeypot} id={honeypotId} label={t('contact.honeypot')} />
      {failure ? (
        <Alert tone="error" title={t('contact.failed')}>
          {failure}
        </Alert>
      ) : null}
      {sent ? <Alert tone="success">{t('contact.sent')}</Alert> : null}
      <Button type="submit" className="w-full sm:w-auto" loading={form.formState.isSubmitting}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}
