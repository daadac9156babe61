import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { OfficeTermsSummary } from '../../../domains/office/components/office-terms-summary.tsx';
import { AdditionalServices } from './additional-services-page.tsx';

/**
 * `/app/office/additional-services`: the office packet's one-off add-ons (never shown to staff),
 * under what the packet includes each month and the fees beyond it (issue 35).
 */
export default function OfficeAdditionalServicesPage() {
  return (
    <AdditionalServices
      productLine={OFFICE_LINE}
      packetTerms={(packetId) => <OfficeTermsSummary productId={packetId} className="mt-0" />}
    />
  );
}
