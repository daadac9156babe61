import {
  createCollectionRoute,
  getAgeingRoute,
  listCollectionsRoute,
} from '@portal/contracts/collections/collection-routes';
import type {
  TAgeingKind,
  TCollectionKind,
  TCollectionRequest,
} from '@portal/contracts/collections/collections';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api/call-route.ts';
import { invoicingKeys, type TBooksTarget } from './invoicing-keys.ts';

export const COLLECTIONS_PER_PAGE = 20;

type TCollectionListFilter = { kind: TCollectionKind | 'all'; page: number };

/** `GET accounts/{id}/collections?kind&page`, newest first. Silent: the list shows its failure. */
export function useCollections(target: TBooksTarget, filter: TCollectionListFilter) {
  return useQuery(
    queryOptions({
      queryKey: invoicingKeys.collections(target.accountId, filter),
      queryFn: ({ signal }) =>
        callRoute(
          listCollectionsRoute,
          {
            params: { id: target.accountId },
            query: {
              ...target.scope,
              kind: filter.kind === 'all' ? undefined : filter.kind,
              page: filter.page,
              per_page: COLLECTIONS_PER_PAGE,
            },
          },
          { signal, silent: true },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET accounts/{id}/ageing?kind`: what is open by days past due. */
export function useAgeing(target: TBooksTarget, kind: TAgeingKind) {
  return useQuery({
    queryKey: invoicingKeys.ageing(target.accountId, kind),
    queryFn: ({ signal }) =>
      callRoute(
        getAgeingRoute,
        { params: { id: target.accountId }, query: { ...target.scope, kind } },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `POST accounts/{id}/collections`. Silent: the form shows failures. */
export function useCreateCollection(target: TBooksTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCollectionRequest) =>
      callRoute(
        createCollectionRoute,
        { params: { id: target.accountId }, query: target.scope, body },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingKeys.books(target.accountId) }),
  });
}
