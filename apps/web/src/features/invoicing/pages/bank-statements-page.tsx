import type { TBankStatement } from '@portal/contracts/bank-statements/bank-statements';
import { formatKurus } from '@portal/contracts/common/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { pageParam, useUrlFilters } from '../../../components/data/use-url-filters.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { controlClasses, Field } from '../../../components/ui/field.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Link, useNavigate } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  BANK_STATEMENTS_PER_PAGE,
  useBankStatements,
  useImportBankStatement,
} from '../api/bank-statements.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { statementPeriod } from '../components/bank-statement-format.ts';
import { BooksFrame } from '../components/books-frame.tsx';

const statementListSchema = z.object({ page: pageParam });

/**
 * `/app/accountancy/bank-statements`: upload the bank's statement file (the server reads it and
 * proposes a match for each line), and the statements uploaded so far, each opening its lines.
 */
export default function BankStatementsPage() {
  const { t } = useTranslation('pages');
  return (
    <BooksFrame title={t('bankStatements.title')} section="bankStatements">
      {(target) => <BankStatements target={target} />}
    </BooksFrame>
  );
}

function BankStatements({ target }: { target: TBooksTarget }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const { filters, setPage } = useUrlFilters(statementListSchema);
  const list = useBankStatements(target, filters.page);

  const columns: TColumn<TBankStatement>[] = [
    {
      key: 'period',
      header: t('bankStatements.columns.period'),
      rowHeader: true,
      cell: (statement) => (
        <>
          <Link
            to={`${pathTo(language, 'bankStatement', { statementId: statement.id })}${search}`}
            className="text-brand-800 underline-offset-2 hover:underline"
            aria-label={t('bankStatements.open', { name: statement.file_name })}
          >
            {statementPeriod(statement, language)}
          </Link>
          <span className="block text-xs font-normal text-muted">
            {statement.file_name} · {t(`bankStatements.formats.${statement.format}`)}
          </span>
        </>
      ),
    },
    {
      key: 'account',
      header: t('bankStatements.columns.account'),
      className: 'tabular-nums',
      cell: (statement) =>
        [statement.bank, statement.iban ?? t('bankStatements.noIban')].filter(Boolean).join(' · '),
    },
    {
      key: 'lines',
      header: t('bankStatements.columns.lines'),
      cell: (statement) =>
        t('bankStatements.linesSummary', {
          confirmed: statement.confirmed_count,
          count: statement.line_count,
        }),
    },
    {
      key: 'closing',
      header: t('bankStatements.columns.closing'),
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (statement) =>
        statement.closing_balance === null ? '—' : formatKurus(statement.closing_balance, language),
    },
  ];

  return (
    <>
      <p className="text-small text-muted">{t('bankStatements.lead')}</p>
      <UploadStatement target={target} />
      <DataTable
        heading={t('bankStatements.heading')}
        caption={t('bankStatements.caption')}
        query={list}
        columns={columns}
        rowKey={(statement) => statement.id}
        minWidth="md"
        errorTitle={t('bankStatements.loadFailed')}
        summary={(count) => t('bankStatements.total', { count })}
        empty={t('bankStatements.empty')}
        paging={{ page: filters.page, perPage: BANK_STATEMENTS_PER_PAGE, onPageChange: setPage }}
      />
    </>
  );
}

/** The file and "Read": the server's refusal names what it met; a read statement opens at once. */
function UploadStatement({ target }: { target: TBooksTarget }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const navigate = useNavigate();
  const headingId = useId();
  const upload = useImportBankStatement(target);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const read = async () => {
    setFailure(null);
    if (!file) {
      setFailure(t('bankStatements.upload.chooseFile'));
      return;
    }
    try {
      const statement = await upload.mutateAsync(file);
      navigate(`${pathTo(language, 'bankStatement', { statementId: statement.id })}${search}`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-h3 font-bold text-brand-950">
          {t('bankStatements.upload.heading')}
        </h2>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="space-y-3">
          <Field label={t('bankStatements.upload.file')} hint={t('bankStatements.upload.fileHint')}>
            {(control) => (
              <input
                type="file"
                accept=".sta,.mt940,.940,.txt,.xml,.csv,.xlsx"
                className={controlClasses}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                {...control}
              />
            )}
          </Field>
          <div className="flex justify-end">
            <Button onClick={() => void read()} loading={upload.isPending}>
              {t('bankStatements.upload.read')}
            </Button>
          </div>
        </div>
      </section>
    </Card>
  );
}
