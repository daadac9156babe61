import { getHoneyTimeRoute } from '@portal/contracts/contact/public-form-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../plugins/route-contract.ts';
import { issueHoneyTime } from './service.ts';

export const publicFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(app, getHoneyTimeRoute),
    handler: async (_request, reply) => {
      // Each form load needs its own time: a cached one would make every later send "stale".
      reply.header('cache-control', 'no-store');
      return { result: issueHoneyTime(app.config.appSecret, app.now()) };
    },
  });
};
