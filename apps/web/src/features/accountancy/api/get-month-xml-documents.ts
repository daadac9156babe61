import { getAccountDocumentsRoute } from '@portal/contracts/documents/document-routes';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { ledgerKeys, type TLedgerTarget } from './ledger-keys.ts';

/** The e-invoice XMLs among the month's uploaded documents (`GET accounts/{id}/documents?period`). */
export function useMonthXmlDocuments(target: TLedgerTarget, period: string, enabled: boolean) {
  return useQuery({
    queryKey: ledgerKeys.documents(target.accountId, period),
    queryFn: async ({ signal }) => {
      const documents = await callRoute(
        getAccountDocumentsRoute,
        { params: { id: target.accountId }, query: { ...target.scope, period } },
        { signal, silent: true },
      );
      return documents
        .filter((document) => document.mime_type === 'application/xml')
        .map((document) => ({ id: document.id, file_name: document.file_name }));
    },
    enabled,
  });
}
