import type { TConfig } from './config.ts';

/** Field names that carry secrets or card data (never logged, architecture: Data). */
export const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'card_number',
  'card_cvc',
  'cvc',
  'cardNumber',
] as const;

/**
 * Redaction paths: headers that carry credentials, and the secret fields at the top level and
 * up to three objects deep (pino's wildcards match exactly one level each).
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

/** Options for Fastify's pino logger. */
export function loggerOptions(config: Pick<TConfig, 'logLevel'>): {
  level: string;
  redact: { paths: string[]; censor: string };
} {
  return { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}
