import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config.ts';
import { createMailer, type TMailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: TMailer;
  }
}

/** `app.mailer`: SMTP (SMTP_URL) or the .eml outbox in DATA_DIR. */
export const mailPlugin = fp(
  async (app: FastifyInstance, { config }: { config: TConfig }) => {
    const mailer = createMailer(config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
