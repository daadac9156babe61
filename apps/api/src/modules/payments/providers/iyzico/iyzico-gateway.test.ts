import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TChallenge, TChargeResult, TPaymentProvider } from '../payment-provider.ts';
import { iyzicoGateway } from './iyzico-gateway.ts';

/*
 * A local stand-in for iyzico's sandbox: it answers each endpoint the adapter calls with the
 * fields iyzico documents (status, errorCode, paymentId, itemTransactions, threeDSHtmlContent in
 * base64, cardUserKey and cardToken), by the sandbox's test cards. It checks the client signed
 * each request (IYZWSv2) and records what it received.
 */

type TReceived = { path: string; body: Record<string, unknown>; authorization: string };

const received: TReceived[] = [];
let server: Server;
let gateway: TPaymentProvider;
let down: TPaymentProvider;

const SUCCESS = '5528790000000008';
const NO_FUNDS = '4111111111111129';

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text ? JSON.parse(text) : {}));
  });
}

const failure = (errorCode: string, errorMessage: string) => ({
  status: 'failure',
  errorCode,
  errorMessage,
  locale: 'tr',
  systemTime: Date.now(),
});

const paid = (body: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  status: 'success',
  locale: 'tr',
  systemTime: Date.now(),
  conversationId: body.conversationId,
  price: 1788.0,
  paidPrice: 1788.0,
  paymentId: '22416035',
  itemTransactions: [{ itemId: 'B1', paymentTransactionId: '23705711', transactionStatus: 2, price: 1788.0 }],
  ...extra,
});

/** `payment/detail` by iyzico's payment id, or by conversation id: the payments this stand-in knows. */
function paymentDetail(body: Record<string, unknown>): unknown {
  if (body.paymentId !== undefined) {
    return body.paymentId === '22416035'
      ? paid(body, { paymentStatus: 'SUCCESS', cardUserKey: 'cuk_1', cardToken: 'ct_1' })
      : failure('5115', 'Ödeme bulunamadı');
  }
  switch (body.paymentConversationId) {
    case '41-paid':
      return paid(body, { paymentStatus: 'SUCCESS', cardUserKey: 'cuk_1', cardToken: 'ct_1' });
    case '42-refused':
      return { ...paid(body), paymentStatus: 'FAILURE', errorCode: '10051' };
    case '43-abandoned':
      return { ...paid(body), paymentStatus: 'INIT_THREEDS', itemTransactions: [] };
    default:
      return failure('5115', 'Ödeme bulunamadı');
  }
}

