import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../pagination.tsx';
import { EmptyState } from './empty-state.tsx';
import { QueryState, type TQueryView } from './query-state.tsx';

/** A page of a server list, as the API answers it: `{ data, meta: { page, per_page, total } }`. */
export type TPage<Row> = { data: readonly Row[]; meta: { total: number; total_capped?: boolean } };
/** What a list query answers: a page, or (a short list the server sends whole) the rows themselves. */
type TListData<Row> = TPage<Row> | readonly Row[];

/** The server paging of a list: the page shown, the page size asked for, and how to turn the page. */
type TPaging = { page: number; perPage: number; onPageChange: (page: number) => void };

export type TListResultsProps<Row> = {
  query: TQueryView<TListData<Row>>;
  /** The failure's title; a general one when omitted. */
  errorTitle?: string;
  /** A heading for screen readers over the results, which makes them a region ("Results"). */
  heading?: string;
  /**
   * The count line above the rows ("45 people found"), announced politely when it changes; null
   * leaves it out (an empty list whose empty state already says so).
   */
  summary?: (total: number) => ReactNode;
  /** What an empty list says: a text (shown in the standard panel) or a whole element. */
  empty?: ReactNode;
  /** Inside a card's section: a small spinner and a plain empty text. */
  compact?: boolean;
  /** Given for a paged list: the previous / next buttons under the rows. */
  paging?: TPaging;
};

type ListResultsProps<Row> = TListResultsProps<Row> & {
  /** Draws the rows (a list of cards, a table). */
  children: (rows: readonly Row[]) => ReactNode;
};

/**
 * The results part of a list: spinner, failure with retry, then the count, the rows or why there
 * are none, and the paging. DataTable draws its rows as a table; a list of cards passes its own.
 */
export function ListResults<Row>({
  query,
  errorTitle,
  heading,
  summary,
  empty,
  compact = false,
  paging,
  children,
}: ListResultsProps<Row>) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const content = (
    <QueryState query={query} errorTitle={errorTitle} size={compact ? 'section' : 'page'}>
      {(data) => {
        const rows = 'meta' in data ? data.data : data;
        const total = 'meta' in data ? data.meta.total : data.length;
        // Past the rows a list counts, the total is a lower bound: say so instead of a count.
        const capped = 'meta' in data && data.meta.total_capped === true;
        const busy = query.isPlaceholderData ?? false;
        // A summary may say nothing (null) where the empty state says it all ("0 found").
        const summaryLine = summary ? (capped ? t('list.capped', { count: total }) : summary(total)) : null;
        return (
          <div className="space-y-4">
            {summaryLine !== null && summaryLine !== undefined ? (
              <p role="status" className="text-small text-muted">
                {summaryLine}
              </p>
            ) : null}
            {rows.length > 0 ? (
              // The previous page stays, dimmed and marked busy, while the next one loads.
              <div aria-busy={busy || undefined} className={busy ? 'opacity-60' : undefined}>
                {children(rows)}
              </div>
            ) : typeof empty === 'string' || empty === undefined ? (
              <EmptyState compact={compact}>{empty ?? t('dataTable.empty')}</EmptyState>
            ) : (
              empty
            )}
            {paging && 'meta' in data ? (
              <Pagination
                page={paging.page}
                perPage={paging.perPage}
                total={total}
                onPageChange={paging.onPageChange}
              />
            ) : null}
          </div>
        );
      }}
    </QueryState>
  );
  if (!heading) return content;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      {content}
    </section>
  );
}
