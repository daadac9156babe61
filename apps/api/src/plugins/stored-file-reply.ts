import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends an uploaded file through its authorised route: its checked type (never sniffed), its
 * size, how to show it (`inline` for a picture, an attachment for a document) and that it is the
 * caller's alone. One place for the headers every such route sends.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { type: string; size: number; stream: Readable },
  options: { disposition: string; cache: 'no-cache' | 'no-store' },
) {
  return reply
    .type(file.type)
    .header('content-length', file.size)
    .header('content-disposition', options.disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', `private, ${options.cache}`)
    .send(file.stream);
}

/**
 * `attachment` with the name twice (RFC 6266): an ASCII stand-in for old clients, and the exact
 * UTF-8 name (RFC 5987) that browsers use.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
