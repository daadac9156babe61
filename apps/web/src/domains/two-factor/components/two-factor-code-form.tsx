import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';

type TwoFactorCodeFormProps = {
  /** Sends the code (or, with `allowRecovery`, a recovery code); a refusal shows under the field. */
  onSubmit: (answer: { code: string } | { recovery_code: string }) => Promise<void>;
  submitLabel: string;
  /** The sign-in step offers a recovery code instead; enrolment does not. */
  allowRecovery?: boolean;
};

/** The 6-digit code of an authenticator app, or a recovery code. The server checks both. */
export function TwoFactorCodeForm({ onSubmit, submitLabel, allowRecovery = false }: TwoFactorCodeFormProps) {
  const { t } = useTranslation('auth');
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      await onSubmit(recovery ? { recovery_code: value } : { code: value });
    } catch (error) {
      const field = error instanceof ApiError ? Object.values(error.errors)[0]?.[0] : undefined;
      if (field) setFieldError(field);
      else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Input
        label={recovery ? t('twoFactor.recoveryLabel') : t('twoFactor.codeLabel')}
        hint={recovery ? t('twoFactor.recoveryHint') : t('twoFactor.codeHint')}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={fieldError}
      />
      <Button type="submit" fullWidth loading={busy}>
        {submitLabel}
      </Button>
      {allowRecovery ? (
        <Button
          type="button"
          variant="ghost"
          fullWidth
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setFieldError(null);
          }}
        >
          {recovery ? t('twoFactor.useCode') : t('twoFactor.useRecovery')}
        </Button>
      ) : null}
    </form>
  );
}
