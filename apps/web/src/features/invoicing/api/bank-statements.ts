import {
  getBankStatementLinesRoute,
  importBankStatementRoute,
  listBankStatementsRoute,
  matchBankStatementLineRoute,
} from '@portal/contracts/bank-statements/bank-statement-routes';
import type { TBankLineMatchRequest } from '@portal/contracts/bank-statements/bank-statements';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, uploadToRoute } from '../../../lib/api/call-route.ts';
import { invoicingKeys, type TBooksTarget } from './invoicing-keys.ts';

export const BANK_STATEMENTS_PER_PAGE = 20;

/** `GET accounts/{id}/bank-statements?page`, newest first. Silent: the list shows its failure. */
export function useBankStatements(target: TBooksTarget, page: number) {
  return useQuery({
    queryKey: invoicingKeys.bankStatements(target.accountId, page),
    queryFn: ({ signal }) =>
      callRoute(
        listBankStatementsRoute,
        {
          params: { id: target.accountId },
          query: { ...target.scope, page, per_page: BANK_STATEMENTS_PER_PAGE },
        },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `POST accounts/{id}/bank-statements`: the file read and its matches proposed. Silent: the form shows the 422. */
export function useImportBankStatement(target: TBooksTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return uploadToRoute(
        importBankStatementRoute,
        { params: { id: target.accountId }, query: target.scope, body },
        { silent: true },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingKeys.books(target.accountId) }),
  });
}

/** `GET accounts/{id}/bank-statements/{statementId}/lines`. Silent: the page shows its failure. */
export function useBankStatementLines(target: TBooksTarget, statementId: number) {
  return useQuery({
    queryKey: invoicingKeys.bankStatementLines(target.accountId, statementId),
    queryFn: ({ signal }) =>
      callRoute(
        getBankStatementLinesRoute,
        { params: { id: target.accountId, statementId }, query: target.scope },
        { signal, silent: true },
      ),
  });
}

/**
 * `PUT …/lines/{lineId}`: confirms a match (a collection or a paid entry follows) or clears the
 * proposal; the whole of the company's books reload. The server's message is the notification.
 */
export function useMatchBankLine(target: TBooksTarget, statementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: number; body: TBankLineMatchRequest }) =>
      callRoute(matchBankStatementLineRoute, {
        params: { id: target.accountId, statementId, lineId },
        query: target.scope,
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingKeys.books(target.accountId) }),
  });
}
