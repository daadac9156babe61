import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `serverUrl` for one test file or benchmark run, empty
 * or a copy of `template` (a database no one is connected to), and the way to drop it again (also
 * while clients are still connected). THROWAWAY_DATABASE_PREFIX replaces the prefix, so that runs
 * sharing one server can tell their databases apart.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: 'portal_test' | 'portal_bench',
  { template }: { template?: string } = {},
): Promise<{ name: string; url: string; host: string; drop: () => Promise<void> }> {
  const name = `${process.env.THROWAWAY_DATABASE_PREFIX ?? prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await cleanup.end();
    }
  };
  return { name, url: url.toString(), host: url.host, drop };
}
