import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

/** A request as the cache's hooks see it, and its reply, which records what was sent. */
function exchange() {
  const request = { headers: {} } as unknown as FastifyRequest;
  const sent: { body?: unknown } = {};
  const reply = {
    raw: new EventEmitter(),
    statusCode: 200,
    headers: () => reply,
    code: () => reply,
    send: (body?: unknown) => {
      sent.body = body;
    },
  };
  return { request, reply: reply as unknown as FastifyReply, sent };
}

/** A cache of one answer (every request asks for the same), which any change drops. */
const newCache = () =>
  new AnswerCache({
    keyOf: () => 'same',
    revalidate: false,
    byTable: false,
    now: () => new Date(),
    live: () => true,
  });

/** Asks `cache`: whether the route had to run (its `done` called) or the request waits or is answered. */
function ask(cache: AnswerCache) {
  const asked = { ...exchange(), routeRuns: false };
  cache.serve(asked.request, asked.reply, () => {
    asked.routeRuns = true;
  });
  return asked;
}

/** The route's answer for `asked`, through the cache's onSend hook. */
function answer(cache: AnswerCache, asked: ReturnType<typeof ask>, body: string): unknown {
  let payload: unknown;
  cache.keep(asked.request, asked.reply, body, (_error, sent) => {
    payload = sent;
  });
  return payload;
}

describe('requests for an answer being computed', () => {
  it('wait for it and are sent it, even if a change came after they asked (it is then not kept)', () => {
    const cache = newCache();
    const first = ask(cache);
    const second = ask(cache);
    expect(first.routeRuns).toBe(true);
    // The second waits: nothing had changed when it asked.
    expect(second.routeRuns).toBe(false);
    cache.changed('accounts');
    expect(String(answer(cache, first, '{"n":1}'))).toBe('{"n":1}');
    expect(String(second.sent.body)).toBe('{"n":1}');
    expect(cache.computed).toBe(1);
    // Begun before the change: not kept, the next request computes afresh.
    expect(cache.size).toBe(0);
    expect(ask(cache).routeRuns).toBe(true);
  });

  it('do not wait for one begun before a change that came before they asked: they compute their own', () => {
    const cache = newCache();
    const first = ask(cache);
    cache.changed('accounts');
    const second = ask(cache);
    expect(second.routeRuns).toBe(true);
    expect(cache.computed).toBe(2);
    // Whoever asks now waits for the second, not the stale first.
    const waiting = ask(cache);
    expect(waiting.routeRuns).toBe(false);
    answer(cache, first, '{"n":1}');
    expect(waiting.sent.body).toBeUndefined();
    answer(cache, second, '{"n":2}');
    expect(String(waiting.sent.body)).toBe('{"n":2}');
    expect(cache.computed).toBe(2);
    // The second began after the change: its answer is kept and served.
    const third = ask(cache);
    expect(third.routeRuns).toBe(false);
    expect(String(third.sent.body)).toBe('{"n":2}');
  });
});
