import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/form/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TwoFactorEnrollment } from '../../../domains/two-factor/components/two-factor-enrollment.tsx';
import {
  confirmTwoFactor,
  refreshTwoFactorStatus,
  startTwoFactor,
  useDisableTwoFactor,
  useTwoFactorStatus,
} from '../../../domains/two-factor/two-factor-api.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';

/**
 * The person's second factor: its state, turning it on (QR code, first code, recovery codes)
 * and, unless staff must keep it, off with the password.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const [mode, setMode] = useState<'idle' | 'enrolling' | 'disabling'>('idle');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const start = useCallback(() => startTwoFactor(), []);
  const confirm = useCallback(async (code: string) => (await confirmTwoFactor(code)).recovery_codes, []);

  const turnOff = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPasswordError(null);
    try {
      await disable.mutateAsync(password);
      setMode('idle');
      setPassword('');
    } catch (error) {
      setPasswordError(
        (error instanceof ApiError ? Object.values(error.errors)[0]?.[0] : null) ?? errorMessage(error),
      );
    }
  };

  return (
    <Card className="max-w-xl">
      <h2 className="text-h3 font-bold text-brand-950">{t('twoFactor.sectionTitle')}</h2>
      <div className="mt-4 space-y-4">
        {status.isPending ? <Spinner label={null} /> : null}
        {status.isError ? <Alert tone="error">{errorMessage(status.error)}</Alert> : null}
        {status.data && mode !== 'enrolling' ? (
          <p className="text-body text-ink">
            {status.data.enabled
              ? t('twoFactor.statusOn', { count: status.data.recovery_codes_left })
              : t('twoFactor.statusOff')}
            {status.data.required ? ` ${t('twoFactor.statusRequired')}` : ''}
          </p>
        ) : null}
        {mode === 'enrolling' ? (
          <TwoFactorEnrollment
            start={start}
            confirm={confirm}
            onDone={() => {
              setMode('idle');
              void refreshTwoFactorStatus(queryClient);
            }}
          />
        ) : null}
        {status.data && !status.data.enabled && mode === 'idle' ? (
          <Button onClick={() => setMode('enrolling')}>{t('twoFactor.enable')}</Button>
        ) : null}
        {status.data?.enabled && !status.data.required && mode === 'idle' ? (
          <Button variant="secondary" onClick={() => setMode('disabling')}>
            {t('twoFactor.disable')}
          </Button>
        ) : null}
        {mode === 'disabling' ? (
          <form noValidate onSubmit={turnOff} className="space-y-4">
            <PasswordInput
              label={t('twoFactor.disablePassword')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={passwordError}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="danger" loading={disable.isPending}>
                {t('twoFactor.disableConfirm')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
                {t('twoFactor.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </Card>
  );
}
