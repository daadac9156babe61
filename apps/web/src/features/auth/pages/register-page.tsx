import { zodResolver } from '@hookform/resolvers/zod';
import { type TRegisterRequest, ZRegisterRequest } from '@portal/contracts/auth/auth-schemas';
import { REGISTRATION_LANGUAGE_ID } from '@portal/contracts/common/limits';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { applyServerErrors, useFocusFirstInvalid, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type TRegisterBody, useRegister } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';

const FIELDS = ['name', 'phone', 'email', 'password', 'password_confirmation'] as const;

/**
 * Sign-up. The shared schema checks the form and shapes what is sent: language_id 1, the phone
 * in E.164 (the field shows the country's code apart: +90 with the mask '### ### ## ##', or
 * another country's, issue 36).
 * The server answers "check your mail" and no session, whether or not the address already has an
 * account (so the form tells nobody who has one): the page says so and offers the sign-in, with
 * the address filled in and the page's own query (`?redirect=`) kept.
 */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const text = useMessageText();
  const [params] = useSearchParams();
  const newTabId = useId();
  const register = useRegister();
  const form = useForm<TRegisterRequest, unknown, TRegisterBody>({
    resolver: zodResolver(ZRegisterRequest),
    shouldFocusError: false,
    defaultValues: {
      language_id: REGISTRATION_LANGUAGE_ID,
      name: '',
      phone: '',
      email: '',
      password: '',
      password_confirmation: '',
    },
  });
  const { errors } = form.formState;
  const formRef = useFocusFirstInvalid(form.formState.submitCount);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  const legalLink = (id: 'userAgreement' | 'privacyPolicy') => (
    <Link
      to={pathTo(language, id)}
      target="_blank"
      rel="noopener"
      aria-describedby={newTabId}
      className="font-semibold"
    />
  );

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.lead')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <Link
            to={{ pathname: pathTo(language, 'login'), search: params.toString() }}
            className="font-semibold"
          >
            {t('register.loginLink')}
          </Link>
        </p>
      }
    >
      {register.isSuccess ? (
        <div className="space-y-5">
          <Alert tone="success" title={t('register.sentTitle')}>
            {t('register.sentText', { email: register.variables.email })}
          </Alert>
          <Link
            to={{
              pathname: pathTo(language, 'login'),
              search: loginSearch(params, register.variables.email),
            }}
            className="font-semibold"
          >
            {t('register.toLogin')}
          </Link>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
          <Input
            label={t('fields.name')}
            autoComplete="name"
            required
            error={text(errors.name?.message)}
            {...form.register('name')}
          />
          <PhoneField
            control={form.control}
            name="phone"
            label={t('fields.phone')}
            hint={t('fields.phoneHint')}
          />
          <Input
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={text(errors.email?.message)}
            {...form.register('email')}
          />
          <NewPasswordFields
            control={form.control}
            names={['password', 'password_confirmation']}
            labels={[t('fields.password'), t('fields.passwordConfirmation')]}
          />
          <p className="text-small text-muted">
            <Trans
              t={t}
              i18nKey="register.agreement"
              components={{ agreement: legalLink('userAgreement'), privacy: legalLink('privacyPolicy') }}
            />
            <span id={newTabId} className="sr-only">
              {t('register.opensInNewTab')}
            </span>
          </p>
          <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
            {t('register.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

/** The sign-in page's query: this page's own (a `redirect`), with the address just registered. */
function loginSearch(params: URLSearchParams, email: string): string {
  const next = new URLSearchParams(params);
  next.set('email', email);
  return next.toString();
}
