import { randomUUID } from 'node:crypto';
import type { TRouteContract } from '@portal/contracts/http/route-contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { allJobs } from './jobs.ts';
import { accountStaffRoutes } from './modules/accounts/account-staff-routes.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { reachableAccountInScope } from './modules/accounts/service.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { appointmentRoutes } from './modules/appointments/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor-routes.ts';
import { bankStatementRoutes } from './modules/bank-statements/routes.ts';
import { companyDeskRoutes } from './modules/company-desk/routes.ts';
import { companyDocumentRoutes } from './modules/company-documents/routes.ts';
import { companyMessageRoutes } from './modules/company-messages/routes.ts';
import { companyProfileRoutes } from './modules/company-profile/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { monthCloseRoutes } from './modules/month-close/routes.ts';
import { networkBoothRoutes } from './modules/network-booths/routes.ts';
import { networkStageRoutes } from './modules/network-stages/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { officeCallInstructionRoutes } from './modules/office-call-instructions/routes.ts';
import { officeCallRoutes } from './modules/office-calls/routes.ts';
import { officeContractRoutes } from './modules/office-contract/routes.ts';
import { officeLocationRoutes } from './modules/office-locations/routes.ts';
import { officeMailRoutes } from './modules/office-mail/routes.ts';
import { officeMailRuleRoutes } from './modules/office-mail-rules/routes.ts';
import { officeRoomRoutes } from './modules/office-rooms/routes.ts';
import { officeUsageRoutes } from './modules/office-usage/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { publicFormRoutes } from './modules/public-forms/routes.ts';
import { receiptScanRoutes } from './modules/receipt-scans/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { salesInvoiceRoutes } from './modules/sales-invoices/routes.ts';
import { securityEventRoutes } from './modules/security-events/routes.ts';
import { sitemapRoutes } from './modules/sitemap/routes.ts';
import { staffDashboardRoutes } from './modules/staff-dashboard/routes.ts';
import { taxCalendarRoutes } from './modules/tax-calendar/routes.ts';
import { taxReturnRoutes } from './modules/tax-returns/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { turkishPlaceRoutes } from './modules/turkish-places/routes.ts';
import { managedUserRoutes } from './modules/users/managed-user-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { answerCachePlugin } from './plugins/answer-cache.ts';
import { actingForPlugin } from './plugins/auth/acting-for.ts';
import { authenticatePlugin } from './plugins/auth/authenticate.ts';
import { backgroundPlugin } from './plugins/background.ts';
import type { TConfig } from './plugins/config.ts';
import type { TDatabaseHandle } from './plugins/db/database.ts';
import { dbPlugin } from './plugins/db/db-plugin.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, handleError } from './plugins/errors.ts';
import { jobsPlugin } from './plugins/jobs/jobs-plugin.ts';
import { logDestination, loggerOptions, OneLinePerRequest } from './plugins/logger.ts';
import { mailPlugin } from './plugins/mail/mail-plugin.ts';
import type { TLimitOverrides } from './plugins/rate-limit/limits.ts';
import { rateLimitPlugin } from './plugins/rate-limit/rate-limit-plugin.ts';
import { routeAccountPlugin } from './plugins/route-account.ts';
import { securityPlugin } from './plugins/security.ts';
import { smsPlugin } from './plugins/sms/sms-plugin.ts';
import { spaPlugin } from './plugins/spa.ts';
import { storagePlugin } from './plugins/storage/storage-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    /** The current time for rules that depend on it (the honeypot, booking dates); tests set it. */
    now(): Date;
    /**
     * Every route as registered (method and full URL), in registration order; HEAD and OPTIONS
     * routes Fastify adds on its own are left out. The authorization matrix test reads it.
     */
    routeTable: TRouteEntry[];
  }
}

/** A registered route, with the contract it was declared by (every `/api` route has one). */
type TRouteEntry = { method: string; url: string; contract: TRouteContract | undefined };

export type TBuildAppOptions = {
  config: TConfig;
  /** An already opened database (tests); by default DATABASE_URL, else PGlite in DATA_DIR. */
  database?: TDatabaseHandle;
  /** Overrides the logger built from the config (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Overrides of the throttling figures (tests that are not about throttling). */
  rateLimits?: TLimitOverrides;
  /** The clock of `app.now()` (tests move it instead of waiting); by default the real time. */
  now?: () => Date;
  /** Job workers poll and run jobs (default); off, jobs run only through `app.jobs.runDue()`. */
  runJobs?: boolean;
};

