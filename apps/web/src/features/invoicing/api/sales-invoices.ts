import type { TLanguage } from '@portal/contracts/common/languages';
import {
  cancelSalesInvoiceRoute,
  createSalesInvoiceRoute,
  getSalesInvoiceRoute,
  issueSalesInvoiceRoute,
  listSalesInvoicesRoute,
  remindSalesInvoiceRoute,
  returnSalesInvoiceRoute,
  salesInvoicePdfRoute,
  salesInvoiceXmlRoute,
  sendSalesInvoiceRoute,
  updateSalesInvoiceRoute,
} from '@portal/contracts/sales-invoices/sales-invoice-routes';
import type {
  TSalesInvoice,
  TSalesInvoiceRequest,
  TSalesInvoiceSort,
  TSalesInvoiceStatus,
} from '@portal/contracts/sales-invoices/sales-invoices';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadFromRoute } from '../../../lib/api/call-route.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { invoicingKeys, type TBooksTarget } from './invoicing-keys.ts';

export const INVOICES_PER_PAGE = 20;

type TInvoiceListFilter = {
  status: TSalesInvoiceStatus | 'all';
  overdue: 'true' | 'all';
  q: string;
  sort: TSalesInvoiceSort;
  page: number;
  counterpartyId?: number;
  perPage?: number;
};

/** `GET accounts/{id}/sales-invoices?status&overdue&q&sort&page`. Silent: the list shows its failure. */
export function useSalesInvoices(target: TBooksTarget, filter: TInvoiceListFilter, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: invoicingKeys.invoices(target.accountId, filter),
      queryFn: ({ signal }) =>
        callRoute(
          listSalesInvoicesRoute,
          {
            params: { id: target.accountId },
            query: {
              ...target.scope,
              status: filter.status === 'all' ? undefined : filter.status,
              overdue: filter.overdue === 'all' ? undefined : filter.overdue,
              q: filter.q === '' ? undefined : filter.q,
              counterparty_id: filter.counterpartyId,
              sort: filter.sort,
              page: filter.page,
              per_page: filter.perPage ?? INVOICES_PER_PAGE,
            },
          },
          { signal, silent: true },
        ),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** `GET …/sales-invoices/{invoiceId}`; not asked for a new draft. */
export function useSalesInvoice(target: TBooksTarget, invoiceId: number | null) {
  return useQuery({
    queryKey: invoicingKeys.invoice(target.accountId, invoiceId ?? 0),
    queryFn: ({ signal }) =>
      callRoute(
        getSalesInvoiceRoute,
        { params: { id: target.accountId, invoiceId: invoiceId ?? 0 }, query: target.scope },
        { signal, silent: true },
      ),
    enabled: invoiceId !== null,
  });
}

/** Refreshes the books after a change, and puts the answer in the invoice's cache at once. */
function useInvoiceChange<V>(target: TBooksTarget, run: (variables: V) => Promise<TSalesInvoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicingKeys.invoice(target.accountId, invoice.id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoicingKeys.books(target.accountId) });
    },
  });
}

/** `POST accounts/{id}/sales-invoices` (a new draft), or `PUT …/{invoiceId}`. Silent: the form shows failures. */
export function useSaveSalesInvoice(target: TBooksTarget) {
  return useInvoiceChange(
    target,
    ({ body, invoiceId }: { body: TSalesInvoiceRequest; invoiceId?: number }) => {
      const query = target.scope;
      return invoiceId === undefined
        ? callRoute(
            createSalesInvoiceRoute,
            { params: { id: target.accountId }, query, body },
            { silent: true },
          )
        : callRoute(
            updateSalesInvoiceRoute,
            { params: { id: target.accountId, invoiceId }, query, body },
            { silent: true },
          );
    },
  );
}

/** `POST …/{invoiceId}/issue`, `/cancel`, `/return`: silent, the confirmation shows the failure. */
export function useInvoiceAction(target: TBooksTarget) {
  return useInvoiceChange(
    target,
    ({
      action,
      invoiceId,
      issueDate,
    }: {
      action: 'issue' | 'cancel' | 'return';
      invoiceId: number;
      issueDate?: string;
    }) => {
      const input = { params: { id: target.accountId, invoiceId }, query: target.scope };
      if (action === 'issue') return callRoute(issueSalesInvoiceRoute, input, { silent: true });
      if (action === 'cancel') return callRoute(cancelSalesInvoiceRoute, input, { silent: true });
      return callRoute(
        returnSalesInvoiceRoute,
        { ...input, body: issueDate ? { issue_date: issueDate } : {} },
        { silent: true },
      );
    },
  );
}

/**
 * `POST …/{invoiceId}/send`: through the e-invoice integrator, as an e-Fatura or e-Arşiv invoice
 * as the server finds the buyer registered. Silent: the question shows a refusal. A refusal is
 * recorded on the invoice too, so the books reload whatever the answer.
 */
export function useSendInvoice(target: TBooksTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: number) =>
      callRoute(
        sendSalesInvoiceRoute,
        { params: { id: target.accountId, invoiceId }, query: target.scope },
        { silent: true },
      ),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicingKeys.invoice(target.accountId, invoice.id), invoice);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicingKeys.books(target.accountId) }),
  });
}

/**
 * `POST …/{invoiceId}/reminder`: mails the counterparty that the invoice is overdue, in `language`.
 * Silent: the dialog shows a refusal; the client announces the server's message.
 */
export function useSendReminder(target: TBooksTarget) {
  return useMutation({
    mutationFn: ({ invoiceId, language }: { invoiceId: number; language: TLanguage }) =>
      callRoute(
        remindSalesInvoiceRoute,
        { params: { id: target.accountId, invoiceId }, query: target.scope, body: { language } },
        { silent: true },
      ),
  });
}

/** An issued invoice's PDF (`tr`/`en`) or UBL-TR XML, saved as a download; false when it could not be had. */
export function useDownloadInvoice(target: TBooksTarget) {
  return useMutation({
    mutationFn: async ({ invoice, file }: { invoice: TSalesInvoice; file: 'pdf-tr' | 'pdf-en' | 'xml' }) => {
      const params = { id: target.accountId, invoiceId: invoice.id };
      const blob =
        file === 'xml'
          ? await downloadFromRoute(salesInvoiceXmlRoute, { params, query: target.scope })
          : await downloadFromRoute(salesInvoicePdfRoute, {
              params,
              query: { ...target.scope, lang: file === 'pdf-tr' ? 'tr' : 'en' },
            });
      if (!blob) return false;
      const stem = invoice.number ?? invoice.uuid;
      saveBlob(blob, file === 'xml' ? `${stem}.xml` : `${stem}-${file === 'pdf-tr' ? 'tr' : 'en'}.pdf`);
      return true;
    },
  });
}
