import { formatKurus } from '@portal/contracts/common/money';
import type { TLedgerEntry } from '@portal/contracts/ledger/ledger-schemas';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDeleteLedgerEntry } from '../api/delete-ledger-entry.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';
import { formatEntryDate } from './ledger-format.ts';

/** Asks before deleting `entry` (open while there is one), naming it by counterparty, date and amount. */
export function DeleteEntryDialog({
  target,
  entry,
  onClose,
}: {
  target: TLedgerTarget;
  entry: TLedgerEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('accountancy');
  const language = useLanguage();
  const remove = useDeleteLedgerEntry(target);
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('delete.title')}
      description={
        entry
          ? t('delete.description', {
              name: entry.counterparty_name,
              date: formatEntryDate(entry.date, language),
              amount: formatKurus(entry.gross_amount, language),
            })
          : ''
      }
      confirmLabel={t('delete.confirm')}
      tone="danger"
      onCancel={onClose}
      onConfirm={async () => {
        if (!entry) return;
        await remove.mutateAsync(entry.id);
        onClose();
      }}
    />
  );
}
