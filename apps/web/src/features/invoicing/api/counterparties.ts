import type {
  TCounterpartyKind,
  TCounterpartyRequest,
  TCounterpartySort,
} from '@portal/contracts/counterparties/counterparties';
import {
  createCounterpartyRoute,
  getCounterpartyRoute,
  getCounterpartyStatementRoute,
  listCounterpartiesRoute,
  updateCounterpartyRoute,
} from '@portal/contracts/counterparties/counterparty-routes';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { invoicingKeys, type TBooksTarget } from './invoicing-keys.ts';

export const COUNTERPARTIES_PER_PAGE = 20;

type TCounterpartyListFilter = {
  q: string;
  kind: TCounterpartyKind | 'all';
  sort: TCounterpartySort;
  page: number;
  perPage?: number;
};

/** `GET accounts/{id}/counterparties?q&kind&sort&page`. Silent: the list shows its failure in place. */
export function useCounterparties(target: TBooksTarget, filter: TCounterpartyListFilter, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: invoicingKeys.counterparties(target.accountId, filter),
      queryFn: ({ signal }) =>
        callRoute(
          listCounterpartiesRoute,
          {
            params: { id: target.accountId },
            query: {
              ...target.scope,
              q: filter.q === '' ? undefined : filter.q,
              kind: filter.kind === 'all' ? undefined : filter.kind,
              sort: filter.sort,
              page: filter.page,
              per_page: filter.perPage ?? COUNTERPARTIES_PER_PAGE,
            },
          },
          { signal, silent: true },
        ),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** `GET …/counterparties/{counterpartyId}`: one counterparty (its e-mail, for a reminder). Silent: the asker shows the failure. */
export function useCounterparty(target: TBooksTarget, counterpartyId: number) {
  return useQuery({
    queryKey: invoicingKeys.counterparty(target.accountId, counterpartyId),
    queryFn: ({ signal }) =>
      callRoute(
        getCounterpartyRoute,
        { params: { id: target.accountId, counterpartyId }, query: target.scope },
        { signal, silent: true },
      ),
  });
}

/** `GET …/counterparties/{counterpartyId}/statement`: the movements with the running balance. */
export function useCounterpartyStatement(target: TBooksTarget, counterpartyId: number) {
  return useQuery({
    queryKey: invoicingKeys.statement(target.accountId, counterpartyId),
    queryFn: ({ signal }) =>
      callRoute(
        getCounterpartyStatementRoute,
        { params: { id: target.accountId, counterpartyId }, query: target.scope },
        { signal, silent: true },
      ),
  });
}

/** `POST accounts/{id}/counterparties`, or `PUT …/{counterpartyId}`. Silent: the form shows failures. */
export function useSaveCounterparty(target: TBooksTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, counterpartyId }: { body: TCounterpartyRequest; counterpartyId?: number }) => {
      const query = target.scope;
      return counterpartyId === undefined
        ? callRoute(
            createCounterpartyRoute,
            { params: { id: target.accountId }, query, body },
            { silent: true },
          )
        : callRoute(
            updateCounterpartyRoute,
            { params: { id: target.accountId, counterpartyId }, query, body },
            { silent: true },
          );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingKeys.books(target.accountId) }),
  });
}
