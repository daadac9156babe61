import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TSms, TSmsProvider } from './sms-provider.ts';

/** The default: each SMS is one JSON line `{to, text, at}` in DATA_DIR/outbox/sms.jsonl. */
export class OutboxSmsProvider implements TSmsProvider {
  readonly name = 'outbox';
  readonly file: string;

  constructor(dataDir: string) {
    this.file = join(dataDir, 'outbox', 'sms.jsonl');
  }

  async send(sms: TSms): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    const line = JSON.stringify({ to: sms.to, text: sms.text, at: new Date().toISOString() });
    await appendFile(this.file, `${line}\n`, { mode: 0o600 });
  }
}
