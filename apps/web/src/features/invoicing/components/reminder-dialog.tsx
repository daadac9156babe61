import { LANGUAGES, type TLanguage } from '@portal/contracts/common/languages';
import type { TSalesInvoice } from '@portal/contracts/sales-invoices/sales-invoices';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCounterparty } from '../api/counterparties.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { useSendReminder } from '../api/sales-invoices.ts';

/**
 * "Send a reminder…" of an overdue invoice: names the address the mail goes to and asks the
 * language the company writes to its customer in (the portal does not know it). A refusal stays
 * here; the server's confirmation is the notification.
 */
export function ReminderDialog({
  target,
  invoice,
  onClose,
}: {
  target: TBooksTarget;
  invoice: TSalesInvoice;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoicing');
  const formId = useId();
  const legendId = useId();
  const counterparty = useCounterparty(target, invoice.counterparty_id);
  const send = useSendReminder(target);
  const [language, setLanguage] = useState<TLanguage>('tr');
  const [failure, setFailure] = useState<string | null>(null);
  const email = counterparty.data?.email.trim() ?? '';

  const description = counterparty.isPending
    ? t('common.loading')
    : email
      ? t('reminder.description', { number: invoice.number ?? '', email })
      : null;

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !send.isPending) onClose();
      }}
      title={t('reminder.title', { number: invoice.number ?? '' })}
      description={description ?? undefined}
      dismissible={!send.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={send.isPending} disabled={email === ''}>
            {t('reminder.send')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={async (event) => {
          event.preventDefault();
          setFailure(null);
          try {
            await send.mutateAsync({ invoiceId: invoice.id, language });
            onClose();
          } catch (error) {
            setFailure(errorMessage(error));
          }
        }}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {counterparty.isError ? <Alert tone="error">{t('reminder.loadFailed')}</Alert> : null}
        {counterparty.isSuccess && email === '' ? (
          <Alert tone="warning">{t('reminder.noEmail', { name: invoice.counterparty_name })}</Alert>
        ) : null}
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="text-small font-semibold text-ink">
            {t('reminder.language')}
          </legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
            {LANGUAGES.map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-body sm:min-h-0">
                <input
                  type="radio"
                  name="language"
                  value={value}
                  checked={language === value}
                  onChange={() => setLanguage(value)}
                  className="size-4 accent-brand-700"
                />
                {t(`reminder.languages.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
