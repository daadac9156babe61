import type { TSalesDocument, TSalesTerms } from '@portal/contracts/payments/sales-terms';
import { bearer } from './auth-helpers.ts';
import type { TTestApp } from './test-app.ts';

type TApp = TTestApp['app'];

/** What a payment call's body needs to name for the sales terms: the company, the add-ons, the stage hour. */
type TPayBody = {
  account_id?: unknown;
  add_on_ids?: unknown;
  session_id?: unknown;
  accept_sales_terms?: unknown;
};

/**
 * `GET brands/{type}/products/{id}/sales-terms` as the payment step reads it before paying: the
 * documents of the order the payment would charge, their hash, the renewal and the card on file.
 */
export async function readSalesTerms(
  app: TApp,
  token: string,
  input: {
    type: number;
    productId: number;
    accountId: number;
    addOnIds?: readonly number[];
    kind?: 'subscription' | 'buy';
    /** The conference hour's held stage session (`session_id`). */
    sessionId?: number;
    language?: string;
    /** The staff scope (`all=1`, `user_id=…`), as the payment call sends it. */
    scope?: string;
  },
) {
  const query = new URLSearchParams({
    account_id: String(input.accountId),
    kind: input.kind ?? 'subscription',
  });
  if (input.addOnIds && input.addOnIds.length > 0) query.set('add_on_ids', input.addOnIds.join(','));
  if (input.sessionId !== undefined) query.set('session_id', String(input.sessionId));
  for (const [key, value] of new URLSearchParams(input.scope ?? '')) query.set(key, value);
  return app.inject({
    method: 'GET',
    url: `/api/brands/${input.type}/products/${input.productId}/sales-terms?${query}`,
    headers: { ...bearer(token), 'accept-language': input.language ?? 'tr' },
  });
}

/**
 * A payment body with the sale's documents accepted, as the web's payment step sends it: the box
 * ticked and the hash of the texts it showed (a packet, a one-off add-on, a stage hour). Unchanged
 * when the payment needs no acceptance (a due period), when the body already says (a test about the acceptance itself), or when the
 * order cannot be worked out (the payment then answers why).
 */
export async function withAcceptedSalesTerms<B extends TPayBody>(
  app: TApp,
  token: string,
  input: {
    type: number;
    productId: number;
    body: B;
    /** `buy` for a one-off add-on or a stage hour (`…/buy`); a packet by default. */
    kind?: 'subscription' | 'buy';
    language?: string;
    scope?: string;
  },
): Promise<B> {
  const { body } = input;
  if (typeof body.account_id !== 'number' || 'accept_sales_terms' in body) return body;
  const res = await readSalesTerms(app, token, {
    type: input.type,
    productId: input.productId,
    accountId: body.account_id,
    addOnIds: Array.isArray(body.add_on_ids) ? body.add_on_ids.map(Number) : [],
    ...(input.kind ? { kind: input.kind } : {}),
    ...(typeof body.session_id === 'number' ? { sessionId: body.session_id } : {}),
    ...(input.language ? { language: input.language } : {}),
    ...(input.scope ? { scope: input.scope } : {}),
  });
  if (res.statusCode !== 200) return body;
  const terms: TSalesTerms = res.json().result;
  return terms.required ? { ...body, accept_sales_terms: true, sales_terms_hash: terms.hash } : body;
}

/** A sales document's whole text, title, headings and paragraphs, a line each. */
export const textOf = (document: TSalesDocument): string =>
  [document.title, ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs])].join(
    '\n',
  );
