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