function answer(path: string, body: Record<string, unknown>): unknown {
  const card = (body.paymentCard ?? {}) as Record<string, string>;
  switch (path) {
    case '/payment/3dsecure/initialize': {
      if (card.cardNumber === NO_FUNDS) return failure('10051', 'Kart limiti yetersiz, yetersiz bakiye');
      const page = `<form id="iyzico-3ds-form" action="https://bank.example/acs" method="post"><input type="hidden" name="PaReq" value="x"></form><script>document.getElementById('iyzico-3ds-form').submit();</script>`;
      return {
        status: 'success',
        locale: 'tr',
        conversationId: body.conversationId,
        paymentId: '22416035',
        threeDSHtmlContent: Buffer.from(page).toString('base64'),
      };
    }
    case '/payment/3dsecure/auth':
      return paid(body, { cardUserKey: 'cuk_1', cardToken: 'ct_1' });
    case '/payment/detail':
      return paymentDetail(body);
    case '/payment/auth':
      return card.cardToken === 'ct_empty' ? failure('10051', 'Yetersiz bakiye') : paid(body);
    case '/cardstorage/card':
      return { status: 'success', cardUserKey: 'cuk_2', cardToken: 'ct_2', lastFourDigits: '0008' };
    case '/payment/refund':
      return {
        status: 'success',
        paymentId: '22416035',
        paymentTransactionId: body.paymentTransactionId,
        price: body.price,
      };
    default:
      return failure('1000', 'Unknown path');
  }
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readJson(request);
    const path = String(request.url);
    received.push({ path, body, authorization: String(request.headers.authorization) });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer(path, body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gateway = iyzicoGateway({
    apiKey: 'sandbox-key',
    secretKey: 'sandbox-secret',
    baseUrl: `http://127.0.0.1:${port}`,
  });
  down = iyzicoGateway({ apiKey: 'k', secretKey: 's', baseUrl: 'http://127.0.0.1:9' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lastBody = (path: string) => received.filter((r) => r.path === path).at(-1)?.body ?? {};

const card = (number: string) => ({
  holderName: 'Ayşe Yılmaz',
  number,
  expireMonth: '12',
  expireYear: '30',
  cvc: '123',
});

describe('the iyzico adapter', () => {
  it('starts a payment with 3-D Secure: the bank page iyzico gives, the amount, the callback and card storage', async () => {
    const result = (await gateway.charge({
      amountKurus: 178_800,
      currency: 'TRY',
      card: card(SUCCESS),
      idempotencyKey: '41-key_0123456789abcdef',
      description: 'Başlangıç Paketi',
      storeCard: true,
      challengeCallbackUrl: 'https://portal.example/api/payments/3ds/token/callback',
    })) as TChallenge;
    expect(result.challenge.providerRef).toBe('22416035');
    expect(result.challenge.page).toContain('<form id="iyzico-3ds-form" action="https://bank.example/acs"');
    const sent = lastBody('/payment/3dsecure/initialize');
    expect(sent).toMatchObject({
      price: '1788.0',
      paidPrice: '1788.0',
      currency: 'TRY',
      conversationId: '41-key_0123456789abcdef',
      callbackUrl: 'https://portal.example/api/payments/3ds/token/callback',
      paymentCard: { cardNumber: SUCCESS, expireYear: '2030', registerCard: '1' },
    });
    expect(received.at(-1)?.authorization).toMatch(/^IYZWSv2 /);
  });

  it('maps a refusal to the portal’s decline code', async () => {
    const result = await gateway.charge({
      amountKurus: 1_000,
      currency: 'TRY',
      card: card(NO_FUNDS),
      idempotencyKey: 'key_0123456789abcdef',
      description: 'x',
      challengeCallbackUrl: 'https://portal.example/cb',
    });
    expect(result).toEqual({ ok: false, code: 'insufficient_funds' });
  });

  it('completes a verified challenge (mdStatus 1) and keeps the card; refuses an unverified one without asking iyzico', async () => {
    const answerOf = (mdStatus: string) =>
      gateway.completeChallenge({
        providerRef: '22416035',
        callback: { status: 'success', paymentId: '22416035', conversationData: 'cd', mdStatus },
        storeCard: true,
        idempotencyKey: '41-key',
      });
    expect(await answerOf('1')).toEqual({
      ok: true,
      providerRef: '22416035/23705711',
      cardToken: 'cuk_1:ct_1',
    });
    expect(lastBody('/payment/3dsecure/auth')).toMatchObject({
      paymentId: '22416035',
      conversationData: 'cd',
    });
    const calls = received.length;
    expect(await answerOf('0')).toEqual({ ok: false, code: 'do_not_honour' });
    expect(received.length).toBe(calls);
  });

  it('charges a kept card by its user key and token, and refunds a charge by its item transaction', async () => {
    const renewal: TChargeResult = await gateway.chargeStoredCard({
      cardToken: 'cuk_1:ct_1',
      amountKurus: 178_800,
      currency: 'TRY',
      idempotencyKey: 'renewal-7-1',
      description: 'Başlangıç Paketi',
    });
    expect(renewal).toEqual({ ok: true, providerRef: '22416035/23705711' });
    expect(lastBody('/payment/auth')).toMatchObject({
      paymentCard: { cardUserKey: 'cuk_1', cardToken: 'ct_1' },
    });
    expect(
      await gateway.chargeStoredCard({
        cardToken: 'cuk_1:ct_empty',
        amountKurus: 100,
        currency: 'TRY',
        idempotencyKey: 'renewal-7-2',
        description: 'x',
      }),
    ).toEqual({ ok: false, code: 'insufficient_funds' });

    expect(
      await gateway.refund({
        providerRef: '22416035/23705711',
        amountKurus: 178_800,
        idempotencyKey: 'refund-5',
      }),
    ).toEqual({
      ok: true,
      providerRef: '23705711',
    });
    expect(lastBody('/payment/refund')).toMatchObject({ paymentTransactionId: '23705711', price: '1788.0' });
    expect(
      await gateway.storeCard({
        card: card(SUCCESS),
        idempotencyKey: 'key',
        challengeCallbackUrl: 'https://portal.example/cb',
      }),
    ).toEqual({
      ok: true,
      cardToken: 'cuk_2:ct_2',
    });
  });

  it('finds a charge by its key (the conversation id): paid, refused, or a 3-D Secure never completed', async () => {
    expect(await gateway.findCharge('41-paid')).toEqual({
      ok: true,
      providerRef: '22416035/23705711',
      cardToken: 'cuk_1:ct_1',
    });
    expect(lastBody('/payment/detail')).toMatchObject({ paymentConversationId: '41-paid' });
    expect(await gateway.findCharge('42-refused')).toEqual({ ok: false, code: 'insufficient_funds' });
    expect(await gateway.findCharge('43-abandoned')).toBeNull();
    // A refused lookup is no answer: the caller asks again later rather than guess.
    await expect(gateway.findCharge('44-unknown')).rejects.toThrow(/5115/);
    await expect(down.findCharge('41-paid')).rejects.toThrow();
  });

  it('finds a charge by iyzico’s own payment id (its 3-D Secure start’s, or a charge reference’s first half)', async () => {
    const charged = { ok: true, providerRef: '22416035/23705711', cardToken: 'cuk_1:ct_1' };
    expect(await gateway.findChargeByRef('22416035')).toEqual(charged);
    expect(lastBody('/payment/detail')).toEqual({ locale: 'tr', paymentId: '22416035' });
    expect(await gateway.findChargeByRef('22416035/23705711')).toEqual(charged);
    // A payment id iyzico does not know: no answer either, so the caller counts it and asks a person.
    await expect(gateway.findChargeByRef('99999999')).rejects.toThrow(/5115/);
    await expect(down.findChargeByRef('22416035')).rejects.toThrow();
  });

  it('throws when iyzico cannot be reached (the portal answers that as the provider being down)', async () => {
    await expect(
      down.chargeStoredCard({
        cardToken: 'a:b',
        amountKurus: 1,
        currency: 'TRY',
        idempotencyKey: 'k',
        description: 'x',
      }),
    ).rejects.toThrow();
  });
});
