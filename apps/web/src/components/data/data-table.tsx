import { type Key, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { ListResults, type TListResultsProps } from './list-results.tsx';
import { nextSort, parseSort, type TSortDirection } from './sort.ts';

export type TColumn<Row> = {
  /** Names the column among the others (React's key). */
  key: string;
  /** The header, already translated; on a phone, the label before each value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's name in the URL's `sort` (`name`, `-name`); without it the column does not sort. */
  sortKey?: string;
  /** The direction of a first click on the header; dates usually start with the newest ('desc'). */
  firstDirection?: TSortDirection;
  /** This column names the row (`<th scope="row">`); on a phone it is the card's title. */
  rowHeader?: boolean;
  /** The header is for screen readers only (an actions column); on a phone the cell has no label. */
  hiddenHeader?: boolean;
  /** Classes of the column's body cells (`whitespace-nowrap`, `tabular-nums`). */
  className?: string;
};

/** The list's order, as the URL holds it (see sort.ts), and how to change it. */
type TTableSort = { value: string; onChange: (value: string) => void };

/** How wide the table stays before it scrolls sideways (from Tailwind's `md` up). */
const MIN_WIDTHS = {
  sm: 'md:min-w-[32rem]',
  md: 'md:min-w-[40rem]',
  lg: 'md:min-w-[48rem]',
} as const;

type DataTableProps<Row> = TListResultsProps<Row> & {
  /** Names the table for screen readers (a visually hidden `<caption>`). */
  caption: string;
  columns: readonly TColumn<Row>[];
  rowKey: (row: Row) => Key;
  sort?: TTableSort;
  minWidth?: keyof typeof MIN_WIDTHS;
};

/**
 * A server list as a table: the query's spinner, failure with retry, count, rows or why there are
 * none, sort buttons in the headers and the paging under it. From `md` up a real table (scrolling
 * sideways inside a focusable region when it is too wide); below, each row is a card of
 * "label value" lines under the row's name.
 */
export function DataTable<Row>({ caption, columns, rowKey, sort, minWidth = 'sm', ...list }: DataTableProps<Row>) {
  return (
    <ListResults {...list}>
      {(rows) => (
        <Table
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          sort={sort}
          minWidth={MIN_WIDTHS[minWidth]}
        />
      )}
    </ListResults>
  );
}

type TableProps<Row> = {
  caption: string;
  columns: readonly TColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  sort?: TTableSort;
  minWidth: string;
};

function Table<Row>({ caption, columns, rows, rowKey, sort, minWidth }: TableProps<Row>) {
  const captionId = useId();
  // On a phone the header row only carries the sort buttons; without any it is left out.
  const sortable = sort !== undefined && columns.some((column) => column.sortKey);
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        'focus-visible:outline-3 focus-visible:outline-accent-400',
        'md:overflow-x-auto md:rounded-card md:border md:border-line md:bg-white',
      )}
    >
      <table className={cn('w-full text-left text-small max-md:block', minWidth)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead
          className={cn(
            'border-b border-line bg-surface text-xs tracking-wide text-muted uppercase',
            sortable ? 'max-md:mb-3 max-md:block max-md:border-0 max-md:bg-transparent' : 'max-md:hidden',
          )}
        >
          <tr className="max-md:flex max-md:flex-wrap max-md:gap-2">
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-md:block max-md:space-y-3 max-md:divide-y-0">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="hover:bg-surface/60 max-md:block max-md:rounded-card max-md:border max-md:border-line max-md:bg-white max-md:p-4 max-md:shadow-card"
            >
              {columns.map((column) => (
                <BodyCell key={column.key} column={column} row={row} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<Row>({ column, sort }: { column: TColumn<Row>; sort?: TTableSort }) {
  const { sortKey } = column;
  if (!sort || !sortKey) {
    return (
      <th scope="col" className="px-4 py-3 font-semibold max-md:hidden">
        {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
      </th>
    );
  }
  const current = parseSort(sort.value);
  const direction = current?.key === sortKey ? current.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction ? ARIA_SORT[direction] : undefined}
      className="px-4 py-3 font-semibold max-md:p-0"
    >
      <button
        type="button"
        onClick={() => sort.onChange(nextSort(sort.value, sortKey, column.firstDirection))}
        className={cn(
          'inline-flex items-center gap-1 rounded font-semibold tracking-wide uppercase hover:text-ink',
          'focus-visible:outline-3 focus-visible:outline-accent-400',
          'max-md:rounded-full max-md:border max-md:border-line max-md:bg-white max-md:px-3 max-md:py-1.5',
          direction && 'text-ink',
        )}
      >
        {column.header}
        <ChevronDownIcon
          className={cn('size-4 shrink-0', direction === 'asc' && 'rotate-180', !direction && 'opacity-40')}
        />
      </button>
    </th>
  );
}

function BodyCell<Row>({ column, row }: { column: TColumn<Row>; row: Row }) {
  if (column.rowHeader) {
    return (
      <th
        scope="row"
        className={cn(
          'px-4 py-3 font-semibold text-ink max-md:block max-md:px-0 max-md:pt-0 max-md:pb-2 max-md:text-body',
          column.className,
        )}
      >
        {column.cell(row)}
      </th>
    );
  }
  return (
    <td
      className={cn(
        'px-4 py-3 max-md:px-0 max-md:py-1',
        column.hiddenHeader
          ? 'max-md:block max-md:pt-3'
          : 'max-md:grid max-md:grid-cols-[minmax(0,8rem)_minmax(0,1fr)] max-md:items-baseline max-md:gap-x-3',
        column.className,
      )}
    >
      {/* The phone's card names each value; from `md` up the column header does. */}
      {column.hiddenHeader ? null : (
        <span className="text-xs font-semibold text-muted md:hidden">{column.header}</span>
      )}
      <div className="min-w-0">{column.cell(row)}</div>
    </td>
  );
}
