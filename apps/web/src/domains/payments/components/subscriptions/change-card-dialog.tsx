import type { TSubscription } from '@portal/contracts/payments/subscriptions';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/modal.tsx';
import { useChangeCard } from '../../subscriptions.ts';
import { CardForm } from '../card-form.tsx';

type ChangeCardDialogProps = {
  subscription: TSubscription;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The card the renewals charge: the provider checks it without charging and keeps it; the portal
 * keeps its brand, last four digits and expiry. The form mounts with each opening (own key).
 */
export function ChangeCardDialog({ subscription, open, onOpenChange }: ChangeCardDialogProps) {
  const { t } = useTranslation('payments');
  const changeCard = useChangeCard();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t(
        subscription.card ? 'subscriptions.cardDialog.changeTitle' : 'subscriptions.cardDialog.addTitle',
      )}
      description={t('subscriptions.cardDialog.description')}
    >
      <CardForm
        submitLabel={t('subscriptions.cardDialog.submit')}
        failedTitle={t('subscriptions.cardDialog.failed')}
        onCancel={() => onOpenChange(false)}
        send={async (card, idempotencyKey) => {
          const changed = await changeCard.mutateAsync({
            accountId: subscription.account_id,
            subscriptionId: subscription.id,
            card,
            idempotencyKey,
          });
          // The bank asks the payer to confirm the card: its page, then back here.
          if (changed.challenge_url) {
            window.location.assign(changed.challenge_url);
            await new Promise(() => {});
          }
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
