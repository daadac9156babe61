import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TTcpProxy } from './tcp-proxy.ts';

/** A server that answers every chunk with the same bytes. */
let echo: Server;
let proxy: TTcpProxy;

beforeAll(async () => {
  echo = createServer((socket) => {
    socket.on('error', () => {});
    socket.pipe(socket);
  });
  echo.listen(0, '127.0.0.1');
  await once(echo, 'listening');
  const address = echo.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  proxy = await startTcpProxy({ host: '127.0.0.1', port: address.port });
});

afterAll(async () => {
  await proxy?.close();
  echo?.close();
});

async function open(): Promise<Socket> {
  const socket = connect(proxy.port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

/** How long a test expecting an echo waits for it (a busy machine may take more than 200 ms). */
const ECHO_EXPECTED_MS = 5_000;

/** The echo of `text`, or null when none comes within `ms` (a test expecting silence: 200 ms). */
async function echoOf(socket: Socket, text: string, ms = 200): Promise<string | null> {
  socket.write(text);
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  const answer = once(socket, 'data').then(([data]) => String(data));
  return Promise.race([answer, silence]).finally(() => clearTimeout(timer));
}

/** How a new connection ends: `connect` or its error code. */
async function tryConnect(): Promise<string> {
  const socket = connect(proxy.port, '127.0.0.1');
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.destroy();
      resolve('connect');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('startTcpProxy', () => {
  it('forwards both ways, and rewrites a URL to go through it', async () => {
    const socket = await open();
    expect(await echoOf(socket, 'hello', ECHO_EXPECTED_MS)).toBe('hello');
    expect(proxy.connections).toBe(1);
    socket.destroy();
    expect(proxy.urlFor('postgres://me:secret@db.example:5432/portal')).toBe(
      `postgres://me:secret@127.0.0.1:${proxy.port}/portal`,
    );
  });

  it('cut: resets open connections and refuses new ones; restore: accepts again on the same port', async () => {
    const socket = await open();
    const error = new Promise((resolve) =>
      socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code)),
    );
    await proxy.cut();
    expect(await error).toBe('ECONNRESET');
    expect(proxy.state).toBe('cut');
    expect(await tryConnect()).toBe('ECONNREFUSED');
    await proxy.restore();
    const again = await open();
    expect(await echoOf(again, 'back', ECHO_EXPECTED_MS)).toBe('back');
    again.destroy();
  });

  it('hang: accepts but answers nothing; restore: held bytes go through', async () => {
    const before = await open();
    await proxy.hang();
    expect(await echoOf(before, 'one')).toBeNull();
    const held = await open();
    expect(await echoOf(held, 'two')).toBeNull();
    await proxy.restore();
    expect(await once(before, 'data').then(([data]) => String(data))).toBe('one');
    expect(await once(held, 'data').then(([data]) => String(data))).toBe('two');
    before.destroy();
    held.destroy();
  });
});
