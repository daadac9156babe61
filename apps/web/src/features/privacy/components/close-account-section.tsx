import { formatCalendarDate } from '@portal/contracts/common/istanbul-time';
import { ACCOUNT_CLOSE_DAYS } from '@portal/contracts/privacy/privacy-schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state.tsx';
import { PasswordInput } from '../../../components/form/password-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCancelAccountClosing } from '../api/cancel-account-closing.ts';
import { useAccountClosing } from '../api/get-account-closing.ts';
import { useRequestAccountClosing } from '../api/request-account-closing.ts';

/**
 * "Close my account": what closing does, the button that asks for the password in a dialog, and
 * once asked, the day it takes effect with the button that takes it back.
 */
export function CloseAccountSection() {
  const { t } = useTranslation(['myData', 'common']);
  const language = useLanguage();
  const headingId = useId();
  const closing = useAccountClosing();
  const cancel = useCancelAccountClosing();
  const [open, setOpen] = useState(false);

  const undo = async () => {
    try {
      const { message } = await cancel.mutateAsync();
      if (message) notify({ type: 'success', title: t('common:success'), description: message });
    } catch {
      // The API client has shown the failure.
    }
  };

  return (
    <Card className="border-red-200">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('close.title')}
        </h2>
        <QueryState query={closing} size="section" errorTitle={t('close.loadFailed')}>
          {(state) => {
            if (!state.can_close) return <p className="text-body text-muted">{t('close.staff')}</p>;
            if (state.requested_at && state.effective_on) {
              return (
                <div className="space-y-4">
                  <Alert
                    tone="warning"
                    title={t('close.pending', { date: formatCalendarDate(state.effective_on, language) })}
                  >
                    <p>{t('close.pendingText')}</p>
                  </Alert>
                  <Button onClick={undo} loading={cancel.isPending} className="w-full sm:w-auto">
                    {t('close.undo')}
                  </Button>
                </div>
              );
            }
            return (
              <div className="space-y-4">
                <p className="text-body text-ink">{t('close.lead', { days: ACCOUNT_CLOSE_DAYS })}</p>
                <p className="text-small text-muted">{t('close.exportFirst')}</p>
                <Button variant="danger" onClick={() => setOpen(true)} className="w-full sm:w-auto">
                  {t('close.start')}
                </Button>
              </div>
            );
          }}
        </QueryState>
      </section>
      {open ? <CloseAccountDialog onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

/** The password, asked again before the request goes: a session left open cannot close the account. */
function CloseAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['myData', 'common']);
  const request = useRequestAccountClosing();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(null);
    setFailure(null);
    try {
      const { message } = await request.mutateAsync(password);
      if (message) notify({ type: 'success', title: t('common:success'), description: message });
      onClose();
    } catch (error) {
      const onField = error instanceof ApiError ? error.errors.password?.[0] : undefined;
      if (onField) setFieldError(onField);
      else setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !request.isPending) onClose();
      }}
      title={t('close.dialogTitle')}
      description={t('close.dialogText', { days: ACCOUNT_CLOSE_DAYS })}
      size="sm"
      dismissible={!request.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={request.isPending}>
            {t('close.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={request.isPending}>
            {t('close.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <PasswordInput
          label={t('close.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError}
        />
      </form>
    </Modal>
  );
}
