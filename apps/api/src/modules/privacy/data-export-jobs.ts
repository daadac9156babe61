import { randomBytes } from 'node:crypto';
import { formatIstanbulDateTime } from '@portal/contracts/common/istanbul-time';
import { DATA_EXPORT_LINK_HOURS } from '@portal/contracts/privacy/privacy-schemas';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256Hex } from '../../plugins/auth/secrets.ts';
import { languageOfId } from '../../plugins/i18n/user-language.ts';
import { dataExportReadyMail } from '../../plugins/mail/templates/data-export-ready.ts';
import { buildDataExportZip } from './data-export-zip.ts';
import {
  findDataExport,
  findExpiredExportFiles,
  findStalePendingExports,
  forgetExportFile,
  markDataExportFailed,
  markDataExportReady,
  setDataExportFileKey,
} from './repository.ts';

type TExportJobApp = Pick<FastifyInstance, 'db' | 'now' | 'log' | 'mailer' | 'config' | 'storage'>;

/** Builds one export's ZIP and mails its link; queued by `POST me/data-export`, defined in jobs.ts. */
export const DATA_EXPORT_JOB = 'privacy.data-export';
/** Removes the files of expired exports and gives up on exports whose job died; every hour. */
export const DATA_EXPORT_SWEEP_JOB = 'privacy.data-export-sweep';

/** Retries of an export's job; its last attempt that fails marks the export failed. */
export const DATA_EXPORT_RETRY_LIMIT = 2;
const HOUR_MS = 3_600_000;
/** A pending export this old has outlived every retry of its job: it is marked failed, so a new one may be asked. */
const STALE_PENDING_HOURS = 6;
const SWEEP_BATCH = 100;

export type TDataExportJob = { exportId: number };

/**
 * Builds the ZIP, stores it privately, marks the export ready with the SHA-256 of a new link
 * secret (valid DATA_EXPORT_LINK_HOURS) and queues the mail in the same transaction. Idempotent:
 * an export no longer pending is left alone; the file's key is written before the file, so a
 * retry replaces what a crashed run left and the sweep finds it.
 */
export async function prepareDataExport(
  app: TExportJobApp,
  exportId: number,
  { lastAttempt }: { lastAttempt: boolean },
): Promise<void> {
  const row = await findDataExport(app.db, exportId);
  if (row?.status !== 'pending') return;
  const fileKey = row.fileKey ?? `exports/${randomBytes(16).toString('hex')}.zip`;
  if (!row.fileKey) await setDataExportFileKey(app.db, row.id, fileKey);
  try {
    const now = app.now();
    const built = await buildDataExportZip(app, row.userId, now);
    // The person is gone (the row went with them by cascade): nothing to send.
    if (!built) return;
    await app.storage.remove(fileKey);
    await app.storage.put(fileKey, Buffer.from(built.zip));
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_HOURS * HOUR_MS);
    const language = languageOfId(built.person.languageId);
    const marked = await app.db.transaction(async (tx) => {
      if (
        !(await markDataExportReady(tx, row.id, { tokenHash: sha256Hex(token), readyAt: now, expiresAt }))
      ) {
        return false;
      }
      const mail = dataExportReadyMail(language, {
        name: built.person.name,
        hours: DATA_EXPORT_LINK_HOURS,
        expiresAt: formatIstanbulDateTime(expiresAt, language),
        url: dataExportUrl(app.config.appUrl, token),
      });
      await app.mailer.send(
        { to: built.person.email, template: 'data-export-ready', ...mail },
        { within: tx },
      );
      return true;
    });
    // Marked failed by the sweep meanwhile: its file must not outlive it.
    if (!marked) await app.storage.remove(fileKey);
  } catch (error) {
    if (lastAttempt) await giveUp(app, row.id);
    throw error;
  }
}

/** The mailed link: the API's download route, which a browser opens as a file. */
function dataExportUrl(appUrl: string, token: string): string {
  return `${appUrl}/api/data-exports/${encodeURIComponent(token)}`;
}

async function giveUp(app: TExportJobApp, exportId: number): Promise<void> {
  const fileKey = await markDataExportFailed(app.db, exportId);
  if (fileKey) await app.storage.remove(fileKey);
}

export type TSweepReport = { removed: number; failed: number };

/** One pass at `app.now()`: expired files removed (the rows stay, without key or secret), dead pending ones failed. */
export async function sweepDataExports(app: TExportJobApp): Promise<TSweepReport> {
  const now = app.now();
  const report: TSweepReport = { removed: 0, failed: 0 };
  for (;;) {
    const expired = await findExpiredExportFiles(app.db, now, SWEEP_BATCH);
    for (const row of expired) {
      await app.storage.remove(row.fileKey);
      await forgetExportFile(app.db, row.id);
      report.removed += 1;
    }
    if (expired.length < SWEEP_BATCH) break;
  }
  const stale = await findStalePendingExports(
    app.db,
    new Date(now.getTime() - STALE_PENDING_HOURS * HOUR_MS),
    SWEEP_BATCH,
  );
  for (const row of stale) {
    await giveUp(app, row.id);
    report.failed += 1;
  }
  return report;
}
