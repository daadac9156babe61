import { OFFICE_LINE } from '@portal/contracts/product-lines/office';
import { AdditionalPayment } from './additional-payment-page.tsx';

/** `/app/office/additional-payment?ids=…`: the chosen office add-ons paid once, in one charge. */
export default function OfficeAdditionalPaymentPage() {
  return <AdditionalPayment productLine={OFFICE_LINE} />;
}
