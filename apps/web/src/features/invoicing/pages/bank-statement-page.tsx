import type { TBankMatchTarget, TBankStatementLine } from '@portal/contracts/bank-statements/bank-statements';
import { formatKurus } from '@portal/contracts/common/money';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useBankStatementLines, useMatchBankLine } from '../api/bank-statements.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { statementPeriod } from '../components/bank-statement-format.ts';
import { BooksBackLink, BooksFrame, BooksNotFound } from '../components/books-frame.tsx';
import { formatDay } from '../components/invoicing-format.ts';

/**
 * `/app/accountancy/bank-statements/:statementId`: the statement's movements in the bank's order,
 * each with the open invoice or unpaid entry proposed for it (and why); the customer confirms a
 * proposal (a collection is recorded, or the entry is marked paid) or leaves the line unmatched.
 */
export default function BankStatementPage() {
  const { t } = useTranslation(['pages', 'invoicing']);
  const { statementId = '' } = useParams();
  const id = Number(statementId);
  return (
    <BooksFrame title={t('bankStatement.title')} section="bankStatements">
      {(target) =>
        Number.isInteger(id) && id > 0 ? (
          <StatementLines target={target} statementId={id} />
        ) : (
          <BooksNotFound
            message={t('invoicing:bankStatements.detail.notFound')}
            backTo="bankStatements"
            backLabel={t('invoicing:bankStatements.detail.back')}
          />
        )
      }
    </BooksFrame>
  );
}

function StatementLines({ target, statementId }: { target: TBooksTarget; statementId: number }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const lines = useBankStatementLines(target, statementId);

  const columns: TColumn<TBankStatementLine>[] = [
    {
      key: 'date',
      header: t('bankStatements.lineColumns.date'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (line) => formatDay(line.date, language),
    },
    {
      key: 'description',
      header: t('bankStatements.lineColumns.description'),
      rowHeader: true,
      cell: (line) => (
        <>
          {line.counterparty_name ?? line.description}
          {line.counterparty_name ? (
            <span className="block text-xs font-normal text-muted">{line.description}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'amount',
      header: t('bankStatements.lineColumns.amount'),
      className: 'whitespace-nowrap tabular-nums font-semibold md:text-end',
      cell: (line) => (
        <span className={cn(line.amount < 0 ? 'text-danger' : 'text-success')}>
          {formatKurus(line.amount, language)}
        </span>
      ),
    },
    {
      key: 'match',
      header: t('bankStatements.lineColumns.match'),
      cell: (line) => <LineMatch target={target} statementId={statementId} line={line} />,
    },
  ];

  return (
    <QueryState query={lines} errorTitle={t('bankStatements.detail.loadFailed')}>
      {(data) => {
        const statement = data.statement;
        return (
          <>
            <Card>
              <h2 className="text-h3 font-bold text-brand-950">{statementPeriod(statement, language)}</h2>
              <p className="text-small text-muted">{statement.file_name}</p>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-small sm:grid-cols-[auto_1fr]">
                <dt className="text-muted">{t('bankStatements.detail.account')}</dt>
                <dd className="tabular-nums">
                  {[statement.bank, statement.iban ?? t('bankStatements.noIban')].filter(Boolean).join(' · ')}
                </dd>
                <dt className="text-muted">{t('bankStatements.detail.format')}</dt>
                <dd>{t(`bankStatements.formats.${statement.format}`)}</dd>
                {statement.opening_balance !== null ? (
                  <>
                    <dt className="text-muted">{t('bankStatements.detail.opening')}</dt>
                    <dd className="tabular-nums">{formatKurus(statement.opening_balance, language)}</dd>
                  </>
                ) : null}
                {statement.closing_balance !== null ? (
                  <>
                    <dt className="text-muted">{t('bankStatements.detail.closing')}</dt>
                    <dd className="tabular-nums">{formatKurus(statement.closing_balance, language)}</dd>
                  </>
                ) : null}
              </dl>
              <p className="mt-3 text-small font-semibold">
                {t('bankStatements.linesSummary', {
                  confirmed: statement.confirmed_count,
                  count: statement.line_count,
                })}
              </p>
              <div className="mt-3">
                <BooksBackLink to="bankStatements" label={t('bankStatements.detail.back')} />
              </div>
            </Card>
            <DataTable
              heading={t('bankStatements.detail.heading')}
              caption={t('bankStatements.detail.caption')}
              query={{ ...lines, data: data.lines }}
              columns={columns}
              rowKey={(line) => line.id}
              minWidth="lg"
              summary={(count) => t('bankStatements.detail.total', { count })}
              empty={t('bankStatements.detail.empty')}
            />
          </>
        );
      }}
    </QueryState>
  );
}

/** What the line is matched to, or what is proposed with "Confirm" and "No match". */
function LineMatch({
  target,
  statementId,
  line,
}: {
  target: TBooksTarget;
  statementId: number;
  line: TBankStatementLine;
}) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const decide = useMatchBankLine(target, statementId);
  const names = { date: formatDay(line.date, language), amount: formatKurus(line.amount, language) };

  if (line.match) {
    return (
      <p>
        <span className="font-semibold text-success">{t('bankStatements.status.confirmed')}: </span>
        <TargetText target={line.match} showAmount={false} />
      </p>
    );
  }
  if (!line.proposal) return <p className="text-muted">{t('bankStatements.status.unmatched')}</p>;
  const proposal = line.proposal;
  return (
    <div className="space-y-2">
      <p>
        <span className="font-semibold">{t('bankStatements.status.proposed')}: </span>
        <TargetText target={proposal} />
        <span className="block text-xs text-muted">
          {t('bankStatements.reasonsLabel', {
            reasons: proposal.reasons.map((reason) => t(`bankStatements.reasons.${reason}`)).join(', '),
          })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={decide.isPending && decide.variables?.body.match !== null}
          disabled={decide.isPending}
          aria-label={t('bankStatements.confirmName', names)}
          onClick={() =>
            decide.mutate({ lineId: line.id, body: { match: { kind: proposal.kind, id: proposal.id } } })
          }
        >
          {t('bankStatements.confirm')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={decide.isPending && decide.variables?.body.match === null}
          disabled={decide.isPending}
          aria-label={t('bankStatements.rejectName', names)}
          onClick={() => decide.mutate({ lineId: line.id, body: { match: null } })}
        >
          {t('bankStatements.reject')}
        </Button>
      </div>
    </div>
  );
}

/** The invoice or entry; a proposal shows what it has open (a confirmed one has settled it). */
function TargetText({ target, showAmount = true }: { target: TBankMatchTarget; showAmount?: boolean }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  return (
    <>
      {t(`bankStatements.target.${target.kind}`, { label: target.label })}
      <span className="block text-xs text-muted">
        {[
          target.counterparty_name,
          formatDay(target.date, language),
          showAmount ? formatKurus(target.amount, language) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </>
  );
}
