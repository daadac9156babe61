import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountIdSourceParts, actsOnAccount, type TRouteAccess } from '@portal/contracts/http/route-access';
import { isRouteContract, type TRouteContract } from '@portal/contracts/http/route-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from './test/test-app.ts';

/**
 * The contracts and the server agree: every `/api` route is registered from a contract of
 * `packages/contracts` (`contractRoute`), and every contract there has its route. A route
 * written by hand, a contract without a route, or two routes of one contract fail here. Each
 * contract declares who may call it (`access`), and what it declares fits its own schemas.
 */

const CONTRACTS_DIR = fileURLToPath(new URL('../../../packages/contracts/src', import.meta.url));

/** Every exported contract of every `*-routes.ts` file of the contracts package. */
async function declaredContracts(): Promise<Map<TRouteContract, string>> {
  const files = (await readdir(CONTRACTS_DIR, { recursive: true })).filter((file) =>
    file.endsWith('-routes.ts'),
  );
  const found = new Map<TRouteContract, string>();
  for (const file of files) {
    const module: Record<string, unknown> = await import(join(CONTRACTS_DIR, file));
    for (const [name, value] of Object.entries(module)) {
      if (isRouteContract(value))
        found.set(value, `${relative(CONTRACTS_DIR, join(CONTRACTS_DIR, file))} ${name}`);
    }
  }
  return found;
}

const ACCESS_KINDS: readonly TRouteAccess['kind'][] = [
  'public',
  'signedIn',
  'staff',
  'permission',
  'account',
  'accountOfResource',
];

/**
 * The members a schema reads (an object's keys, through intersections and unions), and those it
 * requires (in every branch of a union): read from its JSON Schema.
 */
function schemaMembers(schema: unknown): { keys: Set<string>; required: Set<string> } {
  const walk = (node: unknown): { keys: Set<string>; required: Set<string> } => {
    const keys = new Set<string>();
    const required = new Set<string>();
    if (typeof node !== 'object' || node === null) return { keys, required };
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && typeof value === 'object' && value !== null) {
        for (const name of Object.keys(value)) keys.add(name);
      }
      if (key === 'required' && Array.isArray(value)) for (const name of value) required.add(String(name));
      if (key === 'allOf' && Array.isArray(value)) {
        for (const part of value.map(walk)) {
          for (const name of part.keys) keys.add(name);
          for (const name of part.required) required.add(name);
        }
      }
      if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) {
        const branches = value.map(walk);
        for (const branch of branches) for (const name of branch.keys) keys.add(name);
        const first = branches[0]?.required ?? new Set<string>();
        for (const name of first) {
          if (branches.every((branch) => branch.required.has(name))) required.add(name);
        }
      }
    }
    return { keys, required };
  };
  if (!(schema instanceof z.ZodType)) return { keys: new Set(), required: new Set() };
  return walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
}

const t = await buildTestApp();
afterAll(() => t.close());

describe('route contracts', () => {
  it('declares every /api route of the server in the contracts package', () => {
    const handWritten = t.app.routeTable
      // The OpenAPI page's own routes are the docs plugin's, not the portal's API.
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.contract === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(handWritten, 'routes registered without a contract').toEqual([]);
  });

  it('registers each route at the method and path its contract declares', () => {
    const mismatched = t.app.routeTable.flatMap((route) =>
      route.contract && (route.method !== route.contract.method || route.url !== `/api${route.contract.path}`)
        ? [`${route.method} ${route.url} ≠ ${route.contract.method} /api${route.contract.path}`]
        : [],
    );
    expect(mismatched).toEqual([]);
  });

  it('gives every contract exactly one route', async () => {
    const declared = await declaredContracts();
    const uses = new Map<TRouteContract, number>();
    for (const route of t.app.routeTable) {
      if (route.contract) uses.set(route.contract, (uses.get(route.contract) ?? 0) + 1);
    }
    const unrouted = [...declared].filter(([contract]) => !uses.has(contract)).map(([, name]) => name);
    const twice = [...uses].filter(([, count]) => count > 1).map(([contract]) => declared.get(contract));
    const undeclared = [...uses.keys()].filter((contract) => !declared.has(contract)).map((c) => c.path);
    expect(unrouted, 'contracts the server does not register').toEqual([]);
    expect(twice, 'contracts registered twice').toEqual([]);
    expect(undeclared, 'contracts not exported from a *-routes.ts file').toEqual([]);
    expect(declared.size).toBeGreaterThan(0);
  });

  it('declares who may call every route of the server', () => {
    const undeclared = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => {
        // A contract is written in TypeScript, but a `.js` caller or a cast could still leave it out.
        const kind = route.contract?.access?.kind;
        return kind === undefined || !ACCESS_KINDS.includes(kind);
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared, 'routes whose contract does not declare its access').toEqual([]);
  });

  it('asks a bearer token of every route but the public ones', async () => {
    const disagreeing = [...(await declaredContracts())].flatMap(([contract, name]) =>
      (contract.access.kind === 'public') === (contract.auth === 'required')
        ? [`${name}: access ${contract.access.kind}, auth ${contract.auth}`]
        : [],
    );
    expect(disagreeing).toEqual([]);
  });

  it("reads the company of an account route from a member of the route's own schemas", async () => {
    const missing = [...(await declaredContracts())].flatMap(([contract, name]) => {
      const { access } = contract;
      if (access.kind !== 'account') return [];
      const [part, member] = accountIdSourceParts(access.account);
      const schema = part === 'params' ? contract.params : part === 'query' ? contract.query : contract.body;
      const { keys, required } = schemaMembers(schema);
      if (!keys.has(member)) return [`${name}: ${access.account} is not in its schema`];
      // A company the route always acts on is one the request must name (no 500 for a missing id).
      if (!access.optional && !required.has(member)) return [`${name}: ${access.account} is optional`];
      return [];
    });
    expect(missing, 'account parameters the route does not read, or reads when given only').toEqual([]);
  });

  it('takes the staff view from the query where the route lets the request ask for it', async () => {
    const unasked = [...(await declaredContracts())].flatMap(([contract, name]) =>
      actsOnAccount(contract.access) &&
      contract.access.staffView === 'asked' &&
      !schemaMembers(contract.query).keys.has('all')
        ? [name]
        : [],
    );
    expect(unasked, "routes asked for the staff view whose query has no 'all'").toEqual([]);
  });

  it('names the path parameter of every account route acting on `params`', async () => {
    const unnamed = [...(await declaredContracts())].flatMap(([contract, name]) => {
      const { access } = contract;
      if (access.kind !== 'account' || !access.account.startsWith('params.')) return [];
      return contract.path.includes(`:${accountIdSourceParts(access.account)[1]}`) ? [] : [name];
    });
    expect(unnamed).toEqual([]);
  });
});
