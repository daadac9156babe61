import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { AdditionalServices } from './additional-services-page.tsx';

/** `/app/office/additional-services`: the office packet's one-off add-ons (never shown to staff). */
export default function OfficeAdditionalServicesPage() {
  return <AdditionalServices productLine={OFFICE_LINE} />;
}
