import { zodResolver } from '@hookform/resolvers/zod';
import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import {
  ADVISOR_CHANGE_REASON_MAX_LENGTH,
  type TAdvisorChangeRequest,
  ZAnswerAdvisorChangeRequest,
} from '@portal/contracts/company-messages/company-messages';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ChoiceCards } from '../../../components/form/choice-cards.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field, Textarea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { applyServerErrors, errorMessage, useMessageText } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAnswerAdvisorChange } from '../api/advisor-change-requests.ts';
import { useRoleUsers } from '../api/get-role-users.ts';

/**
 * The form holds text (a radio's value, a select's id, the note); the contracts' answer schema
 * decides what is sent: approval needs an advisor, the note is optional and at most 1000 characters.
 */
const ZAnswerForm = z
  .object({ decision: z.string(), advisor_id: z.string(), note: z.string() })
  .transform((form, context) => {
    const answer = ZAnswerAdvisorChangeRequest.safeParse({
      decision: form.decision,
      ...(form.decision === 'approved' && form.advisor_id !== '' ? { advisor_id: form.advisor_id } : {}),
      ...(form.note.trim() !== '' ? { note: form.note } : {}),
    });
    if (answer.success) return answer.data;
    for (const issue of answer.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
type TAnswerFormValues = z.input<typeof ZAnswerForm>;
type TAnswerFormBody = z.output<typeof ZAnswerForm>;

const EMPTY: TAnswerFormValues = { decision: 'approved', advisor_id: '', note: '' };

/**
 * An admin answers a customer's request for another advisor: approve with the new advisor (the
 * active advisors, as the company page's assignment picks them), or decline; the note goes to the
 * company's thread with the answer. The client announces the server's message, or its refusal.
 */
export function AnswerAdvisorChangeDialog({
  request,
  onClose,
}: {
  request: TAdvisorChangeRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const language = useLanguage();
  const text = useMessageText();
  const formId = useId();
  const answer = useAnswerAdvisorChange(request);
  const advisors = useRoleUsers('advisor');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TAnswerFormValues, unknown, TAnswerFormBody>({
    resolver: zodResolver(ZAnswerForm),
    defaultValues: EMPTY,
  });
  const decision = useWatch({ control: form.control, name: 'decision' });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await answer.mutateAsync(body);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['decision', 'advisor_id', 'note'])) {
        setFailure(errorMessage(error));
      }
    }
  });

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !answer.isPending) onClose();
      }}
      title={t('answer.title', { company: request.account_name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={answer.isPending}>
            {t('answer.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={answer.isPending}>
            {t('answer.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="rounded-lg bg-surface p-3 text-small">
          <p className="font-semibold text-ink">{t('answer.reason')}</p>
          <p className="mt-1 break-words whitespace-pre-line text-ink">{request.reason}</p>
          <p className="mt-2 text-xs text-muted">
            {t('answer.requestedBy', {
              name: request.requested_by_name ?? t('admin.deletedUser'),
              date: formatIstanbulDateTime(new Date(request.created_at), language),
            })}
          </p>
          <p className="text-xs text-muted">
            {t('answer.currentAdvisor', { name: request.current_advisor_name ?? t('admin.noAdvisor') })}
          </p>
        </div>
        <ChoiceCards
          legend={t('answer.decision')}
          name="decision"
          register={form.register('decision')}
          error={text(errors.decision?.message)}
          options={[
            { value: 'approved', title: t('answer.approve') },
            { value: 'declined', title: t('answer.decline') },
          ]}
        />
        {decision === 'approved' ? (
          <>
            {advisors.isError ? <Alert tone="warning">{t('answer.advisorsFailed')}</Alert> : null}
            <Field label={t('answer.advisor')} required error={text(errors.advisor_id?.message)}>
              {(control) => (
                <select className={controlClasses} {...form.register('advisor_id')} {...control}>
                  <option value="">{t('answer.chooseAdvisor')}</option>
                  {(advisors.data?.data ?? []).map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        ) : null}
        <Textarea
          label={t('answer.note')}
          rows={3}
          hint={t('answer.noteHint', { max: ADVISOR_CHANGE_REASON_MAX_LENGTH })}
          error={text(errors.note?.message)}
          {...form.register('note')}
        />
      </form>
    </Modal>
  );
}
