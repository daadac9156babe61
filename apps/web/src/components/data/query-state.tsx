import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * What QueryState reads of a query. TanStack Query's `useQuery` result fits as it is; so does a
 * hook that spreads one (`{ selected, ...query }`).
 */
export type TQueryView<T> = {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  /** True while a paged query shows the previous page as the next one loads (`keepPreviousData`). */
  isPlaceholderData?: boolean;
  refetch: () => Promise<unknown>;
};

type QueryStateProps<T> = {
  query: TQueryView<T>;
  /** The failure's title ("The people could not be loaded."); a general one when omitted. */
  errorTitle?: string;
  /** `page`: a large spinner centred in the page; `section`: a small one where the section's content goes. */
  size?: 'page' | 'section';
  children: (data: T) => ReactNode;
};

/**
 * A query's three states in one place: a spinner until the first answer, the failure with a retry
 * (the query's own `refetch`), and the children once there is data. A failed refetch keeps the last
 * data on screen rather than swapping it for an error.
 */
export function QueryState<T>({ query, errorTitle, size = 'page', children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.data !== undefined) return children(query.data);
  if (query.error) {
    return (
      <Alert tone="error" title={errorTitle ?? t('queryState.loadFailed')}>
        {query.error.message ? <p>{query.error.message}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return size === 'page' ? (
    <div className="flex justify-center py-12">
      <Spinner className="size-8 text-brand-700" />
    </div>
  ) : (
    <Spinner />
  );
}
