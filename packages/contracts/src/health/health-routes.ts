import { defineRoute } from '../http/route-contract.ts';
import { ZHealth } from './health-schemas.ts';

export const getHealthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  tags: ['system'],
  summary: 'Ready when the database answers',
  auth: 'none',
  result: ZHealth,
  failures: [503],
});
