import { NETWORK_ADD_ONS } from '../add-on-lines.ts';
import { AdditionalServices } from './additional-services-page.tsx';

/** `/app/endless-network/additional-service`: the network membership packet's one-off add-ons. */
export default function NetworkAdditionalServicesPage() {
  return <AdditionalServices line={NETWORK_ADD_ONS} />;
}