/** Everything under /api; each module's routes are relative to it. */
const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(healthRoutes);
  await api.register(productRoutes);
  await api.register(officeLocationRoutes);
  await api.register(turkishPlaceRoutes);
  await api.register(authRoutes);
  await api.register(twoFactorRoutes);
  await api.register(verificationRoutes);
  await api.register(userRoutes);
  await api.register(managedUserRoutes);
  await api.register(roleRoutes);
  await api.register(auditRoutes);
  await api.register(securityEventRoutes);
  await api.register(accountRoutes);
  await api.register(accountStaffRoutes);
  await api.register(paymentRoutes);
  await api.register(documentRoutes);
  await api.register(companyDeskRoutes);
  await api.register(companyProfileRoutes);
  await api.register(ledgerRoutes);
  await api.register(salesInvoiceRoutes);
  await api.register(bankStatementRoutes);
  await api.register(receiptScanRoutes);
  await api.register(publicFormRoutes);
  await api.register(contactRoutes);
  await api.register(appointmentRoutes);
  await api.register(announcementRoutes);
  await api.register(staffDashboardRoutes);
  await api.register(taxCalendarRoutes);
  await api.register(taxReturnRoutes);
  await api.register(companyDocumentRoutes);
  await api.register(companyMessageRoutes);
  await api.register(monthCloseRoutes);
  await api.register(jobRoutes);
  await api.register(notificationRoutes);
  await api.register(officeCallRoutes);
  await api.register(officeCallInstructionRoutes);
  await api.register(officeMailRoutes);
  await api.register(officeRoomRoutes);
  await api.register(officeContractRoutes);
  await api.register(officeUsageRoutes);
  await api.register(officeMailRuleRoutes);
  await api.register(privacyRoutes);
  await api.register(teamRoutes);
  await api.register(networkStageRoutes);
  await api.register(networkBoothRoutes);
};

/**
 * Builds the whole server: external plugins first (errors, security headers, docs, database,
 * rate limits, mail, SMS, storage, authentication),
 * then the API, the sitemap, then the web app for every other path. The caller listens or injects.
 */
export async function buildApp({
  config,
  database,
  logger,
  rateLimits,
  now,
  runJobs = true,
}: TBuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { ...loggerOptions(config), stream: logDestination() },
    trustProxy: config.trustProxy,
    // A first start creates the embedded database, migrates and seeds it: on a busy two-core
    // machine that can pass Fastify's 10 s default for a plugin.
    pluginTimeout: 120_000,
    // A random id per request, never the caller's own (it is echoed as X-Request-Id and logged).
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // The spec writes some paths with a trailing slash (`GET accounts/?all`): same route.
    routerOptions: { ignoreTrailingSlash: true },
    logController: new OneLinePerRequest(),
    // A slow or stalled client cannot hold a connection open for ever (uploads get a minute).
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    // A URL that cannot be decoded answers in the portal's own error shape, like every other error.
    frameworkErrors: (error, request, reply) => {
      handleError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('now', now ?? (() => new Date()));
  // Before any plugin registers a route, so the table holds them all.
  const routeTable: TRouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routeTable.push({ method, url: route.url, contract: route.config?.contract });
    }
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  if (config.apiDocs) await app.register(docsPlugin);
  await app.register(dbPlugin, { config, ...(database ? { database } : {}) });
  await app.register(jobsPlugin, { work: runJobs });
  await app.register(answerCachePlugin);
  await app.register(rateLimitPlugin, { config, ...(rateLimits ? { limits: rateLimits } : {}) });
  await app.register(mailPlugin, { config });
  await app.register(smsPlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(authenticatePlugin);
  await app.register(actingForPlugin);
  // Before the routes: `contractRoute` reaches a route's declared company through it, by the
  // accounts module's rule (plugins import no module, so it is handed over here).
  await app.register(routeAccountPlugin, { reachable: reachableAccountInScope });
  // After the database, mail and SMS: onClose runs last-registered first, so closing waits for
  // background work before those close.
  await app.register(backgroundPlugin);
  // Every job from the one list (jobs.ts), before ready: the queue creates them then.
  for (const job of allJobs(app)) app.jobs.define(job);
  await app.register(apiRoutes, { prefix: '/api' });
  // Beside the API, before the web app's catch-all.
  await app.register(sitemapRoutes);
  await app.register(spaPlugin, { webDistDir: config.webDistDir });
  return app;
}
