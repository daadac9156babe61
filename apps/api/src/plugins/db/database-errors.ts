/** PostgreSQL's unique_violation, wherever drizzle or the driver put it among the causes. */
export function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if ('code' in error && error.code === '23505') return true;
  return isUniqueViolation(error.cause, depth + 1);
}

/**
 * The constraint a PostgreSQL error names (a unique index, a CHECK, a foreign key), wherever
 * drizzle or the driver put it among the causes; null for any other error. A rule the database
 * keeps (one booking per stage and hour) is answered by its constraint's name, not its code.
 */
export function violatedConstraint(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth > 5) return null;
  if ('constraint' in error && typeof error.constraint === 'string' && error.constraint !== '') {
    return error.constraint;
  }
  return violatedConstraint(error.cause, depth + 1);
}
