import { envelope, ZErrorResponse } from '@portal/contracts/common/envelope';
import { type THealth, ZHealth } from '@portal/contracts/health/health-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.ts';
import { pingDatabase } from './repository.ts';

const HEALTHY: THealth = { status: 'ok', db: 'ok' };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Ready when the database answers',
        response: { 200: envelope(ZHealth), 503: ZErrorResponse },
      },
    },
    async (request) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(503, 'errors.databaseUnavailable');
      }
      return { result: HEALTHY };
    },
  );
};
