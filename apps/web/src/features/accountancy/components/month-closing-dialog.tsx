import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';
import { useSetLedgerPeriod } from '../api/set-ledger-period.ts';

/**
 * The advisor's confirmation before closing the month (`closed: true`: its entries become
 * read-only for the customer) or reopening it (`closed: false`); open while a change is asked for.
 */
export function MonthClosingDialog({
  target,
  period,
  periodName,
  change,
  onClose,
}: {
  target: TLedgerTarget;
  period: string;
  periodName: string;
  change: { closed: boolean } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('accountancy');
  const setPeriod = useSetLedgerPeriod(target);
  const reopening = change?.closed === false;
  return (
    <ConfirmDialog
      open={change !== null}
      title={
        reopening
          ? t('closed.reopenTitle', { period: periodName })
          : t('closed.closeTitle', { period: periodName })
      }
      description={reopening ? t('closed.reopenDescription') : t('closed.closeDescription')}
      confirmLabel={reopening ? t('closed.reopen') : t('closed.close')}
      onCancel={onClose}
      onConfirm={async () => {
        if (!change) return;
        const { message } = await setPeriod.mutateAsync({ period, closed: change.closed });
        onClose();
        if (message) notify({ type: 'success', title: message });
      }}
    />
  );
}
