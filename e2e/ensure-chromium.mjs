// The end-to-end suite drives Debian's Chromium, never a downloaded browser: its headless shell
// when it can be had (chromium-path.mjs says why). Finds it, installs it when we may (root on
// Debian), or stops with one line saying what to do; the full browser serves where it cannot be
// installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, HEADLESS_SHELL } from './chromium-path.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("Installing Chromium's headless shell (apt-get install chromium-headless-shell)...");
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
    { stdio: 'inherit' },
  );
}
if (!findChromium()) {
  console.error(
    'Chromium is missing: run `sudo apt-get install -y chromium-headless-shell` (or set CHROMIUM_PATH) and try again.',
  );
  process.exit(1);
}
