import { formatKurus } from '@portal/contracts/common/money';
import {
  currentPeriod,
  formatPeriod,
  PERIOD_PATTERN,
  shiftPeriod,
  type TPeriod,
} from '@portal/contracts/documents/document-periods';
import type { TOfficeUsage } from '@portal/contracts/office/office-usage';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { EmptyState } from '../../../components/data/empty-state.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { useSessionView } from '../../../domains/session/session-view.ts';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { useOfficeUsage } from '../api/get-office-usage.ts';

/** How far back the month picker goes: this month and the eleven before it. */
const MONTHS_SHOWN = 12;

/**
 * `/app/office/usage`: the selected company's month of the office line against its packet's
 * allowance (this month by default, `?period=YYYY-MM` for an earlier one), what is beyond it and
 * what a renewal already charged. The server counts and prices; this page only shows.
 */
export default function OfficeUsagePage() {
  const { t } = useTranslation('officeUsage');
  const { isStaff } = useSessionView();
  const company = useStoredValue('account');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-h2 font-bold text-brand-950">{t('title')}</h1>
        {company && !isStaff ? (
          <p className="mt-1 text-body text-muted">{t('lead', { company: company.name })}</p>
        ) : null}
      </div>
      {isStaff ? (
        <EmptyState>{t('staff')}</EmptyState>
      ) : company ? (
        <Usage accountId={company.id} />
      ) : (
        <EmptyState>{t('noCompany')}</EmptyState>
      )}
    </div>
  );
}

function Usage({ accountId }: { accountId: number }) {
  const { t } = useTranslation('officeUsage');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const thisMonth = currentPeriod(new Date());
  const months = Array.from({ length: MONTHS_SHOWN }, (_, back) => shiftPeriod(thisMonth, -back));
  const asked = search.get('period') ?? '';
  const period: TPeriod = PERIOD_PATTERN.test(asked) && months.includes(asked) ? asked : thisMonth;
  const usage = useOfficeUsage(accountId, period);
  const monthId = useId();

  const choose = (next: string) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === thisMonth) params.delete('period');
        else params.set('period', next);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <Field id={monthId} label={t('month')} className="max-w-xs">
        {(control) => (
          <select
            {...control}
            className={controlClasses}
            value={period}
            onChange={(event) => choose(event.target.value)}
          >
            {months.map((month) => (
              <option key={month} value={month}>
                {formatPeriod(month, language)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <QueryState query={usage} errorTitle={t('loadFailed')}>
        {(month) => (
          <UsageMonth usage={month} current={month.period === thisMonth} stale={usage.isPlaceholderData} />
        )}
      </QueryState>
      <p className="text-small text-muted">{t('billingNote')}</p>
    </div>
  );
}

type TUsageLine = TOfficeUsage['lines'][number];

/** `stale`: another month was asked for; this one stays on screen, dimmed, until it arrives. */
function UsageMonth({ usage, current, stale }: { usage: TOfficeUsage; current: boolean; stale: boolean }) {
  const { t } = useTranslation('officeUsage');
  const language = useLanguage();
  const money = (kurus: number) => t('plusKdv', { amount: formatKurus(kurus, language) });
  const name = formatPeriod(usage.period, language);
  const columns: TColumn<TUsageLine>[] = [
    { key: 'kind', header: t('columns.kind'), rowHeader: true, cell: (line) => t(`kinds.${line.kind}`) },
    {
      key: 'used',
      header: t('columns.used'),
      className: 'tabular-nums',
      cell: (line) => (
        <span className={cn('font-semibold', line.beyond > 0 && 'text-amber-900')}>
          {line.allowance === null
            ? t('usedOnly', { used: line.used })
            : t('usedOf', { used: line.used, included: line.allowance })}
        </span>
      ),
    },
    { key: 'beyond', header: t('beyond'), className: 'tabular-nums', cell: (line) => line.beyond },
    {
      key: 'amount',
      header: t('beyondAmount'),
      className: 'tabular-nums whitespace-nowrap',
      cell: (line) => money(line.beyond_amount),
    },
    {
      key: 'charged',
      header: t('charged'),
      className: 'tabular-nums',
      cell: (line) => (line.charged_amount > 0 ? money(line.charged_amount) : t('notCharged')),
    },
  ];
  return (
    <section
      aria-labelledby="usage-month-title"
      aria-busy={stale || undefined}
      className={cn('space-y-4', stale && 'opacity-60')}
    >
      <div>
        <h2 id="usage-month-title" className="text-h3 font-bold text-brand-950">
          {current ? t('thisMonth', { month: name }) : name}
        </h2>
        <p className="mt-1 text-body text-muted">
          {usage.packet ? t('packet', { packet: usage.packet.name }) : t('noPacket')}
        </p>
      </div>
      <DataTable
        caption={t('linesLabel', { month: name })}
        columns={columns}
        rowKey={(line) => line.kind}
        minWidth="md"
        // The month is loaded already (the QueryState above): the table only draws its lines.
        query={{ data: usage.lines, error: null, isFetching: false, refetch: async () => undefined }}
      />
      <ul className="list-disc space-y-1 ps-5 text-xs text-muted">
        <li>{t('notes.storage_day')}</li>
        <li>{t('notes.room_hour')}</li>
      </ul>
      <Card padded={false} className="p-4">
        <dl className="grid gap-x-4 gap-y-1 text-body sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink">{t('totalBeyond')}</dt>
          <dd className="font-bold tabular-nums text-brand-950">{money(usage.beyond_amount)}</dd>
          <dt className="font-semibold text-ink">{t('totalCharged')}</dt>
          <dd className="tabular-nums text-ink">
            {usage.charged_amount > 0 ? money(usage.charged_amount) : t('notCharged')}
          </dd>
        </dl>
      </Card>
    </section>
  );
}
