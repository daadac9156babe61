import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountProductRoutes } from './checkout/account-products-routes.ts';
import { challengeRoutes } from './checkout/challenge-routes.ts';
import { checkoutRoutes } from './checkout/checkout-routes.ts';
import { invoiceRoutes } from './invoices/invoice-routes.ts';
import { paymentProviderFor } from './providers/payment-provider.ts';
import { salesTermsRoutes } from './sales-terms/sales-terms-routes.ts';
import { chargeRefundRoutes, subscriptionRoutes } from './subscriptions/subscription-routes.ts';

/** Card payments (`PAYMENT_PROVIDER`), the subscriptions they start, the products they attach, and their invoices. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = paymentProviderFor(app.config);
  // The bank's 3-D Secure answer arrives as a form post (application/x-www-form-urlencoded).
  await app.register(formbody);

  // In the order the OpenAPI document has always listed them.
  await app.register(checkoutRoutes, { provider });
  await app.register(chargeRefundRoutes, { provider });
  await app.register(challengeRoutes, { provider });
  await app.register(subscriptionRoutes, { provider });
  await app.register(accountProductRoutes);
  await app.register(invoiceRoutes);
  await app.register(salesTermsRoutes);
};
