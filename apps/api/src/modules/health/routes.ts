import { getHealthRoute } from '@portal/contracts/health/health-routes';
import type { THealth } from '@portal/contracts/health/health-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { pingDatabase } from './repository.ts';

const HEALTHY: THealth = { status: 'ok', db: 'ok' };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getHealthRoute),
    handler: async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(503, 'errors.databaseUnavailable');
      }
      return { result: HEALTHY };
    },
  });
};
