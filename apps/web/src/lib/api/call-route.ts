import {
  fillPath,
  type TRouteBody,
  type TRouteContract,
  type TRouteParams,
  type TRouteQuery,
  type TRouteResult,
} from '@portal/contracts/http/route-contract';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { type Envelope, type TQueryValue, type Transport, transport } from './transport.ts';

/**
 * The typed calls: each takes a route contract from `packages/contracts`, so the path, the
 * inputs and the answer's type all come from the one declaration the server registers. Nobody
 * names an answer type by hand; renaming a field in a contract breaks the callers that read it.
 */

type TJsonContract = TRouteContract & { result: z.ZodType };
type TFileContract = TRouteContract & { result: 'file' };

/** What a call gives: `params` when the path has any, `query` when the route reads one, `body` when it takes one. */
export type TRouteInput<C extends TRouteContract> = (TRouteParams<C> extends undefined
  ? { params?: undefined }
  : { params: TRouteParams<C> }) &
  (TRouteQuery<C> extends undefined ? { query?: undefined } : { query?: TRouteQuery<C> }) &
  (C['body'] extends 'multipart'
    ? { body: FormData }
    : TRouteBody<C> extends undefined
      ? { body?: undefined }
      : { body: TRouteBody<C> });

export type TCallOptions = {
  signal?: AbortSignal;
  /** Hand failures back without the client's own notification (see `TSendOptions.silent`). */
  silent?: boolean;
  headers?: Record<string, string>;
  /** The transport to use; tests of the transport pass their own. */
  via?: Transport;
};

/**
 * In development and tests every answer is checked against its contract, so a server that
 * drifts from the contract fails loudly where it happens. Production trusts the server (which
 * serialises through the same schema) and keeps the parse off the hot path.
 */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

function checked<C extends TJsonContract>(contract: C, result: unknown): TRouteResult<C> {
  if (!CHECK_ANSWERS) return result as TRouteResult<C>;
  const parsed = contract.result.safeParse(result);
  if (parsed.success) return parsed.data as TRouteResult<C>;
  console.error(
    `The answer of ${contract.method} ${contract.path} does not match its contract`,
    parsed.error,
  );
  throw new ApiError({
    status: 200,
    kind: 'invalid-response',
    message: `${contract.method} ${contract.path}`,
  });
}

// The contract's query and params schemas describe plain records of strings and numbers; the
// input types above have already checked them, these only widen them for the transport.
function queryOf(input: { query?: unknown }): Record<string, TQueryValue | TQueryValue[]> | undefined {
  return (input.query ?? undefined) as Record<string, TQueryValue | TQueryValue[]> | undefined;
}

function pathOf(contract: TRouteContract, input: { params?: unknown }): string {
  return fillPath(contract.path, (input.params ?? undefined) as Record<string, unknown> | undefined);
}

/** The whole success envelope (result and the server's message) of a JSON route. */
export async function callRouteEnvelope<C extends TJsonContract>(
  contract: C,
  input: TRouteInput<C>,
  options: TCallOptions = {},
): Promise<Envelope<TRouteResult<C>>> {
  const { via = transport, ...sendOptions } = options;
  const envelope = await via.send(contract.method, pathOf(contract, input), {
    ...sendOptions,
    query: queryOf(input),
    body: 'body' in input ? input.body : undefined,
  });
  return { result: checked(contract, envelope.result), message: envelope.message };
}

/** The result of a JSON route. */
export async function callRoute<C extends TJsonContract>(
  contract: C,
  input: TRouteInput<C>,
  options: TCallOptions = {},
): Promise<TRouteResult<C>> {
  return (await callRouteEnvelope(contract, input, options)).result;
}

/** A multipart upload to a route that takes `'multipart'`, with progress. */
export async function uploadToRoute<C extends TJsonContract & { body: 'multipart' }>(
  contract: C,
  input: TRouteInput<C>,
  options: { onProgress?: (fraction: number) => void; silent?: boolean; signal?: AbortSignal } = {},
): Promise<TRouteResult<C>> {
  const body = input.body;
  if (!(body instanceof FormData)) throw new TypeError('An upload needs a FormData body');
  const envelope = await transport.upload(pathOf(contract, input), body, {
    ...options,
    method: contract.method === 'PUT' ? 'PUT' : 'POST',
    query: queryOf(input),
  });
  return checked(contract, envelope.result);
}

/** A file route's body as a Blob (with the bearer token), or null when it cannot be had. */
export function downloadFromRoute<C extends TFileContract>(
  contract: C,
  input: TRouteInput<C>,
  options: { signal?: AbortSignal } = {},
): Promise<Blob | null> {
  return transport.getBlob(pathOf(contract, input), { ...options, query: queryOf(input) });
}
