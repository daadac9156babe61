import { ACCOUNT_STATUSES, type TAccountStatus } from '@portal/contracts/accounts/account-status';
import { canChangeLineStatus } from '@portal/contracts/accounts/product-lines';
import type { TProductLine } from '@portal/contracts/product-lines/registry';
import { DEFAULT_PRODUCT_LINE, productLineOf } from '@portal/contracts/product-lines/registry';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { STATUS_OPTIONS } from './account-status.ts';
import { useAccountStatusLabel } from './account-status-badge.tsx';
import { ConfirmStatusDialog } from './confirm-status-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';

type StatusActionsProps = {
  account: { id: number; name: string; status: number };
  /** One product line of the company and its state; each is decided on apart (issue 15). */
  line?: { type: TProductLine; status: number } | undefined;
  /** What staff should know before deciding (the virtual office the application chose). */
  children?: ReactNode;
};

/**
 * What staff may do with one product line of the company (its accountant line when the company
 * lists none). An application waiting for approval gets the two decisions as buttons; any other
 * state offers its allowed next states (the contracts' rule, which the server enforces too). A
 * rejection always asks for the reason.
 */
export function StatusActions({ account, line, children }: StatusActionsProps) {
  const { t } = useTranslation(['staff', 'nav']);
  const statusLabel = useAccountStatusLabel();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The status it was moved from is kept: the wording must not change when the detail reloads.
  const [confirm, setConfirm] = useState<{ from: number; to: TAccountStatus } | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [choice, setChoice] = useState<TAccountStatus | null>(null);
  const [changed, setChanged] = useState(false);
  const current = line?.status ?? account.status;
  const nextStatuses = STATUS_OPTIONS.filter((status) => canChangeLineStatus(current, status));
  const waiting = current === ACCOUNT_STATUSES.waitingForApproval;
  const selected = choice !== null && nextStatuses.includes(choice) ? choice : (nextStatuses[0] ?? null);

  // The button that opened the dialog is gone once the status changed; focus goes to this
  // section's heading instead of the page's start. After the dialog has returned focus.
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      headingRef.current?.focus();
      setChanged(false);
    }, 0);
    return () => clearTimeout(timer);
  }, [changed]);
  const onChanged = () => {
    setChoice(null);
    setChanged(true);
  };

  const start = (status: TAccountStatus) => {
    if (status === ACCOUNT_STATUSES.rejected) setRejecting(true);
    else setConfirm({ from: current, to: status });
  };

  const approving =
    confirm?.from === ACCOUNT_STATUSES.waitingForApproval && confirm.to === ACCOUNT_STATUSES.active;

  return (
    // A region named by its heading: a company waiting on two lines shows two of these.
    <Card role="region" aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-h3 font-bold text-brand-950 focus:outline-none"
      >
        {line ? t('actions.titleOf', { line: t(`nav:${lineNameKey(line.type)}`) }) : t('actions.title')}
      </h2>
      {children}
      {waiting ? (
        <>
          <p className="mt-2 text-body text-muted">{t('actions.waitingLead')}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => start(ACCOUNT_STATUSES.active)}>{t('actions.approve')}</Button>
            <Button variant="danger" onClick={() => start(ACCOUNT_STATUSES.rejected)}>
              {t('actions.reject')}
            </Button>
          </div>
        </>
      ) : nextStatuses.length > 0 && selected !== null ? (
        <form
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            start(selected);
          }}
        >
          <Field label={t('actions.newStatus')} className="sm:min-w-64">
            {(control) => (
              <select
                className={controlClasses}
                value={selected}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  setChoice(nextStatuses.find((status) => status === value) ?? null);
                }}
                {...control}
              >
                {nextStatuses.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(status)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" variant="secondary">
            {t('actions.change')}
          </Button>
        </form>
      ) : (
        <p className="mt-2 text-body text-muted">{t('actions.final')}</p>
      )}

      <ConfirmStatusDialog
        account={account}
        line={line?.type}
        target={confirm?.to ?? null}
        title={approving ? t('approve.title') : t('change.title')}
        description={
          approving
            ? t('approve.description', { name: account.name })
            : t('change.description', {
                name: account.name,
                from: confirm ? statusLabel(confirm.from) : '',
                to: confirm ? statusLabel(confirm.to) : '',
              })
        }
        confirmLabel={approving ? t('approve.submit') : t('change.submit')}
        onClose={() => setConfirm(null)}
        onChanged={onChanged}
      />
      <RejectDialog
        account={account}
        line={line?.type}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onChanged={onChanged}
      />
    </Card>
  );
}

/** The line's name in the `nav` texts (the top bar's product names). */
function lineNameKey(type: TProductLine) {
  return (productLineOf(type) ?? DEFAULT_PRODUCT_LINE).nameKey;
}
