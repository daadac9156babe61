import {
  AGEING_BUCKETS,
  AGEING_KINDS,
  type TAgeing,
  type TAgeingKind,
} from '@portal/contracts/collections/collections';
import { formatKurus } from '@portal/contracts/common/money';
import { useTranslation } from 'react-i18next';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAgeing } from '../api/collections.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { formatDay } from './invoicing-format.ts';

type TRow = TAgeing['counterparties'][number];

/**
 * The ageing view: what customers owe (receivable) or what the company owes suppliers (payable),
 * by days past due (not due, 1-30, 31-60, 61-90, over 90), in total and per counterparty.
 */
export function AgeingSection({
  target,
  kind,
  onKindChange,
}: {
  target: TBooksTarget;
  kind: TAgeingKind;
  onKindChange: (kind: TAgeingKind) => void;
}) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const ageing = useAgeing(target, kind);
  const money = (kurus: number) => formatKurus(kurus, language);

  const columns: TColumn<TRow>[] = [
    {
      key: 'name',
      header: t('ageing.columns.counterparty'),
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`${pathTo(language, 'counterpartyStatement', { counterpartyId: row.counterparty_id })}${search}`}
          className="text-brand-800 underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    ...AGEING_BUCKETS.map(
      (bucket): TColumn<TRow> => ({
        key: bucket,
        header: t(`ageing.buckets.${bucket}`),
        className: 'whitespace-nowrap tabular-nums md:text-end',
        cell: (row) => (row[bucket] ? money(row[bucket]) : '—'),
      }),
    ),
    {
      key: 'total',
      header: t('ageing.columns.total'),
      className: 'whitespace-nowrap tabular-nums font-semibold md:text-end',
      cell: (row) => money(row.total),
    },
  ];

  return (
    <section aria-labelledby="ageing-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="ageing-heading" className="text-h3 font-bold text-brand-950">
          {t('ageing.title')}
        </h2>
        <Field label={t('ageing.kind')} className="sm:w-56">
          {(control) => (
            <select
              className={controlClasses}
              value={kind}
              onChange={(event) => onKindChange(event.target.value === 'payable' ? 'payable' : 'receivable')}
              {...control}
            >
              {AGEING_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`ageing.kinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <QueryState query={ageing} errorTitle={t('ageing.loadFailed')} size="section">
        {(data) => (
          <>
            <Card>
              <p className="text-small text-muted">
                {t('ageing.asOf', { date: formatDay(data.as_of, language) })}
              </p>
              <dl
                className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
                data-testid="ageing-total"
              >
                {AGEING_BUCKETS.map((bucket) => (
                  <div key={bucket}>
                    <dt className="text-xs text-muted">{t(`ageing.buckets.${bucket}`)}</dt>
                    <dd className="font-semibold tabular-nums">{money(data.total[bucket])}</dd>
                  </div>
                ))}
                <div>
                  <dt className="text-xs text-muted">{t('ageing.columns.total')}</dt>
                  <dd className="font-bold tabular-nums">{money(data.total.total)}</dd>
                </div>
              </dl>
            </Card>
            <DataTable
              caption={t(`ageing.caption.${kind}`)}
              query={{ ...ageing, data: data.counterparties }}
              columns={columns}
              rowKey={(row) => row.counterparty_id}
              minWidth="lg"
              empty={t(`ageing.empty.${kind}`)}
            />
            {data.counterparty_count > data.counterparties.length ? (
              <p className="text-small text-muted">
                {t('ageing.largest', { listed: data.counterparties.length, count: data.counterparty_count })}
              </p>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
