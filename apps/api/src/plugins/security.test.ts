import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO, RELAXED_LIMITS, registration } from '../test/auth-helpers.ts';
import { buildTestApp } from '../test/test-app.ts';

const t = await buildTestApp({}, { rateLimits: RELAXED_LIMITS });
afterAll(() => t.close());

/** Keys of an answer that hold a credential: a session's token, a second factor, a 3-D Secure link. */
const CREDENTIAL_KEYS = new Set(['token', 'secret', 'otpauth_uri', 'recovery_codes', 'challenge_url']);

/** Every property name anywhere in a schema's JSON Schema. */
function propertyNames(schema: z.ZodType): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    if ('properties' in node && typeof node.properties === 'object' && node.properties !== null) {
      for (const name of Object.keys(node.properties)) names.add(name);
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }));
  return names;
}

describe('Cache-Control of answers that hold a credential', () => {
  it('is no-store for a guest signing in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.customer, password: DEMO.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is no-store for a guest registering', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public reads of guests cacheable as their routes say', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });

  it('is declared by every route whose answer holds a credential and that a guest may call', () => {
    const undeclared = t.app.routeTable.flatMap(({ method, url, contract }) => {
      // A call with a bearer token is answered with no-store anyway (security.ts).
      if (!contract || contract.noStore || contract.auth === 'required' || contract.result === 'file')
        return [];
      const credentials = [...propertyNames(contract.result)].filter((name) => CREDENTIAL_KEYS.has(name));
      return credentials.length > 0 ? [`${method} ${url} (${credentials.join(', ')})`] : [];
    });
    expect(undeclared).toEqual([]);
  });
});
