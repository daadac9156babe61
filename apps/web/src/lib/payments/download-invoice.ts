import type { TInvoice } from '@portal/contracts/payments/payment-schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** The file name the browser saves the PDF under. */
export function invoiceFileName(invoice: Pick<TInvoice, 'number'>): string {
  return `${invoice.number.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

/**
 * `GET invoices/{id}/pdf` behind the bearer token, saved through a temporary object URL and
 * `<a download>` (a plain link would not carry the token). False when the file could not be had.
 */
export async function downloadInvoicePdf(invoice: Pick<TInvoice, 'id' | 'number'>): Promise<boolean> {
  const blob = await api.getBlob(`invoices/${invoice.id}/pdf`);
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(invoice);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after `click` returns: let go of the file a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
