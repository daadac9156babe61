import type { TTwoFactorEnrollment } from '@portal/contracts/auth/two-factor';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { TwoFactorCodeForm } from './two-factor-code-form.tsx';

type TwoFactorEnrollmentProps = {
  /** Asks the server for a new secret (at sign-in with the challenge, or signed in). */
  start: () => Promise<TTwoFactorEnrollment>;
  /** Sends the first code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  /** After the person has seen the recovery codes. */
  onDone: () => void;
};

/**
 * Turning the second factor on: the QR code (drawn by the server, shown as an image) and the
 * secret as text for typing, the first code, then the recovery codes, shown once.
 */
export function TwoFactorEnrollment({ start, confirm, onDone }: TwoFactorEnrollmentProps) {
  const { t } = useTranslation('auth');
  const [enrollment, setEnrollment] = useState<TTwoFactorEnrollment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    start()
      .then((answer) => live && setEnrollment(answer))
      .catch((error: unknown) => live && setFailure(errorMessage(error)));
    return () => {
      live = false;
    };
  }, [start]);

  if (failure) return <Alert tone="error">{failure}</Alert>;
  if (codes) {
    return (
      <div className="space-y-4">
        <Alert tone="success" title={t('twoFactor.onTitle')}>
          {t('twoFactor.recoveryCodesLead')}
        </Alert>
        <ol className="grid grid-cols-2 gap-2 rounded-lg bg-surface p-4 font-mono text-small text-ink">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <Button fullWidth onClick={onDone}>
          {t('twoFactor.savedCodes')}
        </Button>
      </div>
    );
  }
  if (!enrollment) {
    return (
      <p className="flex items-center gap-3 text-body text-muted">
        <Spinner label={null} />
        {t('twoFactor.preparing')}
      </p>
    );
  }
  const qr = `data:image/svg+xml;base64,${btoa(enrollment.qr_svg)}`;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 ps-5 text-body text-ink">
        <li>{t('twoFactor.stepApp')}</li>
        <li>{t('twoFactor.stepScan')}</li>
        <li>{t('twoFactor.stepCode')}</li>
      </ol>
      <img
        src={qr}
        alt={t('twoFactor.qrAlt')}
        width={192}
        height={192}
        className="mx-auto rounded-lg border border-line bg-white p-2"
      />
      <p className="text-small text-muted">
        {t('twoFactor.secretLabel')}{' '}
        <code className="break-all rounded bg-surface px-1.5 py-0.5 font-mono text-ink">
          {enrollment.secret}
        </code>
      </p>
      <TwoFactorCodeForm
        submitLabel={t('twoFactor.turnOn')}
        onSubmit={async (answer) => {
          if ('code' in answer) setCodes(await confirm(answer.code));
        }}
      />
    </div>
  );
}
