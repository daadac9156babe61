import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { ListResults } from '../../../components/data/list-results.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { useShipments } from '../api/get-shipments.ts';
import { ShipmentCard } from './shipment-card.tsx';

/** The customer's view: the selected company's items, newest first, as cards (a phone's width too). */
export function CustomerShipments({ accountId }: { accountId: number }) {
  const { t } = useTranslation('officeMail');
  const shipments = useShipments(accountId);
  return (
    <ListResults
      query={shipments}
      heading={t('list.heading')}
      errorTitle={t('list.loadFailed')}
      empty={<EmptyState icon={<MailIcon className="size-7" />}>{t('list.empty')}</EmptyState>}
    >
      {(items) => (
        <ul className="space-y-3">
          {items.map((item) => (
            <ShipmentCard key={item.id} item={item} accountId={accountId} />
          ))}
        </ul>
      )}
    </ListResults>
  );
}
