import { formatPeriod } from '@portal/contracts/documents/document-periods';
import {
  canMoveMonthClose,
  MONTH_CLOSE_STATES,
  type TMonthClose,
  type TMonthCloseState,
} from '@portal/contracts/month-close/month-close';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMoveMonthClose } from '../api/move-month-close.ts';

/**
 * Where staff may move a month (`canMoveMonthClose`): the next step first, then the earlier states
 * from the nearest back.
 */
export function moveChoices(from: TMonthCloseState): TMonthCloseState[] {
  const allowed = MONTH_CLOSE_STATES.filter((to) => canMoveMonthClose(from, to));
  const at = MONTH_CLOSE_STATES.indexOf(from);
  const forward = allowed.filter((to) => MONTH_CLOSE_STATES.indexOf(to) > at);
  const back = allowed.filter((to) => MONTH_CLOSE_STATES.indexOf(to) < at).reverse();
  return [...forward, ...back];
}

/**
 * A company's month moved one step on or back, chosen among the allowed moves only. A refusal
 * (409: someone moved it meanwhile) shows in the dialog; the server's message is the notification.
 */
export function MoveStateDialog({ close, onClose }: { close: TMonthClose; onClose: () => void }) {
  const { t } = useTranslation('monthClose');
  const language = useLanguage();
  const formId = useId();
  const move = useMoveMonthClose();
  const choices = moveChoices(close.state);
  const at = MONTH_CLOSE_STATES.indexOf(close.state);
  const [state, setState] = useState<TMonthCloseState | undefined>(choices[0]);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state) return;
    setFailure(null);
    try {
      await move.mutateAsync({ accountId: close.account_id, period: close.period, state });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('move.title', { company: close.account_name })}
      description={t('move.current', {
        month: formatPeriod(close.period, language),
        state: t(`states.${close.state}`),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('move.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={move.isPending}>
            {t('move.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Field label={t('move.choice')} hint={t('move.hint')} required>
          {(control) => (
            <select
              className={controlClasses}
              value={state}
              onChange={(event) => setState(event.target.value as TMonthCloseState)}
              {...control}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(MONTH_CLOSE_STATES.indexOf(choice) > at ? 'move.forward' : 'move.back', {
                    state: t(`states.${choice}`),
                  })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
    </Modal>
  );
}
