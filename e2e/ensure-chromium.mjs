// The end-to-end suite drives Debian's Chromium, never a downloaded browser.
// Finds it, installs it when we may (root on Debian), or stops with one line saying what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => candidates.find((path) => existsSync(path));

if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing the Debian package (apt-get install chromium)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!found()) {
    console.error(
      'Chromium is missing: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH) and try again.',
    );
    process.exit(1);
  }
}
