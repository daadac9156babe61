import { users } from '../db/schema/auth.ts';
import { passwordResetTokens, personalAccessTokens, smsVerificationCodes } from '../db/schema/auth-tokens.ts';
import type { TDatabase } from '../plugins/db/database.ts';

/** Every row of the tables that could hold a secret, as one text: tests check a secret is not in it. */
export async function dumpSecretTables(db: TDatabase): Promise<string> {
  const [userRows, tokens, resets, codes] = await Promise.all([
    db.select().from(users),
    db.select().from(personalAccessTokens),
    db.select().from(passwordResetTokens),
    db.select().from(smsVerificationCodes),
  ]);
  return JSON.stringify({ userRows, tokens, resets, codes });
}
