import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import { AdditionalServices } from './additional-services-page.tsx';

/** `/app/endless-network/additional-service`: the network membership packet's one-off add-ons. */
export default function NetworkAdditionalServicesPage() {
  return <AdditionalServices productLine={NETWORK_LINE} />;
}
