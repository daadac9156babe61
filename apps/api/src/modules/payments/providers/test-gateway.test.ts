import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../../plugins/config.ts';
import type { TChargeRequest, TPaymentProvider } from './payment-provider.ts';
import { paymentProviderFor } from './payment-provider.ts';
import {
  createTestGateway,
  SLOW_CARD,
  SLOW_CARD_DELAY_MS,
  TEST_CARDS,
  testGateway,
  testGatewayFor,
} from './test-gateway.ts';
import { fileLedger, memoryLedger } from './test-gateway-ledger.ts';

const CVC = '947';
const folder = mkdtempSync(join(tmpdir(), 'test-gateway-ledger-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
});

function request(number: string, overrides: Partial<TChargeRequest> = {}): TChargeRequest {
  return {
    amountKurus: 178_800,
    currency: 'TRY',
    card: { holderName: 'Ayşe Yılmaz', number, expireMonth: '12', expireYear: '35', cvc: CVC },
    idempotencyKey: `41-key_${randomUUID()}`,
    description: 'Başlangıç Paketi',
    storeCard: true,
    challengeCallbackUrl: 'http://127.0.0.1/api/payments/3ds/token/callback',
    ...overrides,
  };
}

/** No field of a stored record is card data, and no value is the CVC or holds a card number. */
function expectNoCardData(record: unknown, cardNumbers: string[]): void {
  if (Array.isArray(record)) {
    for (const item of record) expectNoCardData(item, cardNumbers);
  } else if (typeof record === 'object' && record !== null) {
    for (const [key, value] of Object.entries(record)) {
      expect(key).not.toMatch(/cvc|cvv|cvn|security.?code|card.?number|^number$|^pan$|expire/i);
      expectNoCardData(value, cardNumbers);
    }
  } else if (typeof record === 'string') {
    expect(record).not.toBe(CVC);
    for (const number of cardNumbers) expect(record).not.toContain(number);
  }
}

