import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/button.tsx';
import { pathTo } from '../../../config/paths.ts';
import { OfficeDeskPage } from '../../../domains/office/components/office-desk-page.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
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
  const language = useLanguage();
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
      customerView={(accountId) => (
        <>
          {/* The standing rules decide what happens to each new item; a customer sets them there. */}
          <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-small text-ink">{t('instructionsLink.lead')}</p>
            <LinkButton to={pathTo(language, 'officeMailInstructions')} size="sm" variant="secondary">
              {t('instructionsLink.label')}
            </LinkButton>
          </div>
          <CustomerShipments accountId={accountId} />
        </>
      )}
    />
  );
}
