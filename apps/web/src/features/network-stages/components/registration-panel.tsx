import { zodResolver } from '@hookform/resolvers/zod';
import { ZPersonName } from '@portal/contracts/auth/auth-schemas';
import { mayCancelRegistration, sessionRegistrationState } from '@portal/contracts/network/network-constants';
import type { TStageSession } from '@portal/contracts/network/network-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useCancelSessionRegistration } from '../api/cancel-session-registration.ts';
import { useRegisterForSession } from '../api/register-for-session.ts';

/** The name on the list; the address is the account's own (the server sends the mail there only). */
const ZRegistrationForm = z.object({ name: ZPersonName });
type TRegistrationForm = z.input<typeof ZRegistrationForm>;
type TRegistrationFormOutput = z.output<typeof ZRegistrationForm>;

/**
 * Registering for a session, in the state the session is in at `now`: registered (with the
 * cancel until it starts), open (a form with the person's name filled in and their account's
 * address shown, read-only: the confirmation goes there), full, or
 * closed (started or over). The server's refusals (full meanwhile, registered already, too many
 * registrations) are shown here as it words them.
 */
export function RegistrationPanel({ session, now }: { session: TStageSession; now: Date }) {
  const { t } = useTranslation('networkStages');
  const cancel = useCancelSessionRegistration();
  const [open, setOpen] = useState(false);

  if (session.is_registered) {
    const mayCancel = mayCancelRegistration(session.starts_at, now);
    return (
      <div className="space-y-3">
        <Alert tone="success">{t('register.registered')}</Alert>
        {cancel.isError ? (
          <Alert tone="error" title={t('register.cancelFailed')}>
            {errorMessage(cancel.error)}
          </Alert>
        ) : null}
        {mayCancel ? (
          <Button
            variant="secondary"
            size="sm"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(session.id)}
          >
            {t('register.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }

  const state = sessionRegistrationState(session, now);
  if (state === 'full') return <p className="text-small font-semibold text-ink">{t('register.full')}</p>;
  if (state === 'closed') {
    return <p className="text-small font-semibold text-muted">{t('register.closed')}</p>;
  }
  if (!open) {
    return (
      <Button
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('register.openFor', { title: session.title })}
      >
        {t('register.open')}
      </Button>
    );
  }
  return <RegistrationForm session={session} onClose={() => setOpen(false)} />;
}

function RegistrationForm({ session, onClose }: { session: TStageSession; onClose: () => void }) {
  const { t } = useTranslation('networkStages');
  const text = useMessageText();
  const user = useStoredValue('user');
  const register = useRegisterForSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TRegistrationForm, unknown, TRegistrationFormOutput>({
    resolver: zodResolver(ZRegistrationForm),
    shouldFocusError: false,
    defaultValues: { name: user?.name ?? '' },
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await register.mutateAsync({ sessionId: session.id, body });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['name'])) setFailure(errorMessage(error));
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('register.formLabel', { title: session.title })}
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
    >
      {failure ? (
        <Alert tone="error" title={t('register.failed')}>
          {failure}
        </Alert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label={t('register.name')}
          autoComplete="name"
          required
          error={text(errors.name?.message)}
          {...form.register('name')}
        />
        <Input
          type="email"
          label={t('register.email')}
          hint={t('register.emailHint')}
          value={user?.email ?? ''}
          readOnly
        />
      </div>
      <p className="text-small text-muted">{t('register.mailNote')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          {t('register.submit')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('register.dismiss')}
        </Button>
      </div>
    </form>
  );
}
