import {
  getCreditNotePdfRoute,
  getInvoicePdfRoute,
  getInvoiceXmlRoute,
} from '@portal/contracts/payments/payment-routes';
import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { useMutation } from '@tanstack/react-query';
import { downloadFromRoute } from '../../lib/api/call-route.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** An invoice's PDF or its UBL-TR XML (e-Arşiv); a credit note has its PDF only. */
type TInvoiceFormat = 'pdf' | 'xml';

export type TInvoiceFile = Pick<TInvoice, 'id' | 'number'> & {
  creditNote?: boolean;
  format?: TInvoiceFormat;
};

/** The file name the browser saves the file under. */
function invoiceFileName(invoice: Pick<TInvoice, 'number'>, format: TInvoiceFormat): string {
  return `${invoice.number.replace(/[^A-Za-z0-9_-]+/g, '-')}.${format}`;
}

function routeOf(file: TInvoiceFile) {
  if (file.creditNote) return getCreditNotePdfRoute;
  return file.format === 'xml' ? getInvoiceXmlRoute : getInvoicePdfRoute;
}

/**
 * `GET invoices/{id}/pdf` or `…/xml` (or `credit-notes/{id}/pdf`) behind the bearer token, saved
 * as a download. False when the file could not be had.
 */
async function downloadInvoiceFile(file: TInvoiceFile): Promise<boolean> {
  const blob = await downloadFromRoute(routeOf(file), { params: { id: file.id } });
  if (!blob) return false;
  saveBlob(blob, invoiceFileName(file, file.creditNote ? 'pdf' : (file.format ?? 'pdf')));
  return true;
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoiceFile });
}
