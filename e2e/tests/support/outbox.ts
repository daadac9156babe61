import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The server under test writes mail here (no SMTP_URL): see playwright.config.ts. */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set by playwright.config.ts');
  return join(dataDir, 'outbox', 'mail');
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of a mail. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function mailsTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((name) => join(mailDir(), name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map((path) => decodeQuotedPrintable(readFileSync(path, 'utf8')))
    .filter((mail) => new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
}

/** Waits for the newest mail to `address` holding a link that matches `pattern`, and returns the link. */
export async function linkFromMail(address: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const found = mailsTo(address)
          .reverse()
          .map((mail) => mail.match(pattern)?.[0])
          .find(Boolean);
        link = found ?? '';
        return link;
      },
      { message: `a mail to ${address} with a link like ${pattern}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link.replace(/&amp;/g, '&');
}

export function mailCount(address: string): number {
  return mailsTo(address).length;
}

/** Waits for the newest mail to `address` whose text matches `pattern`, and returns the whole mail. */
export async function mailMatching(address: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        found =
          mailsTo(address)
            .reverse()
            .find((mail) => pattern.test(mail)) ?? '';
        return found;
      },
      { message: `a mail to ${address} matching ${pattern}`, timeout: 10_000 },
    )
    .not.toBe('');
  return found;
}
