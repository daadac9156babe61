import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TChallenge, TChargeRequest, TChargeResult } from './payment-provider.ts';
import { createTestGateway, THREE_DS_CARD } from './test-gateway.ts';
import { fileLedger, memoryLedger, type TLedger } from './test-gateway-ledger.ts';

const folder = mkdtempSync(join(tmpdir(), 'test-gateway-by-reference-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function request(number: string): TChargeRequest {
  return {
    amountKurus: 178_800,
    currency: 'TRY',
    card: { holderName: 'Ayşe Yılmaz', number, expireMonth: '12', expireYear: '35', cvc: '947' },
    idempotencyKey: `41-key_${randomUUID()}`,
    description: 'Başlangıç Paketi',
    storeCard: true,
    challengeCallbackUrl: 'http://127.0.0.1/api/payments/3ds/token/callback',
  };
}

const ledgers: [string, () => TLedger][] = [
  ['in memory', () => memoryLedger()],
  ['in a TEST_GATEWAY_LEDGER file', () => fileLedger(join(folder, `${randomUUID()}.jsonl`))],
];

describe.each(ledgers)('the test gateway’s lookup by its own reference (%s)', (_, ledgerOf) => {
  it('finds a charge by its reference, and a 3-D Secure charge by its challenge’s too', async () => {
    const gateway = createTestGateway(ledgerOf());
    const direct = (await gateway.charge(request('5528790000000008'))) as TChargeResult;
    if (!direct.ok) throw new Error('the test card was refused');
    expect(await gateway.findChargeByRef(direct.providerRef)).toEqual(direct);

    const challenged = request(THREE_DS_CARD);
    const { challenge } = (await gateway.charge(challenged)) as TChallenge;
    const completed = await gateway.completeChallenge({
      providerRef: challenge.providerRef,
      callback: { reference: challenge.providerRef, answer: 'approve' },
      storeCard: true,
      idempotencyKey: challenged.idempotencyKey,
    });
    expect(completed.ok).toBe(true);
    expect(await gateway.findChargeByRef(challenge.providerRef)).toEqual(completed);
  });

  it('cannot find a reference it never gave, and says so (as iyzico does) instead of guessing', async () => {
    const gateway = createTestGateway(ledgerOf());
    await expect(gateway.findChargeByRef('22416035')).rejects.toThrow('no payment under this reference');
  });
});
