import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListResults } from '../../../components/data/list-results.tsx';
import { Card } from '../../../components/ui/card.tsx';
// The customer's subscription card, reused: staff see it without paying or changing the card.
import { SubscriptionCard } from '../../../domains/payments/components/subscriptions/subscription-card.tsx';
import { SubscriptionScope, useSubscriptions } from '../../../domains/payments/subscriptions.ts';

/** Staff reach a company they serve with `?all=1`, on the reads and on cancel / resume alike. */
const STAFF_SCOPE = { all: '1' };

/** The company's subscriptions, each with its state, next charge and charges; staff may cancel one or undo that. */
export function AccountSubscriptions({ accountId }: { accountId: number }) {
  return (
    <SubscriptionScope value={STAFF_SCOPE}>
      <SubscriptionList accountId={accountId} />
    </SubscriptionScope>
  );
}

function SubscriptionList({ accountId }: { accountId: number }) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const subscriptions = useSubscriptions(accountId);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-h3 font-bold text-brand-950">
        {t('subscriptions.title')}
      </h2>
      <div className="mt-4">
        <ListResults
          compact
          query={subscriptions}
          errorTitle={t('subscriptions.loadFailed')}
          empty={t('subscriptions.empty')}
        >
          {(list) => (
            <div className="space-y-4">
              {list.map((subscription) => (
                <SubscriptionCard key={subscription.id} subscription={subscription} viewer="staff" />
              ))}
            </div>
          )}
        </ListResults>
      </div>
    </Card>
  );
}
