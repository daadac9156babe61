/**
 * A failed job's error as it is stored and shown to staff: its kind and message, with whatever
 * might be a secret taken out (addresses, links' credentials and query strings, tokens, card-like
 * numbers) and no stack. Handlers throw what their libraries throw; this is the only way out.
 */
export function describeJobFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return `${name}${code}: ${redactSecrets(message)}`.slice(0, 300);
}

export function redactSecrets(text: string): string {
  return (
    text
      // user:password@ of a URL, then its query string and fragment (tokens travel there)
      .replace(/\/\/[^/\s@]+@/g, '//[redacted]@')
      .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#]+)[?#]\S*/gi, '$1?[redacted]')
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]')
      // card numbers and other long digit runs, spaced or not
      .replace(/\b\d(?:[ -]?\d){11,18}\b/g, '[number]')
      // long opaque tokens (hex, base64url)
      .replace(/\b[A-Za-z0-9_-]{24,}\b/g, '[token]')
  );
}
