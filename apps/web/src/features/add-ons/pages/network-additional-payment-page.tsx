import { NETWORK_ADD_ONS } from '../add-on-lines.ts';
import { AdditionalPayment } from './additional-payment-page.tsx';

/** `/app/endless-network/additional-payment?ids=…`: the chosen network add-ons paid once, in one charge. */
export default function NetworkAdditionalPaymentPage() {
  return <AdditionalPayment line={NETWORK_ADD_ONS} />;
}
