import { isStaffRole } from '@portal/contracts/auth/roles';
import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import type { TRouteAccess } from '@portal/contracts/http/route-access';
import type { TRouteContract } from '@portal/contracts/http/route-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAuth, requireCustomerPermission } from './auth/authenticate.ts';
import { HttpError } from './errors.ts';
import { resolveRouteAccount } from './route-account.ts';

/** A file answer (PDF, image): documented as bytes; a stream or buffer passes the serialiser as it is. */
const ZFileBytes = z.any().meta({ type: 'string', format: 'binary', description: 'The file' });

/** An onRequest hook; one that answers itself returns the reply. */
type THook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/**
 * A route's own onRequest hook: async, or calling `done` to go on (one that runs the rest of the
 * request inside a context of its own, as the answer cache records the tables it reads).
 */
type TRouteHook =
  | THook
  | ((request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void);

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
 * contract's schemas (so requests are validated and answers serialised by them), the
 * authentication hook the contract names and its `access` (after any throttles, before the
 * route's own hooks): a permission before the input is read, the caller's kind and the company
 * once it is valid (a malformed id is still 400/422), before the handler. Spread it into
 * `app.route` with the handler:
 *
 *   app.route({ ...contractRoute(app, getAccountRoute), handler: async (request) => … })
 */
export function contractRoute<const C extends TRouteContract>(
  app: FastifyInstance,
  contract: C,
  hooks: TRouteHook[] = [],
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
  const permissionHook: THook[] =
    contract.access.kind === 'permission' ? [app.requirePermission(contract.access.permission)] : [];
  const accessHook = accessCheck(contract.access);
  return {
    method: contract.method,
    url: contract.path,
    config: { contract },
    onRequest: [...throttles, ...authHook, ...permissionHook, ...hooks],
    ...(accessHook ? { preHandler: accessHook } : {}),
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

/**
 * The preHandler of a route's access, if it needs one: staff only (or customers only), then the
 * customer's menu permission, then the company. That order is part of the answers: a customer
 * on a staff route learns 403, not whether the company exists (404).
 */
function accessCheck(access: TRouteAccess): THook | null {
  if (access.kind === 'staff') {
    return async (request) => {
      if (!isStaffRole(requireAuth(request).roles[0]?.name)) throw new HttpError(403, 'errors.forbidden');
    };
  }
  if (access.kind !== 'account' && access.kind !== 'accountOfResource') return null;
  return async (request) => {
    const auth = requireAuth(request);
    if (access.callers && isStaffRole(auth.roles[0]?.name) !== (access.callers === 'staff')) {
      throw new HttpError(403, access.refusal ?? 'errors.forbidden');
    }
    if (access.customerPermission) requireCustomerPermission(auth, access.customerPermission);
    // A stored row's company is reached by the service once it has found the row.
    if (access.kind === 'account') await resolveRouteAccount(request, access);
  };
}

/** The schema without its unset parts: Fastify warns of a key that is present but undefined. */
function withoutUnset<T extends object>(schema: T): T {
  for (const key of Object.keys(schema) as (keyof T)[]) {
    if (schema[key] === undefined) delete schema[key];
  }
  return schema;
}
