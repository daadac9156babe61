import { renderRoute } from '../../test/render-route.tsx';
import SalesInvoicePage from './pages/sales-invoice-page.tsx';

/** The sales invoice page of invoice `id`, at its route. */
export function renderSalesInvoice(id: number | string) {
  return renderRoute(
    <SalesInvoicePage />,
    '/:lang/app/accountancy/invoices/:invoiceId',
    `/tr/app/accountancy/invoices/${id}`,
  );
}
