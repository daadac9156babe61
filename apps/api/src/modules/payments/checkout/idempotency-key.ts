import { IDEMPOTENCY_HEADER, ZIdempotencyKey } from '@portal/contracts/payments/payment-schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../plugins/errors.ts';

/** The Idempotency-Key header: missing or malformed is a malformed request (400), not bad input. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = ZIdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw new HttpError(400, 'payments.idempotencyKeyMissing');
  return parsed.data;
}
