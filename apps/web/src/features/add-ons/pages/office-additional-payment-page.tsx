import { OFFICE_ADD_ONS } from '../add-on-lines.ts';
import { AdditionalPayment } from './additional-payment-page.tsx';

/** `/app/office/additional-payment?ids=…`: the chosen office add-ons paid once, in one charge. */
export default function OfficeAdditionalPaymentPage() {
  return <AdditionalPayment line={OFFICE_ADD_ONS} />;
}
