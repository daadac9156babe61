export type TPlaceholderValues = Readonly<Record<string, string | number>>;

/**
 * Fills `{{name}}` placeholders (i18next's syntax, so the web and the server read the same
 * texts); a placeholder without a value stays as it is, so a forgotten one shows in a test.
 */
export function fillPlaceholders(text: string, values: TPlaceholderValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
