// Browser tests drive Debian's Chromium, never a downloaded browser: its headless shell (package
// chromium-headless-shell, the same Chromium without the desktop browser around it; ADR 0051), or the full
// browser where only that is installed. Installs the shell when neither is there and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium the tests will drive, by preference: CHROMIUM_PATH, Debian's headless shell, Debian's browser. */
export function installedChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return [HEADLESS_SHELL_PATH, FULL_CHROMIUM_PATH].find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = installedChromium();
  if (found) return found;
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.info("Chromium not found: installing Debian's package (apt-get install chromium-headless-shell)…");
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-liberation',
      { stdio: 'inherit' },
    );
    const now = installedChromium();
    if (now) return now;
  }
  console.error(
    [
      `Chromium is needed for the browser tests and was not found (${process.env.CHROMIUM_PATH ?? `${HEADLESS_SHELL_PATH} or ${FULL_CHROMIUM_PATH}`}).`,
      "Install Debian's package as root:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell",
      '(or chromium), or point CHROMIUM_PATH at an installed Chromium.',
    ].join('\n'),
  );
  process.exit(1);
}
