import { NETWORK_LINE } from '@portal/contracts/product-lines/network';
import { AdditionalPayment } from './additional-payment-page.tsx';

/** `/app/endless-network/additional-payment?ids=…`: the chosen network add-ons paid once, in one charge. */
export default function NetworkAdditionalPaymentPage() {
  return <AdditionalPayment productLine={NETWORK_LINE} />;
}
