/**
 * A text file's characters. Turkish banks export UTF-8 (often with a BOM), UTF-16 (Excel's
 * "Unicode text") or Windows-1254 (the Turkish ANSI code page): a BOM decides, then whether the
 * bytes are valid UTF-8; anything else is read as Windows-1254.
 */
export function decodeStatementText(data: Buffer): string {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)
    return new TextDecoder('utf-8').decode(data.subarray(3));
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1254').decode(data);
  }
}
