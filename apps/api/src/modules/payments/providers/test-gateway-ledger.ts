import { appendFile, readFile } from 'node:fs/promises';
import { PAYMENT_DECLINE_CODES } from '@portal/contracts/payments/payment-schemas';
import { z } from 'zod';

/**
 * What the test gateway remembers of each charge it made, by idempotency key, as a real provider
 * does: so the same key charges once, and a charge can be looked up after the portal lost its
 * answer. Never a card number or CVC: the key, the amount, the outcome, the reference and the
 * kept card's token (for a renewal, the token charged).
 */
const ZLedgerEntry = z.object({
  key: z.string(),
  amountKurus: z.number().int(),
  outcome: z.enum(['success', ...PAYMENT_DECLINE_CODES]),
  providerRef: z.string().optional(),
  /** The bank challenge's reference a completed 3-D Secure charge began with: it finds the charge too. */
  challengeRef: z.string().optional(),
  cardToken: z.string().optional(),
  /** ISO time of the charge. */
  at: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export type TLedger = {
  /** The latest entry under the key, if any. */
  find(key: string): Promise<TLedgerEntry | null>;
  /** The latest entry of a charge by its reference (or the challenge it completed), if any. */
  findByRef(ref: string): Promise<TLedgerEntry | null>;
  append(entry: TLedgerEntry): Promise<void>;
};

const hasRef = (entry: TLedgerEntry, ref: string) => entry.providerRef === ref || entry.challengeRef === ref;

/** One process's ledger: the default, and what the tests use. */
export function memoryLedger(): TLedger {
  const entries = new Map<string, TLedgerEntry>();
  return {
    async find(key) {
      return entries.get(key) ?? null;
    },
    async findByRef(ref) {
      return [...entries.values()].find((entry) => hasRef(entry, ref)) ?? null;
    },
    async append(entry) {
      entries.set(entry.key, entry);
    },
  };
}

/**
 * A ledger several processes share (TEST_GATEWAY_LEDGER: the instances of the demo cluster and
 * the chaos script are one "provider"): one JSON line per charge, appended with O_APPEND in one
 * write, so lines from two processes never interleave; read whole on every lookup. A torn or
 * foreign line is skipped.
 */
export function fileLedger(path: string): TLedger {
  const latest = async (matches: (entry: TLedgerEntry) => boolean): Promise<TLedgerEntry | null> => {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
      throw error;
    }
    let found: TLedgerEntry | null = null;
    for (const line of text.split('\n')) {
      const entry = parseLine(line);
      if (entry && matches(entry)) found = entry;
    }
    return found;
  };
  return {
    find: (key) => latest((entry) => entry.key === key),
    findByRef: (ref) => latest((entry) => hasRef(entry, ref)),
    async append(entry) {
      await appendFile(path, `${JSON.stringify(entry)}\n`, { flag: 'a', mode: 0o600 });
    },
  };
}

function parseLine(line: string): TLedgerEntry | null {
  if (line.trim() === '') return null;
  try {
    const parsed = ZLedgerEntry.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
