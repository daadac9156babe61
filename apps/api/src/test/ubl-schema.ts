import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The vendored OASIS UBL 2.1 schema (its Invoice document and what it includes). */
const SCHEMA = fileURLToPath(
  new URL('../modules/sales-invoices/fixtures/ubl-2.1/maindoc/UBL-Invoice-2.1.xsd', import.meta.url),
);

/**
 * What xmllint (Debian's libxml2-utils) finds wrong in UBL 2.1 invoices, checked against the
 * schema: '' when every one is valid. One run for all of them: compiling the schema is most of
 * xmllint's time.
 */
export async function ublSchemaErrors(documents: readonly string[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'ubl-invoice-'));
  try {
    const files = await Promise.all(
      documents.map(async (xml, index) => {
        const file = join(folder, `invoice-${index + 1}.xml`);
        await writeFile(file, xml, 'utf8');
        return file;
      }),
    );
    const stderr = await run('xmllint', ['--noout', '--schema', SCHEMA, ...files]).then(
      () => '',
      (error: NodeJS.ErrnoException & { stderr?: string }) => {
        if (error.code === 'ENOENT') {
          throw new Error('xmllint is not installed: apt-get install -y libxml2-utils');
        }
        return error.stderr || String(error);
      },
    );
    return stderr.replace(/^.* validates$/gm, '').trim();
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
