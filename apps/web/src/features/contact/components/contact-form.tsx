import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_SUBJECT, ZContactRequest } from '@portal/contracts/contact/contact-schemas';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import { useId, useRef } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { HoneypotField } from '../../../components/form/honeypot-field.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { applyServerErrors, useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useHoneyTime } from '../../../lib/honey-time.ts';
import { i18n, loadNamespaces } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/navigation.tsx';
import { type Notify, notify } from '../../../lib/notify.ts';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const ZContactForm = ZContactRequest.pick({ full_name: true, email: true, phone: true, message: true });
type TContactForm = z.input<typeof ZContactForm>;
type TContactFormValues = z.output<typeof ZContactForm>;

const FIELDS = ['full_name', 'email', 'phone', 'message'] as const;
const EMPTY: TContactForm = { full_name: '', email: '', phone: '', message: '' };

/** Spec section 5: any empty field also shows the notification titled Hata (Error). */
export function notifyIfEmpty(errors: FieldErrors, announce: Notify = notify): void {
  const empty = Object.values(errors).some((error) => error?.message === VALIDATION_MESSAGES.required);
  if (!empty) return;
  announce({ type: 'error', title: i18n.t('common:error'), description: i18n.t('contact:form.fillAll') });
}

/** Spaces out, as the spec sends it: '532 123 45 67' → '5321234567'. */
export function compactPhone(phone: string): string {
  return phone.replace(/\s+/g, '');
}

function ContactForm({ announce }: { announce: Notify }) {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const text = useMessageText();
  const honeypotId = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const honeyTime = useHoneyTime('contact');
  const send = useSendContactMessage();
  const form = useForm<TContactForm, unknown, TContactFormValues>({
    resolver: zodResolver(ZContactForm),
    shouldFocusError: false,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await send.mutateAsync({
          subject: CONTACT_SUBJECT,
          ...values,
          phone: compactPhone(values.phone),
          honeypot_time: await honeyTime.current(),
          website: honeypot.current?.value ?? '',
        });
        form.reset(EMPTY);
      } catch (error) {
        applyServerErrors(error, form.setError, FIELDS);
      } finally {
        honeyTime.next();
      }
    },
    (invalid) => notifyIfEmpty(invalid, announce),
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="relative rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h3 id="contact-form-title" className="text-h3 font-bold text-brand-950">
        {t('form.title')}
      </h3>
      <p className="mt-1 text-small text-muted">{t('form.required')}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Input
          label={t('form.fullName')}
          autoComplete="name"
          required
          error={text(errors.full_name?.message)}
          {...form.register('full_name')}
        />
        <Input
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          error={text(errors.email?.message)}
          {...form.register('email')}
        />
        <PhoneField control={form.control} name="phone" label={t('form.phone')} />
        <Textarea
          label={t('form.message')}
          placeholder={t('form.messagePlaceholder')}
          required
          rows={5}
          className="sm:col-span-2"
          error={text(errors.message?.message)}
          {...form.register('message')}
        />
      </div>
      <HoneypotField inputRef={honeypot} id={honeypotId} label={t('form.honeypot')} />
      <p className="mt-5 text-small text-muted">
        {t('form.privacy')}
        <Link to={pathTo(language, 'privacyPolicy')} className="font-semibold text-brand-800">
          {t('form.privacyLink')}
        </Link>
      </p>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" loading={form.formState.isSubmitting}>
        {t('form.submit')}
      </Button>
    </form>
  );
}

/**
 * The contact form of spec section 5, a lazy part of the landing page: its code (forms, masks,
 * schemas) and texts load only when the contact section nears the viewport.
 */
export default function ContactFormSection({ announce = notify }: { announce?: Notify }) {
  return (
    <QueryProvider>
      <ContactForm announce={announce} />
    </QueryProvider>
  );
}

export function prepare(): Promise<unknown> {
  return loadNamespaces(['contact', 'form', 'validation']);
}
