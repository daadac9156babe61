import { COLLECTION_METHODS, type TCollectionMethod } from '@portal/contracts/collections/collections';
import { formatKurus } from '@portal/contracts/common/money';
import type { TCounterpartyStatement } from '@portal/contracts/counterparties/counterparties';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataTable, type TColumn } from '../../../components/data/data-table.tsx';
import { QueryState } from '../../../components/data/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { pathTo } from '../../../config/paths.ts';
import { useBooksSearch } from '../../../domains/session/books-tabs.tsx';
import { Link } from '../../../lib/navigation.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCounterpartyStatement } from '../api/counterparties.ts';
import type { TBooksTarget } from '../api/invoicing-keys.ts';
import { BalanceText } from '../components/balance-text.tsx';
import { BooksFrame, BooksNotFound } from '../components/books-frame.tsx';
import { CounterpartyFormDialog } from '../components/counterparty-form-dialog.tsx';
import { formatDay } from '../components/invoicing-format.ts';

type TMovement = TCounterpartyStatement['movements'][number];

/**
 * `/app/accountancy/counterparties/:counterpartyId`: a customer's or supplier's details and its
 * statement (ekstre): every movement in date order with the running balance.
 */
export default function CounterpartyStatementPage() {
  const { t } = useTranslation(['pages', 'invoicing']);
  const { counterpartyId } = useParams();
  const id = Number(counterpartyId);
  return (
    <BooksFrame title={t('counterpartyStatement.title')} section="counterparties">
      {(target) =>
        Number.isInteger(id) && id > 0 ? (
          <Statement target={target} counterpartyId={id} />
        ) : (
          <BooksNotFound
            message={t('invoicing:statement.notFound')}
            backTo="counterparties"
            backLabel={t('invoicing:statement.back')}
          />
        )
      }
    </BooksFrame>
  );
}

function Statement({ target, counterpartyId }: { target: TBooksTarget; counterpartyId: number }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const search = useBooksSearch();
  const statement = useCounterpartyStatement(target, counterpartyId);
  const [editing, setEditing] = useState(false);

  const columns: TColumn<TMovement>[] = [
    {
      key: 'date',
      header: t('statement.columns.date'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (movement) => formatDay(movement.date, language),
    },
    {
      key: 'movement',
      header: t('statement.columns.movement'),
      rowHeader: true,
      cell: (movement) => (
        <>
          {t(`movementKinds.${movement.kind}`)}
          <span className="block text-xs font-normal text-muted">
            {movement.invoice_id !== null ? (
              <Link
                to={`${pathTo(language, 'salesInvoice', { invoiceId: movement.invoice_id })}${search}`}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {movement.reference}
              </Link>
            ) : (
              referenceText(movement, (method) => t(`methods.${method}`))
            )}
          </span>
        </>
      ),
    },
    {
      key: 'debit',
      header: t('statement.columns.debit'),
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (movement) => (movement.debit ? formatKurus(movement.debit, language) : '—'),
    },
    {
      key: 'credit',
      header: t('statement.columns.credit'),
      className: 'whitespace-nowrap tabular-nums md:text-end',
      cell: (movement) => (movement.credit ? formatKurus(movement.credit, language) : '—'),
    },
    {
      key: 'balance',
      header: t('statement.columns.balance'),
      className: 'whitespace-nowrap md:text-end',
      cell: (movement) => <BalanceText balance={movement.balance} />,
    },
  ];

  return (
    <QueryState query={statement} errorTitle={t('statement.loadFailed')}>
      {(data) => {
        const counterparty = data.counterparty;
        const place = [counterparty.address, counterparty.district, counterparty.city]
          .filter(Boolean)
          .join(', ');
        return (
          <>
            <Card>
              <div className="flex flex-wrap items-start gap-4">
                <div className="min-w-0 flex-1">
                  <h2 className="text-h3 font-bold text-brand-950">{counterparty.name}</h2>
                  <p className="text-small text-muted">{t(`counterpartyKinds.${counterparty.kind}`)}</p>
                  <dl className="mt-3 grid gap-x-4 gap-y-1 text-small sm:grid-cols-[auto_1fr]">
                    {counterparty.tax_number ? (
                      <>
                        <dt className="text-muted">{t('statement.taxNumber')}</dt>
                        <dd className="tabular-nums">
                          {counterparty.tax_number}
                          {counterparty.tax_office ? ` · ${counterparty.tax_office}` : ''}
                        </dd>
                      </>
                    ) : null}
                    {place ? (
                      <>
                        <dt className="text-muted">{t('statement.address')}</dt>
                        <dd>{place}</dd>
                      </>
                    ) : null}
                    {counterparty.email || counterparty.phone ? (
                      <>
                        <dt className="text-muted">{t('statement.contact')}</dt>
                        <dd>{[counterparty.email, counterparty.phone].filter(Boolean).join(' · ')}</dd>
                      </>
                    ) : null}
                  </dl>
                </div>
                <div className="text-end">
                  <p className="text-small text-muted">{t('statement.balance')}</p>
                  <div className="text-h3">
                    <BalanceText balance={counterparty.balance} />
                  </div>
                </div>
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                  {t('common.edit')}
                </Button>
                <LinkButton to={`${pathTo(language, 'counterparties')}${search}`} variant="ghost" size="sm">
                  {t('statement.back')}
                </LinkButton>
              </div>
            </Card>
            {data.truncated ? <Alert tone="info">{t('statement.truncated')}</Alert> : null}
            <DataTable
              heading={t('statement.heading')}
              caption={t('statement.caption', { name: counterparty.name })}
              query={{ ...statement, data: data.movements }}
              columns={columns}
              rowKey={(movement) =>
                `${movement.kind}-${movement.invoice_id ?? ''}-${movement.collection_id ?? ''}-${movement.date}`
              }
              minWidth="md"
              summary={(count) => t('statement.total', { count })}
              empty={t('statement.empty')}
            />
            {editing ? (
              <CounterpartyFormDialog
                target={target}
                counterparty={counterparty}
                onClose={() => setEditing(false)}
                onSaved={() => setEditing(false)}
              />
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}

/** A collection's or payment's reference is its method's code: shown by name. */
function referenceText(movement: TMovement, methodName: (method: TCollectionMethod) => string): string {
  const method = COLLECTION_METHODS.find((known) => known === movement.reference);
  return (movement.kind === 'collection' || movement.kind === 'payment') && method
    ? methodName(method)
    : movement.reference;
}
