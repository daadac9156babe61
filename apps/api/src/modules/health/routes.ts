import { getHealthRoute, getReadinessRoute } from '@portal/contracts/health/health-routes';
import type { THealth, TReadiness, TReadinessPart } from '@portal/contracts/health/health-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../plugins/errors.ts';
import type { TMessageKey } from '../../plugins/i18n/messages.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { pingDatabase } from './repository.ts';
import { checkReadiness } from './service.ts';

const HEALTHY: THealth = { status: 'ok', db: 'ok' };

const PART_DOWN: Record<TReadinessPart, TMessageKey> = {
  db: 'errors.databaseUnavailable',
  redis: 'errors.redisUnavailable',
  storage: 'errors.storageUnavailable',
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getHealthRoute),
    handler: async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw serviceUnavailable('errors.databaseUnavailable');
      }
      return { result: HEALTHY };
    },
  });

  app.route({
    ...contractRoute(app, getReadinessRoute),
    handler: async () => {
      const { down, redisUsed } = await checkReadiness(app);
      if (down.length > 0) {
        throw serviceUnavailable('errors.notReady', {
          fields: Object.fromEntries(down.map((part) => [part, PART_DOWN[part]])),
        });
      }
      const ready: TReadiness = {
        status: 'ready',
        db: 'ok',
        redis: redisUsed ? 'ok' : 'unused',
        storage: 'ok',
      };
      return { result: ready };
    },
  });
};
