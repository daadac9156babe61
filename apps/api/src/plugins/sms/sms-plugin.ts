import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SMS_PROVIDERS, TConfig } from '../config.ts';
import { OutboxSmsProvider } from './outbox-sms-provider.ts';
import type { TSmsProvider } from './sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: TSmsProvider;
  }
}

/** Every name SMS_PROVIDER accepts (an unknown name already fails the config at start). */
const SMS_PROVIDER_FACTORIES: Record<(typeof SMS_PROVIDERS)[number], (config: TConfig) => TSmsProvider> = {
  outbox: (config) => new OutboxSmsProvider(config.dataDir),
};

/** `app.sms`: the provider SMS_PROVIDER names. */
export const smsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: TConfig }) => {
    const provider = SMS_PROVIDER_FACTORIES[config.smsProvider](config);
    app.decorate('sms', provider);
    app.log.debug({ provider: provider.name }, 'sms provider ready');
  },
  { name: 'sms' },
);
