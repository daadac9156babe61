import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './secrets.ts';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): a verify takes about 10-15 ms
 * on the 2-core machine (`npm run bench:login -w apps/api`).
 * The library's default algorithm is argon2id; its `Algorithm` is a const enum, which
 * isolatedModules cannot import, and password.test.ts checks the `$argon2id$` prefix instead.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Hashes the stand-in password once, at start, so even the first unknown e-mail costs one verify. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}

/**
 * Spends the same time as checking a real password, for an e-mail without an account: the
 * answer's timing must not tell whether an address is registered. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
