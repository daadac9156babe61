import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRouteContract, type TRouteContract } from '@portal/contracts/http/route-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/test-app.ts';

/**
 * The contracts and the server agree: every `/api` route is registered from a contract of
 * `packages/contracts` (`contractRoute`), and every contract there has its route. A route
 * written by hand, a contract without a route, or two routes of one contract fail here.
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
});
