import type { z } from 'zod';
import { VALIDATION_MESSAGES } from './message-keys.ts';

/**
 * Characters a single line of human text never holds: the control characters (`\p{Cc}`: the C0
 * controls, tab, line feed and carriage return among them, DEL and the C1 controls) and the
 * Unicode line and paragraph separators. A name with a line break splits a mail's header or a
 * CSV row, and shows as two lines in every list.
 */
const NOT_IN_A_LINE = /[\p{Cc}\u2028\u2029]/u;

/** Whether the text is one line: no control character, no line break. */
export function isSingleLineText(text: string): boolean {
  return !NOT_IN_A_LINE.test(text);
}

/**
 * A string schema that also refuses any control character (`validation.singleLine`): for every
 * name- or title-like field (a person's or company's name, a counterparty, a booth's title). Spaces
 * around the text are the schema's own to trim; a line break inside it is refused, not mended.
 *
 *   const ZPersonName = singleLine(z.string().trim().min(1, …).max(120, …));
 */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(isSingleLineText, { error: VALIDATION_MESSAGES.singleLine });
}

/**
 * Text read from a file the portal did not write (an e-invoice's party or item name) as one line:
 * each run of white space or control characters becomes one space. Typed text is refused instead
 * (`singleLine`), so the person sees what they sent.
 */
export function toSingleLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}
