/** PostgreSQL's unique_violation, wherever drizzle or the driver put it among the causes. */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if ('code' in error && error.code === '23505') return true;
  return isUniqueViolation(error.cause, depth + 1);
}
