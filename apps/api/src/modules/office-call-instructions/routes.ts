import {
  getCallInstructionsRoute,
  updateCallInstructionsRoute,
} from '@portal/contracts/office/call-instruction-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerClockReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { getCallInstructions, updateCallInstructions } from './service.ts';

/**
 * A company's call instructions (issue 35). The read follows the clock (`open_now`), so it is
 * kept per caller for a short while only; a save shows on the very next request.
 */
export const officeCallInstructionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...callerClockReadRoute(app, getCallInstructionsRoute),
    handler: async (request) => ({ result: await getCallInstructions(app, routeAccount(request)) }),
  });

  app.route({
    ...contractRoute(app, updateCallInstructionsRoute),
    handler: async (request) => {
      const result = await updateCallInstructions(
        app,
        requireAuth(request),
        routeAccount(request),
        request.body,
      );
      return { result, message: translate(requestLanguage(request), 'office.callInstructions.saved') };
    },
  });
};
