import { useTranslation } from 'react-i18next';
import { OfficeDeskPage } from '../../../domains/office/components/office-desk-page.tsx';
import { CustomerShipments } from '../components/customer-shipments.tsx';
import { OfficeQueue } from '../components/office-queue.tsx';
import { RecordShipmentForm } from '../components/record-shipment-form.tsx';

/**
 * `/app/office/shipment-tracking` (permission "show shipment-tracking"): a customer follows the
 * selected company's mail and chooses what happens to each item; staff log what arrives and work
 * through the queue of requests. The server checks every rule.
 */
export default function ShipmentTrackingPage() {
  const { t } = useTranslation('officeMail');
  return (
    <OfficeDeskPage
      texts={{
        title: t('title'),
        lead: (company) => t('lead', { company }),
        noCompany: t('noCompany'),
        notAllowed: t('notAllowed'),
        staffTitle: t('staffTitle'),
        staffLead: t('staffLead'),
      }}
      staffDesk={
        <>
          <RecordShipmentForm />
          <OfficeQueue />
        </>
      }
      customerView={(accountId) => <CustomerShipments accountId={accountId} />}
    />
  );
}
