import { zodResolver } from '@hookform/resolvers/zod';
import { SMS_CODE_LENGTH, ZSmsVerificationQuery } from '@portal/contracts/auth/auth-schemas';
import { SMS_CODE_LIFETIME_MS } from '@portal/contracts/auth/verification-schemas';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { storeUser } from '../../../domains/session/session.ts';
import { redirectTarget } from '../../../domains/session/signed-in-home.ts';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { useCooldown } from '../../../lib/use-cooldown.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useSendSmsVerification } from '../api/send-sms-verification.ts';
import { useVerifySms } from '../api/verify-sms.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { shownPhone } from '../components/phone-verification-banner.tsx';

/** How long "send again" waits after a code went out; the server throttles as well. */
const RESEND_COOLDOWN_SECONDS = 60;

type TCodeForm = z.input<typeof ZSmsVerificationQuery>;
type TNotice = { tone: 'success' | 'error'; text: string } | null;

/**
 * `phone-number/verify`: sends a 6-digit code to the signed-in person's phone and checks it. Both
 * calls are silent (spec section 8): their messages, good or bad, show on the page. Opened from
 * the phone banner (`?send=1&redirect=…`), it sends the code at once, the registration form's
 * promise (once: the flag leaves the address, so a reload does not send again), and offers the
 * way back to the page the person came from.
 */
export default function VerifyPhonePage() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const text = useMessageText();
  const user = useStoredValue('user');
  const send = useSendSmsVerification();
  const verify = useVerifySms();
  const cooldown = useCooldown();
  const [notice, setNotice] = useState<TNotice>(null);
  const form = useForm<TCodeForm>({
    resolver: zodResolver(ZSmsVerificationQuery),
    shouldFocusError: false,
    defaultValues: { verification_code: '' },
  });

  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const back = redirectTarget(location.search);

  const sendCode = async () => {
    setNotice(null);
    try {
      const { message } = await send.mutateAsync();
      setNotice({ tone: 'success', text: message ?? t('verifyPhone.sent') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) ?? t('verifyPhone.sendFailed') });
    }
    cooldown.start(RESEND_COOLDOWN_SECONDS);
  };

  const onSubmit = form.handleSubmit(async ({ verification_code }) => {
    setNotice(null);
    try {
      const { result, message } = await verify.mutateAsync(verification_code);
      storeUser(result.user);
      setNotice({ tone: 'success', text: message ?? t('verifyPhone.verified') });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['verification_code'])) {
        setNotice({ tone: 'error', text: errorMessage(error) ?? t('verifyPhone.failed') });
      }
    }
  });

  const done = user?.is_phone_verified === true;
  // A Turkish number shows its +90 before the mask; another country's carries its own code.
  const phone = shownPhone(user?.phone);

  // Asked to send at once (the banner's button): one code, however often the effect runs.
  const sendAtOnce = params.get('send') === '1' && !done && phone !== '';
  const sentAtOnce = useRef(false);
  useEffect(() => {
    if (!sendAtOnce || sentAtOnce.current) return;
    sentAtOnce.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('send');
        return next;
      },
      { replace: true },
    );
    void sendCode();
  });

  return (
    <AuthCard
      title={t('verifyPhone.title')}
      description={phone ? t('verifyPhone.lead', { phone }) : t('verifyPhone.leadNoPhone')}
      footer={
        back ? (
          <LinkButton to={back} variant={done ? 'primary' : 'ghost'} size="sm">
            {done ? t('verifyPhone.continue') : t('verifyPhone.later')}
          </LinkButton>
        ) : (
          <LinkButton to={pathTo(language, 'profileGeneral')} variant="ghost" size="sm">
            {t('verifyPhone.toProfile')}
          </LinkButton>
        )
      }
    >
      <div className="space-y-5">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {done ? (
          notice ? null : (
            <Alert tone="success">{t('verifyPhone.verified')}</Alert>
          )
        ) : (
          <>
            <Button
              variant="secondary"
              fullWidth
              onClick={sendCode}
              loading={send.isPending}
              disabled={cooldown.remaining > 0 || !phone}
            >
              {cooldown.remaining > 0
                ? t('verifyPhone.resendIn', { seconds: cooldown.remaining })
                : send.isSuccess
                  ? t('verifyPhone.resend')
                  : t('verifyPhone.send')}
            </Button>
            <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
              <Controller
                control={form.control}
                name="verification_code"
                render={({ field, fieldState }) => (
                  <Field
                    label={t('verifyPhone.code')}
                    hint={t('verifyPhone.codeHint', { minutes: SMS_CODE_LIFETIME_MS / 60_000 })}
                    error={text(fieldState.error?.message)}
                    required
                  >
                    {(control) => (
                      <input
                        {...control}
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) =>
                          field.onChange(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))
                        }
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={SMS_CODE_LENGTH}
                        className={`${controlClasses} max-w-48 text-center font-mono text-h3 tracking-[0.4em]`}
                      />
                    )}
                  </Field>
                )}
              />
              <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
                {t('verifyPhone.submit')}
              </Button>
            </form>
          </>
        )}
      </div>
    </AuthCard>
  );
}
