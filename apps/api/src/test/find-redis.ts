import { Socket } from 'node:net';

/**
 * The Redis the tests may use: TEST_REDIS_URL or REDIS_URL, else one answering on
 * 127.0.0.1:6379, else none (the tests that need it are skipped).
 */
export async function findRedis(): Promise<string | null> {
  const configured = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
  if (configured) return configured;
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(300, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(6379, '127.0.0.1', () => done(true));
  });
  return reachable ? 'redis://127.0.0.1:6379' : null;
}
