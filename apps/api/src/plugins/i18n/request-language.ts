import { resolveLanguage, type TLanguage } from '@portal/contracts/common/languages';
import type { FastifyRequest } from 'fastify';

/** The language of the answer: from Accept-Language, Turkish when missing or unknown. */
export function requestLanguage(request: FastifyRequest): TLanguage {
  return resolveLanguage(request.headers['accept-language']);
}
