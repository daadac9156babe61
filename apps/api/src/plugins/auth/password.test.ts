import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id and a random salt', async () => {
    const first = await hashPassword('Demo1234!');
    const second = await hashPassword('Demo1234!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse 1');
    expect(await verifyPassword(hash, 'correct horse 1')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse 2')).toBe(false);
  });

  it('answers false, without throwing, for a malformed stored hash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