describe('the test gateway’s charges, by idempotency key', () => {
  it('charges a key once and answers its first outcome, whatever card comes with the repeat', async () => {
    const gateway = createTestGateway(memoryLedger());
    const first = request('5528790000000008');
    const charged = await gateway.charge(first);
    expect(charged).toEqual({
      ok: true,
      providerRef: expect.stringMatching(/^test_/),
      cardToken: expect.stringMatching(/^test_card_success_/),
    });
    expect(await gateway.charge({ ...first, card: { ...first.card, number: '4111111111111129' } })).toEqual(
      charged,
    );
    expect(await gateway.findCharge(first.idempotencyKey)).toEqual(charged);
  });

  it('answers a refusal it made by its key, and knows nothing of an outage or of a key never charged', async () => {
    const gateway = createTestGateway(memoryLedger());
    const refused = request('4111111111111129');
    await gateway.charge(refused);
    expect(await gateway.findCharge(refused.idempotencyKey)).toEqual({
      ok: false,
      code: 'insufficient_funds',
    });
    const outage = request('4130111111111118');
    expect(await gateway.charge(outage)).toEqual({ ok: false, code: 'provider_unavailable' });
    expect(await gateway.findCharge(outage.idempotencyKey)).toBeNull();
    expect(await gateway.findCharge('never-charged')).toBeNull();
  });

  it('charges a key again for another amount (a test database numbering its payments from 1 again)', async () => {
    const gateway = createTestGateway(memoryLedger());
    const first = await gateway.charge(request('5528790000000008', { idempotencyKey: '1-key' }));
    const other = await gateway.charge(
      request('5528790000000008', { idempotencyKey: '1-key', amountKurus: 5_000 }),
    );
    expect(other).not.toEqual(first);
  });

  it('remembers completed 3-D Secure charges and kept cards’ charges by their keys', async () => {
    const gateway = createTestGateway(memoryLedger());
    const completed = await gateway.completeChallenge({
      providerRef: 'test_3ds_1',
      callback: { reference: 'test_3ds_1', answer: 'approve' },
      storeCard: false,
      idempotencyKey: '7-key',
    });
    expect(await gateway.findCharge('7-key')).toEqual(completed);
    const token = await gateway.storeCard({
      card: request('5528790000000008').card,
      idempotencyKey: 'card-1',
      challengeCallbackUrl: 'http://127.0.0.1/cb',
    });
    if (!('ok' in token) || !token.ok) throw new Error('card not kept');
    const renewal = {
      amountKurus: 100,
      currency: 'TRY' as const,
      description: 'x',
      cardToken: token.cardToken,
    };
    const renewed = await gateway.chargeStoredCard({ ...renewal, idempotencyKey: 'renewal-1-0' });
    expect(await gateway.chargeStoredCard({ ...renewal, idempotencyKey: 'renewal-1-0' })).toEqual(renewed);
    expect(await gateway.findCharge('renewal-1-0')).toMatchObject({ ok: true });
  });

  it('answers its slow card only after a few seconds, but has charged it at once', async () => {
    vi.useFakeTimers();
    const gateway = createTestGateway(memoryLedger());
    const slow = request(SLOW_CARD);
    let answered = false;
    const charging = gateway.charge(slow).then((result) => {
      answered = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(SLOW_CARD_DELAY_MS - 100);
    expect(answered).toBe(false);
    // In flight: a lookup by its key already finds the charge.
    expect(await gateway.findCharge(slow.idempotencyKey)).toMatchObject({ ok: true });
    await vi.advanceTimersByTimeAsync(100);
    expect(await charging).toMatchObject({ ok: true });
    expect(TEST_CARDS[SLOW_CARD]).toBe('success');
  });
});

describe('TEST_GATEWAY_LEDGER', () => {
  it('shares one file between gateways (instances), which never holds a card number or CVC', async () => {
    const path = join(folder, 'shared.jsonl');
    const first: TPaymentProvider = createTestGateway(fileLedger(path));
    const second: TPaymentProvider = createTestGateway(fileLedger(path));
    const paid = request('5528790000000008');
    const charged = await first.charge(paid);
    expect(await second.findCharge(paid.idempotencyKey)).toEqual(charged);
    expect(await second.charge(paid)).toEqual(charged);
    const refused = request('4111111111111129');
    await second.charge(refused);
    expect(await first.findCharge(refused.idempotencyKey)).toEqual({ ok: false, code: 'insufficient_funds' });

    const text = readFileSync(path, 'utf8');
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(JSON.parse(text.split('\n')[0] ?? '')).toEqual({
      key: paid.idempotencyKey,
      amountKurus: 178_800,
      outcome: 'success',
      providerRef: expect.stringMatching(/^test_/),
      cardToken: expect.stringMatching(/^test_card_success_/),
      at: expect.any(String),
    });
    expect(text).not.toContain('5528790000000008');
    expect(text).not.toContain('4111111111111129');
    // The CVC's three digits turn up by chance in random hex (tokens, references, keys): the
    // check is exact instead, on each record's fields and values.
    for (const line of text.trim().split('\n')) {
      expectNoCardData(JSON.parse(line), ['5528790000000008', '4111111111111129']);
    }
  });

  it('skips a torn line (a process killed mid-write) and reads on', async () => {
    const path = join(folder, 'torn.jsonl');
    const gateway = createTestGateway(fileLedger(path));
    appendFileSync(path, '{"key":"half');
    appendFileSync(path, '\n');
    const paid = request('5528790000000008');
    const charged = await gateway.charge(paid);
    expect(await gateway.findCharge(paid.idempotencyKey)).toEqual(charged);
  });

  it('is chosen by the configuration: one gateway per file, the in-process one without it', () => {
    const path = join(folder, 'configured.jsonl');
    const config = parseConfig({ NODE_ENV: 'test', TEST_GATEWAY_LEDGER: path });
    expect(config.testGatewayLedger).toBe(path);
    expect(paymentProviderFor(config)).toBe(testGatewayFor(path));
    expect(paymentProviderFor(config)).not.toBe(testGateway);
    expect(paymentProviderFor(parseConfig({ NODE_ENV: 'test' }))).toBe(testGateway);
  });
});
