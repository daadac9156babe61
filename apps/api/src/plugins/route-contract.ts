import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import type { TRouteContract } from '@portal/contracts/http/route-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A file answer (PDF, image): documented as bytes; a stream or buffer passes the serialiser as it is. */
const ZFileBytes = z.any().meta({ type: 'string', format: 'binary', description: 'The file' });

/** An onRequest hook; one that answers itself returns the reply. */
type THook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract the route was registered from; the contract agreement test reads it. */
    contract?: TRouteContract;
  }
}

type TSchemaOf<C extends TRouteContract, K extends 'params' | 'query'> = C[K] extends z.ZodType
  ? C[K]
  : undefined;
type TJsonBody<C extends TRouteContract> = C['body'] extends z.ZodType ? C['body'] : undefined;
type TSuccessStatus<C extends TRouteContract> = C['status'] extends 201
  ? 201
  : C['status'] extends 202
    ? 202
    : 200;
type TResponses<C extends TRouteContract> = (C['result'] extends z.ZodType
  ? { [S in TSuccessStatus<C>]: ReturnType<typeof envelope<C['result']>> }
  : { 200: typeof ZFileBytes }) & { [S in C['failures'][number]]: typeof ZErrorResponse };

/**
 * The Fastify options of a contract's route: method, URL, the OpenAPI schema built from the
 * contract's schemas (so requests are validated and answers serialised by them) and the
 * authentication hook the contract names (after any throttles, before the route's own hooks such
 * as `app.requirePermission`). Spread it into `app.route` with the handler:
 *
 *   app.route({ ...contractRoute(app, getAccountRoute), handler: async (request) => … })
 */
export function contractRoute<const C extends TRouteContract>(
  app: FastifyInstance,
  contract: C,
  hooks: THook[] = [],
  /** Hooks that run before authentication: throttles, so a flood never reaches the database. */
  throttles: THook[] = [],
) {
  const response: Record<number, z.ZodType> = {};
  response[contract.status ?? 200] = contract.result === 'file' ? ZFileBytes : envelope(contract.result);
  for (const status of contract.failures) response[status] = ZErrorResponse;
  const authHook: THook[] =
    contract.auth === 'required'
      ? [app.authenticate]
      : contract.auth === 'optional'
        ? [app.authenticateOptional]
        : [];
  return {
    method: contract.method,
    url: contract.path,
    config: { contract },
    onRequest: [...throttles, ...authHook, ...hooks],
    schema: withoutUnset({
      tags: [...contract.tags],
      summary: contract.summary,
      description: contract.description,
      ...(contract.auth === 'none' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(contract.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      params: contract.params as TSchemaOf<C, 'params'>,
      querystring: contract.query as TSchemaOf<C, 'query'>,
      // The casts tell the type provider what the loops above built: TypeScript cannot follow
      // a record filled status by status, nor narrow an optional or `'multipart'` member of a generic.
      body: (typeof contract.body === 'object' ? contract.body : undefined) as TJsonBody<C>,
      response: response as TResponses<C>,
    }),
  };
}

/** The schema without its unset parts: Fastify warns of a key that is present but undefined. */
function withoutUnset<T extends object>(schema: T): T {
  for (const key of Object.keys(schema) as (keyof T)[]) {
    if (schema[key] === undefined) delete schema[key];
  }
  return schema;
}
