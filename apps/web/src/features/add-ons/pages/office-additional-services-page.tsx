import { OFFICE_ADD_ONS } from '../add-on-lines.ts';
import { AdditionalServices } from './additional-services-page.tsx';

/** `/app/office/additional-services`: the office packet's one-off add-ons (never shown to staff). */
export default function OfficeAdditionalServicesPage() {
  return <AdditionalServices line={OFFICE_ADD_ONS} />;
}
