import { zodResolver } from '@hookform/resolvers/zod';
import { PERMISSIONS } from '@portal/contracts/auth/permissions';
import {
  CALL_LIMITS,
  CALL_OUTCOMES,
  type TRecordCallRequest,
  ZRecordCallRequest,
} from '@portal/contracts/office/office-calls';
import { type TOfficeCompany, ZOfficeCompany } from '@portal/contracts/office/office-routes';
import { VALIDATION_MESSAGES } from '@portal/contracts/validation/message-keys';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input, Textarea } from '../../../components/ui/field.tsx';
import { OfficeCompanyFinder } from '../../../domains/office/components/office-company-finder.tsx';
import { useSessionView } from '../../../domains/session/session-view.ts';
import {
  applyServerErrors,
  errorMessage,
  useFocusFirstInvalid,
  useMessageText,
} from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useRecordCall } from '../api/record-call.ts';
import { CallInstructionsPanel } from './call-instructions-panel.tsx';

/**
 * The form's shape: the shared request (the server checks the same schema) and the company the
 * call was for. The time is left out: a call is recorded as it ends, and the server takes now.
 */
const ZRecordCallForm = ZRecordCallRequest.omit({ called_at: true }).extend({
  company: ZOfficeCompany.nullable().refine((company) => company !== null, {
    message: VALIDATION_MESSAGES.required,
  }),
});
type TRecordCallFormValues = z.input<typeof ZRecordCallForm>;
type TRecordCallFormOutput = z.output<typeof ZRecordCallForm>;

const FIELDS = ['caller_name', 'caller_phone', 'subject', 'message', 'outcome'] as const;

const emptyCall = (company: TOfficeCompany | null): TRecordCallFormValues => ({
  company,
  caller_name: '',
  caller_phone: '',
  subject: '',
  message: '',
  outcome: 'message_taken',
});

/**
 * The secretary's quick record: the company first (found by name or number), then the caller,
 * the subject, the message and what was done. Enter in a line submits, Ctrl+Enter in the message;
 * after a save the form empties but keeps the company, ready for the next call on the same line.
 */
export function RecordCallForm() {
  const { t } = useTranslation('officeCalls');
  const text = useMessageText();
  const { can } = useSessionView();
  const outcomeErrorId = useId();
  const record = useRecordCall();
  // Staff who see every company reach those they are not attached to in the staff view.
  const scope = can(PERMISSIONS.showAccountsAll) ? { all: '1' } : {};
  const [failure, setFailure] = useState<string | null>(null);
  const finderRef = useRef<HTMLInputElement>(null);
  const form = useForm<TRecordCallFormValues, unknown, TRecordCallFormOutput>({
    resolver: zodResolver(ZRecordCallForm),
    defaultValues: emptyCall(null),
    // The company's control is the finder's own: the first invalid control in the page's order
    // gets the focus, not the first registered field.
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(form.formState.submitCount);
  const errors = form.formState.errors;
  const company = useWatch({ control: form.control, name: 'company' });
  const focusFinder = useRef(false);

  // "Change the company" brings the finder back; it gets the focus once it is there again.
  useEffect(() => {
    if (company === null && focusFinder.current) {
      focusFinder.current = false;
      finderRef.current?.focus();
    }
  }, [company]);

  const chooseCompany = (chosen: TOfficeCompany | null) => {
    form.setValue('company', chosen, { shouldValidate: form.formState.isSubmitted });
    if (chosen) form.setFocus('caller_name');
    else focusFinder.current = true;
  };

  const onSubmit = form.handleSubmit(async ({ company: chosen, ...body }) => {
    if (!chosen) return;
    setFailure(null);
    const request: TRecordCallRequest = body;
    try {
      const { message } = await record.mutateAsync({
        target: { accountId: chosen.id, scope },
        body: request,
      });
      form.reset(emptyCall(chosen));
      form.setFocus('caller_name');
      if (message) notify({ type: 'success', title: message });
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS))
        setFailure(errorMessage(error) ?? t('record.failed'));
    }
  });

  const outcomeError = text(errors.outcome?.message);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <h2 className="text-h3 font-bold text-brand-950">{t('record.title')}</h2>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <OfficeCompanyFinder
            value={company}
            onChange={chooseCompany}
            error={text(errors.company?.message)}
            inputRef={finderRef}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={t('record.callerName')}
              required
              autoComplete="off"
              maxLength={CALL_LIMITS.callerName}
              error={text(errors.caller_name?.message)}
              {...form.register('caller_name')}
            />
            <Input
              label={t('record.callerPhone')}
              hint={t('record.callerPhoneHint')}
              required
              type="tel"
              autoComplete="off"
              maxLength={CALL_LIMITS.callerPhone}
              error={text(errors.caller_phone?.message)}
              {...form.register('caller_phone')}
            />
          </div>
          <Input
            label={t('record.subject')}
            required
            autoComplete="off"
            maxLength={CALL_LIMITS.subject}
            error={text(errors.subject?.message)}
            {...form.register('subject')}
          />
          <Textarea
            label={t('record.message')}
            hint={t('record.messageHint')}
            maxLength={CALL_LIMITS.message}
            error={text(errors.message?.message)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void onSubmit();
              }
            }}
            {...form.register('message')}
          />
          <fieldset
            aria-describedby={outcomeError ? outcomeErrorId : undefined}
            aria-invalid={outcomeError ? true : undefined}
          >
            <legend className="text-small font-semibold text-ink">
              {t('record.outcome')}
              <span aria-hidden="true" className="ms-0.5 text-danger">
                *
              </span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-4">
              {CALL_OUTCOMES.map((outcome) => (
                <label key={outcome} className="relative">
                  <input
                    type="radio"
                    value={outcome}
                    className="peer sr-only"
                    {...form.register('outcome')}
                  />
                  <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-line bg-white px-3 text-center text-small font-semibold text-brand-900 peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-accent-400 hover:border-brand-300">
                    {t(`outcomes.${outcome}`)}
                  </span>
                </label>
              ))}
            </div>
            {outcomeError ? (
              <p id={outcomeErrorId} className="mt-1.5 text-small font-medium text-danger">
                {outcomeError}
              </p>
            ) : null}
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" loading={record.isPending}>
              {t('record.submit')}
            </Button>
          </div>
        </form>
      </Card>
      {company ? (
        <CallInstructionsPanel target={{ accountId: company.id, scope }} company={company.name} />
      ) : null}
    </div>
  );
}
