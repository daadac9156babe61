import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { ListResults } from '../../../components/data/list-results.tsx';
import { CalendarIcon } from '../../../components/ui/icons.tsx';
import { useSelectedAccount } from '../../../domains/accounts/accounts.ts';
import { SubscriptionCard } from '../../../domains/payments/components/subscriptions/subscription-card.tsx';
import { useSubscriptions } from '../../../domains/payments/subscriptions.ts';

/**
 * `/profile/subscriptions`: the selected company's monthly packets (spec section 9): each with its
 * state, next charge, card on file and charges; pay a refused renewal, keep another card, cancel
 * at the end of the month paid or undo that.
 */
export default function SubscriptionsPage() {
  const { t } = useTranslation(['payments', 'pages']);
  const { selected } = useSelectedAccount();
  const subscriptions = useSubscriptions(selected?.id);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('pages:profileSubscriptions.title')}</h1>
        <p className="mt-1 text-body text-muted">
          {selected ? t('subscriptions.lead', { company: selected.name }) : t('subscriptions.noCompany')}
        </p>
      </div>
      {selected ? (
        <ListResults
          query={subscriptions}
          errorTitle={t('subscriptions.loadFailed')}
          empty={
            <EmptyState icon={<CalendarIcon className="size-7" />}>{t('subscriptions.empty')}</EmptyState>
          }
        >
          {(list) => (
            <div className="space-y-6">
              {list.map((subscription) => (
                <SubscriptionCard key={subscription.id} subscription={subscription} />
              ))}
            </div>
          )}
        </ListResults>
      ) : null}
    </div>
  );
}
