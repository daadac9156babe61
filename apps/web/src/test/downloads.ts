/**
 * The files a page handed to the browser as downloads (lib/save-blob.ts: an object URL and a
 * clicked `<a download>`), recorded at that seam rather than by mocking the module: the web suite
 * shares loaded modules between files (`isolate: false`), so a page already loaded by another
 * file kept the real `saveBlob`, and a file's own mock of it was never called.
 */

/**
 * The list lives on the window, as the recorder does: files share the window, and whichever copy
 * of this module a file loaded reads the one list the recorder writes.
 */
const SAVED = Symbol.for('portal.test.downloads');
type TRecordingWindow = typeof globalThis & { [SAVED]?: string[] };

function savedList(): string[] {
  const recording = globalThis as TRecordingWindow;
  recording[SAVED] ??= [];
  return recording[SAVED];
}

/** The names of this test's downloads, in order. */
export function downloadedFiles(): readonly string[] {
  return savedList();
}

/**
 * setup.ts, before each file: a click on an `<a download>` is recorded (jsdom would try to
 * navigate), and jsdom gets the object URLs it lacks (a test may still set its own).
 */
export function recordDownloads(): void {
  const click = HTMLAnchorElement.prototype.click;
  // Setup runs before every file, and files share the window: one recorder, not one per file.
  if (click.name === recordedClick.name) return;
  function recordedClick(this: HTMLAnchorElement) {
    if (this.download) savedList().push(this.download);
    else click.call(this);
  }
  HTMLAnchorElement.prototype.click = recordedClick;
  if (!URL.createObjectURL) Object.assign(URL, { createObjectURL: () => 'blob:download' });
  if (!URL.revokeObjectURL) Object.assign(URL, { revokeObjectURL: () => {} });
}

/** setup.ts, after each test. */
export function forgetDownloads(): void {
  savedList().length = 0;
}
