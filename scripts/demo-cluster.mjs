// `npm run demo:cluster`: the portal as several instances behind HAProxy on this machine, to try
// what deploy/README.md describes. Builds when the sources changed, starts INSTANCES (default 2)
// compiled servers on ports from CLUSTER_BASE_PORT (3001) sharing one database (a throw-away one
// on the local PostgreSQL, or DATABASE_URL, kept), one Redis (REDIS_URL, default local) and one
// APP_SECRET, and HAProxy on CLUSTER_PORT (8080); Ctrl-C stops everything and drops the
// throw-away database.
import { buildIfNeeded, DEFAULT_POSTGRES_URL, ensureHaproxy, startCluster } from './cluster.mjs';

const instances = Number(process.env.INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('INSTANCES must be a whole number from 1 to 16.');
  process.exit(1);
}
ensureHaproxy();
buildIfNeeded();

console.log(`Starting ${instances} instances and HAProxy...`);
const cluster = await startCluster({
  instances,
  basePort: Number(process.env.CLUSTER_BASE_PORT ?? 3001),
  listenPort: Number(process.env.CLUSTER_PORT ?? 8080),
  databaseUrl: process.env.DATABASE_URL || undefined,
  postgresUrl: process.env.CLUSTER_POSTGRES_URL ?? DEFAULT_POSTGRES_URL,
  redisUrl: process.env.REDIS_URL || undefined,
  label: 'demo',
}).catch((error) => {
  console.error(`The cluster did not start: ${error.message}`);
  process.exit(1);
});

console.log(`
The portal:        ${cluster.url}/tr  (demo accounts: see the README)
HAProxy's page:    ${cluster.statsUrl}
Instances:         ${cluster.instances.map((i) => `${i.url} (pid ${i.child?.pid})`).join(', ')}
Health check:      GET ${cluster.healthPath}
Logs and data:     ${cluster.workDir}
Database:          ${process.env.DATABASE_URL ? 'DATABASE_URL (kept)' : 'a throw-away database (dropped at the end)'}
Uploads:           ${cluster.storageEndpoint ? `a local S3-compatible server (s3rver) at ${cluster.storageEndpoint}` : 'STORAGE_URL'}

Stop an instance (kill -TERM <pid>) to watch HAProxy take it out; Ctrl-C stops everything.`);

let stopping = false;
async function shutDown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await cluster.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
