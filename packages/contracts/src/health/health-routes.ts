import { defineRoute } from '../http/route-contract.ts';
import { ZHealth, ZReadiness } from './health-schemas.ts';

export const getHealthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  tags: ['system'],
  summary: 'Ready when the database answers',
  auth: 'none',
  access: { kind: 'public' },
  result: ZHealth,
  failures: [503],
});

/** For a load balancer: 503 with `Retry-After` and the failing parts while this instance cannot serve. */
export const getReadinessRoute = defineRoute({
  method: 'GET',
  path: '/health/ready',
  tags: ['system'],
  summary: 'Whether this instance can serve: database, Redis and file storage reachable',
  auth: 'none',
  access: { kind: 'public' },
  result: ZReadiness,
  failures: [503],
});
