import { formatIstanbulDate } from '@portal/contracts/common/istanbul-time';
import type { TTaxReturn } from '@portal/contracts/tax-returns/tax-returns';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useReturnTitle } from '../../../domains/tax-returns/tax-return-format.ts';
import type { TTaxReturnTarget } from '../../../domains/tax-returns/tax-return-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useConfirmTaxPayment } from '../api/confirm-tax-payment.ts';

/**
 * The advisor confirms an accrual paid: with the customer's receipt, or without it (the firm may
 * have paid it). A refusal stays in the dialog; the server's confirmation is the notification.
 */
export function ConfirmPaymentDialog({
  target,
  taxReturn,
  onClose,
}: {
  target: TTaxReturnTarget;
  taxReturn: TTaxReturn | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('taxReturns');
  const language = useLanguage();
  const returnTitle = useReturnTitle();
  const confirm = useConfirmTaxPayment(target);
  return (
    <ConfirmDialog
      open={taxReturn !== null}
      title={taxReturn ? t('confirm.title', { title: returnTitle(taxReturn) }) : ''}
      description={
        taxReturn?.paid_at
          ? t('confirm.withReceipt', { date: formatIstanbulDate(new Date(taxReturn.paid_at), language) })
          : t('confirm.withoutReceipt')
      }
      confirmLabel={t('confirm.submit')}
      onCancel={onClose}
      onConfirm={async () => {
        if (!taxReturn) return;
        // The client announces the server's message (every successful change).
        await confirm.mutateAsync(taxReturn.id);
        onClose();
      }}
    />
  );
}
