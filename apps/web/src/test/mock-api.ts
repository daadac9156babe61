import type { TErrorResponse } from '@portal/contracts/common/envelope';
import type { TRouteContract, TRouteResultInput } from '@portal/contracts/http/route-contract';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/**
 * The web tests' API: MSW handlers built from the route contracts, so a fixture has the type
 * the server's answer has, and is checked against the contract's schema when it is served. A
 * contract change breaks the tests whose fixtures no longer fit it.
 */

type TJsonContract = TRouteContract & { result: z.ZodType };

export type TMockRequest = {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body sent, if any (unknown: a test asserts what it expects of it). */
  body: unknown;
  headers: Headers;
};

type TAnswerInit = { status?: number; message?: string };

/** Every test file's server; `test/setup.ts` starts it and resets its handlers after each test. */
export const apiServer = setupServer();

function mswPath(contract: TRouteContract): string {
  return `*/api${contract.path}`;
}

function routeHandler(contract: TRouteContract, respond: (request: TMockRequest) => Promise<Response>) {
  const method = contract.method.toLowerCase() as Lowercase<TRouteContract['method']>;
  return http[method](mswPath(contract), async ({ request, params }) => {
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const url = new URL(request.url);
    // The leading `*` of the pattern is captured as param "0"; only the contract's names count.
    const plainParams = Object.fromEntries(
      Object.entries(params)
        .filter(([key]) => !/^\d+$/.test(key))
        .map(([key, value]) => [key, String(value)]),
    );
    return respond({ params: plainParams, query: url.searchParams, body, headers: request.headers });
  });
}

/** A handler answering the route with a result of the contract's type (checked by its schema). */
export function answer<C extends TJsonContract>(
  contract: C,
  // NoInfer: the contract alone fixes the type, so a fixture's literals ('succeeded') keep theirs.
  result: NoInfer<
    TRouteResultInput<C> | ((request: TMockRequest) => TRouteResultInput<C> | Promise<TRouteResultInput<C>>)
  >,
  init: TAnswerInit = {},
) {
  return routeHandler(contract, async (request) => {
    const value =
      typeof result === 'function' ? await (result as (r: TMockRequest) => unknown)(request) : result;
    // Serialise through the contract, as the server does: a fixture that doesn't fit fails here.
    const parsed = contract.result.parse(value);
    const envelope = { result: parsed, ...(init.message ? { message: init.message } : {}) };
    return HttpResponse.json(envelope as JsonBodyType, { status: init.status ?? contract.status ?? 200 });
  });
}

/** A handler failing the route with the common error body. */
export function failure(contract: TRouteContract, status: number, body: TErrorResponse) {
  return routeHandler(contract, async () => HttpResponse.json(body, { status }));
}

/** Answers each call with the next function's answer: the first call, the second call… (a retry). */
export function answerInTurn<C extends TJsonContract>(
  contract: C,
  ...turns: ((request: TMockRequest) => Response | TRouteResultInput<C>)[]
) {
  let call = 0;
  return routeHandler(contract, async (request) => {
    const turn = turns[Math.min(call, turns.length - 1)];
    call += 1;
    const value = turn?.(request);
    if (value instanceof Response) return value;
    return HttpResponse.json({ result: contract.result.parse(value) } as JsonBodyType, {
      status: contract.status ?? 200,
    });
  });
}

/** A failure answer for `answerInTurn`. */
export function failureResponse(status: number, body: TErrorResponse): Response {
  return HttpResponse.json(body, { status });
}
