import { envelope } from '@portal/contracts/common/envelope';
import { ZHoneyTime } from '@portal/contracts/contact/contact-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { issueHoneyTime } from './honeypot.ts';

export const publicFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/honey-time',
    {
      schema: {
        tags: ['public'],
        summary:
          'A signed server time for the public forms to send back as honeypot_time (opaque; never cached)',
        response: { 200: envelope(ZHoneyTime) },
      },
    },
    async (_request, reply) => {
      // Each form load needs its own time: a cached one would make every later send "stale".
      reply.header('cache-control', 'no-store');
      return { result: issueHoneyTime(app.config.appSecret, app.now()) };
    },
  );
};
