import { getCreditNotePdfRoute, getInvoicePdfRoute } from '@portal/contracts/payments/payment-routes';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { useMutation } from '@tanstack/react-query';
import { downloadFromRoute } from '../../lib/api/call-route.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** The file name the browser saves the PDF under. */
function invoiceFileName(invoice: Pick<TInvoice, 'number'>): string {
  return `${invoice.number.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

/**
 * `GET invoices/{id}/pdf` (or `credit-notes/{id}/pdf`) behind the bearer token, saved as a
 * download. False when the file could not be had.
 */
async function downloadInvoicePdf(
  invoice: Pick<TInvoice, 'id' | 'number'> & { creditNote?: boolean },
): Promise<boolean> {
  const route = invoice.creditNote ? getCreditNotePdfRoute : getInvoicePdfRoute;
  const blob = await downloadFromRoute(route, { params: { id: invoice.id } });
  if (!blob) return false;
  saveBlob(blob, invoiceFileName(invoice));
  return true;
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
