import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import { periodBounds } from '@portal/contracts/documents/document-periods';
import type { TLedgerEntry } from '@portal/contracts/ledger/ledger-schemas';
import type { TTaxReturn, TTaxReturnStatus } from '@portal/contracts/tax-returns/tax-returns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { BooksTabs } from '../../../domains/session/books-tabs.tsx';
import { CompanyPageHeading } from '../../../domains/session/company-page-heading.tsx';
import { useCompanyTarget } from '../../../domains/session/company-target.ts';
import { useTaxReturns } from '../../../domains/tax-returns/get-tax-returns.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useLedgerSummary } from '../api/get-ledger-summary.ts';
import type { TLedgerTarget } from '../api/ledger-keys.ts';
import { ClosedMonthBanner } from '../components/closed-month-banner.tsx';
import { DeleteEntryDialog } from '../components/delete-entry-dialog.tsx';
import { EntryFormDialog } from '../components/entry-form-dialog.tsx';
import { ImportInvoiceDialog } from '../components/import-invoice-dialog.tsx';
import { LedgerEntriesTable } from '../components/ledger-entries-table.tsx';
import { LedgerExportButtons } from '../components/ledger-export-buttons.tsx';
import { LedgerFilters } from '../components/ledger-filters.tsx';
import { formatPeriod } from '../components/ledger-format.ts';
import { LedgerSummarySection } from '../components/ledger-summary-section.tsx';
import { MonthClosingDialog } from '../components/month-closing-dialog.tsx';
import { PeriodPicker } from '../components/period-picker.tsx';
import { ReceiptScanDialog } from '../components/receipt-scan-dialog.tsx';
import { accountancyFilterSchema } from './accountancy-filter-params.ts';

/**
 * `/app/accountancy`: the pre-accounting program of the selected company (a customer's stored
 * company; for staff, the company of `?account=ID`, asked for in the staff view when they see
 * every company). A month at a time: its summary, charts, entries, the e-invoice import and the
 * exports; the advisor closes and reopens the month.
 */
export default function AccountancyPage() {
  const { t } = useTranslation(['accountancy', 'pages']);
  const { target, isStaff } = useCompanyTarget();

  return (
    <div className="space-y-6">
      <CompanyPageHeading
        title={t('pages:accountancy.title')}
        lead={t('lead')}
        staffFallback={(id) => t('companyStaff', { id })}
        backLabel={t('backToCompany')}
      />
      <BooksTabs current="accountancy" />
      {target ? <Program target={target} isStaff={isStaff} /> : <Alert tone="info">{t('noCompany')}</Alert>}
    </div>
  );
}

type TDialog =
  | { kind: 'entry'; entry: TLedgerEntry | null }
  | { kind: 'delete'; entry: TLedgerEntry }
  | { kind: 'import' }
  | { kind: 'receipt' }
  | { kind: 'period'; closed: boolean }
  | null;

/** The month chosen in the URL, with one dialog at a time over it (an entry, the import, a deletion, closing). */
function Program({ target, isStaff }: { target: TLedgerTarget; isStaff: boolean }) {
  const { t } = useTranslation('accountancy');
  const language = useLanguage();
  const schema = useMemo(() => accountancyFilterSchema(), []);
  const { filters, setFilters, setPage } = useUrlFilters(schema);
  const summary = useLedgerSummary(target, filters.period);
  const returns = useTaxReturns(target);
  const month = summary.data?.months.at(-1);
  const closed = month?.period === filters.period && month.closed;
  const readOnly = closed && !isStaff;
  const [dialog, setDialog] = useState<TDialog>(null);
  const closeDialog = () => setDialog(null);
  const periodName = formatPeriod(filters.period, language);

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <PeriodPicker period={filters.period} onChange={(period) => setFilters({ period })} />
        <div className="flex flex-wrap gap-2 md:ms-auto">
          {readOnly ? null : (
            <>
              <Button onClick={() => setDialog({ kind: 'entry', entry: null })}>{t('actions.add')}</Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
                {t('actions.import')}
              </Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'receipt' })}>
                {t('actions.receipt')}
              </Button>
            </>
          )}
          <LedgerExportButtons target={target} period={filters.period} />
          {isStaff && month ? (
            <Button variant="ghost" onClick={() => setDialog({ kind: 'period', closed: !closed })}>
              {closed ? t('closed.reopen') : t('closed.close')}
            </Button>
          ) : null}
        </div>
      </div>

      {closed ? <ClosedMonthBanner isStaff={isStaff} periodName={periodName} /> : null}

      <LedgerSummarySection
        summary={summary}
        month={month}
        periodName={periodName}
        filedKdv={filedKdvOf(returns.data, filters.period)}
      />

      <LedgerFilters filters={filters} onChange={setFilters} />

      <LedgerEntriesTable
        target={target}
        filters={filters}
        isStaff={isStaff}
        onSortChange={(sort) => setFilters({ sort })}
        onPageChange={setPage}
        onEdit={(entry) => setDialog({ kind: 'entry', entry })}
        onDelete={(entry) => setDialog({ kind: 'delete', entry })}
      />

      {dialog?.kind === 'entry' ? (
        <EntryFormDialog
          target={target}
          entry={dialog.entry}
          defaultDate={defaultDate(filters.period)}
          onClose={closeDialog}
          // The server's "saved" message is the notification.
          onSaved={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'receipt' ? (
        <ReceiptScanDialog
          target={target}
          onClose={closeDialog}
          // Each entry added announces itself (the server's message).
          onConfirmed={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportInvoiceDialog
          target={target}
          period={filters.period}
          onClose={closeDialog}
          // Each entry added announces itself (the server's message).
          onConfirmed={closeDialog}
        />
      ) : null}
      <DeleteEntryDialog
        target={target}
        entry={dialog?.kind === 'delete' ? dialog.entry : null}
        onClose={closeDialog}
      />
      <MonthClosingDialog
        target={target}
        period={filters.period}
        periodName={periodName}
        change={dialog?.kind === 'period' ? { closed: dialog.closed } : null}
        onClose={closeDialog}
      />
    </>
  );
}

/** The amount of the month's KDV return once filed (filed, accrued or paid), or null. */
function filedKdvOf(returns: readonly TTaxReturn[] | undefined, period: string): number | null {
  const filed = returns?.find(
    (taxReturn) =>
      taxReturn.kind === 'kdv' &&
      taxReturn.period === period &&
      FILED_STATUSES.includes(taxReturn.status) &&
      taxReturn.amount_due !== null,
  );
  return filed?.amount_due ?? null;
}

const FILED_STATUSES: readonly TTaxReturnStatus[] = ['filed', 'accrued', 'paid'];

/** A new entry's date: today when the chosen month is this one, else the month's first day. */
function defaultDate(period: string): string {
  const today = todayInIstanbul(new Date());
  const { first, last } = periodBounds(period);
  return today >= first && today <= last ? today : first;
}
