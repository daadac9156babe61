import { z } from 'zod';

export const ZHealth = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type THealth = z.infer<typeof ZHealth>;

/** What an instance needs to serve; a 503 names the parts that are down in `errors`. */
const READINESS_PARTS = ['db', 'redis', 'storage'] as const;
export type TReadinessPart = (typeof READINESS_PARTS)[number];

/** `redis: 'unused'`: this instance keeps its rate-limit counters in memory (no REDIS_URL). */
export const ZReadiness = z.object({
  status: z.literal('ready'),
  db: z.literal('ok'),
  redis: z.enum(['ok', 'unused']),
  storage: z.literal('ok'),
});
export type TReadiness = z.infer<typeof ZReadiness>;
