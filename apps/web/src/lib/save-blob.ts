/**
 * Hands a fetched file to the browser as a download under its own name. Protected files are
 * fetched with the bearer token (a plain link would not carry it), then saved through a
 * temporary object URL and `<a download>`.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after `click` returns: let go of the file a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
