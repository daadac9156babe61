import type { FastifyInstance } from 'fastify';
import type { TJobDefinition } from '../../plugins/jobs/jobs-plugin.ts';
import { stopReceiptOcr } from './receipt-ocr.ts';
import { READ_RECEIPT_JOB, readReceiptScan, type TReadReceiptJob } from './service.ts';

const READ_RETRY_LIMIT = 2;

/** The receipt scans' job, registered by the server's one list (src/jobs.ts): the OCR of an upload. */
export function receiptScanJobs(app: FastifyInstance): TJobDefinition<object>[] {
  // The OCR's worker thread lives as long as the server; it stops with it.
  app.addHook('onClose', stopReceiptOcr);
  const read: TJobDefinition<TReadReceiptJob> = {
    name: READ_RECEIPT_JOB,
    retryLimit: READ_RETRY_LIMIT,
    retryDelaySeconds: 30,
    handler: async ({ scanId }, job) => {
      await readReceiptScan(app, scanId, { lastAttempt: job.retryCount >= READ_RETRY_LIMIT });
    },
  };
  return [read];
}
