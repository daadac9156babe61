import multipart from '@fastify/multipart';
import {
  getBankStatementLinesRoute,
  importBankStatementRoute,
  listBankStatementsRoute,
  matchBankStatementLineRoute,
} from '@portal/contracts/bank-statements/bank-statement-routes';
import { BANK_STATEMENT_MAX_BYTES } from '@portal/contracts/bank-statements/bank-statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerReadRoute } from '../../plugins/answer-cache.ts';
import { requireAuth } from '../../plugins/auth/authenticate.ts';
import { translate } from '../../plugins/i18n/messages.ts';
import { requestLanguage } from '../../plugins/i18n/request-language.ts';
import { readMultipartForm, type TUploadLimits } from '../../plugins/multipart-form.ts';
import { routeAccount } from '../../plugins/route-account.ts';
import { contractRoute } from '../../plugins/route-contract.ts';
import { importStatement, listCompanyStatements, matchLine, statementLines } from './service.ts';

/** One statement file and nothing else. */
const STATEMENT_UPLOAD_LIMITS: TUploadLimits = {
  fileSize: BANK_STATEMENT_MAX_BYTES,
  files: 1,
  fields: 0,
  fieldSize: 64,
  parts: 2,
  headerPairs: 50,
};

/** A company's bank statements (issue 34): import, the lines with their proposed matches, confirming one. */
export const bankStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: STATEMENT_UPLOAD_LIMITS });

  app.route({
    ...callerReadRoute(app, listBankStatementsRoute),
    handler: async (request) => {
      const { all: _all, ...query } = request.query;
      return { result: await listCompanyStatements(app, routeAccount(request), query) };
    },
  });

  app.route({
    ...contractRoute(app, importBankStatementRoute),
    handler: async (request, reply) => {
      const account = routeAccount(request);
      const form = await readMultipartForm(app, request, {
        fields: [],
        file: 'file',
        limits: STATEMENT_UPLOAD_LIMITS,
        tooLarge: 'bankStatements.tooLarge',
      });
      const result = await importStatement(app, requireAuth(request), account, form.file);
      return reply.code(201).send({
        result,
        message: translate(requestLanguage(request), 'bankStatements.imported', { count: result.line_count }),
      });
    },
  });

  app.route({
    ...callerReadRoute(app, getBankStatementLinesRoute),
    handler: async (request) => ({
      result: await statementLines(app, routeAccount(request), request.params.statementId),
    }),
  });

  app.route({
    ...contractRoute(app, matchBankStatementLineRoute),
    handler: async (request) => {
      const language = requestLanguage(request);
      const { statementId, lineId } = request.params;
      const result = await matchLine(
        app,
        requireAuth(request),
        routeAccount(request),
        { statementId, lineId },
        request.body,
        language,
      );
      return {
        result,
        message: translate(language, result.match ? 'bankStatements.matched' : 'bankStatements.unmatched'),
      };
    },
  });
};
