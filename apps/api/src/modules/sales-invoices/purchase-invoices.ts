import type { TPageMeta } from '@portal/contracts/common/envelope';
import { todayInIstanbul } from '@portal/contracts/common/istanbul-time';
import type { TPurchaseInvoice } from '@portal/contracts/purchase-invoices/purchase-invoices';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { counterparties, purchaseInvoices } from '../../db/schema/pre-accounting.ts';
import { LISTED, listedPage, pageMeta, pageOffset } from '../../plugins/db/list-queries.ts';
import type { TReachedAccount } from '../../plugins/route-account.ts';

type TPurchaseApp = Pick<FastifyInstance, 'db' | 'now'>;

/**
 * `GET accounts/{id}/purchase-invoices`: the invoices the company received and confirmed from the
 * import, oldest due first (the order a payment settles them in), by supplier and open ones only.
 */
export async function listPurchaseInvoices(
  app: TPurchaseApp,
  { id: accountId }: TReachedAccount,
  query: { page: number; per_page: number; counterparty_id?: number; open?: 'true' },
): Promise<{ data: TPurchaseInvoice[]; meta: TPageMeta }> {
  const where = and(
    eq(purchaseInvoices.accountId, accountId),
    query.counterparty_id ? eq(purchaseInvoices.counterpartyId, query.counterparty_id) : undefined,
    query.open ? gt(purchaseInvoices.openAmount, 0) : undefined,
  );
  const page = { page: query.page, perPage: query.per_page };
  const { rows, total: listed } = await listedPage(
    app.db,
    page,
    app.db
      .select({ invoice: purchaseInvoices, counterpartyName: counterparties.name })
      .from(purchaseInvoices)
      .innerJoin(counterparties, eq(counterparties.id, purchaseInvoices.counterpartyId))
      .where(where)
      .orderBy(asc(purchaseInvoices.dueDate), asc(purchaseInvoices.id))
      .limit(query.per_page)
      .offset(pageOffset(page)),
    app.db.select({ one: LISTED }).from(purchaseInvoices).where(where),
  );
  const today = todayInIstanbul(app.now());
  return {
    data: rows.map(({ invoice, counterpartyName }) => ({
      id: invoice.id,
      counterparty_id: invoice.counterpartyId,
      counterparty_name: counterpartyName,
      number: invoice.number,
      uuid: invoice.uuid,
      type: invoice.type,
      issue_date: invoice.issueDate,
      due_date: invoice.dueDate,
      payable_amount: invoice.payableAmount,
      open_amount: invoice.openAmount,
      overdue: invoice.openAmount > 0 && invoice.dueDate < today,
    })),
    meta: pageMeta(query, listed),
  };
}
