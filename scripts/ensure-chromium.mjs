// Browser tests drive Debian's Chromium, never a downloaded browser. Installs it when missing and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() === 0) {
    console.info(`Chromium not found at ${CHROMIUM_PATH}: installing Debian's package (apt-get install chromium)…`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  }
  console.error(
    [
      `Chromium is needed for the browser tests and was not found at ${CHROMIUM_PATH}.`,
      "Install Debian's package as root:  sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROMIUM_PATH at an installed Chromium.',
    ].join('\n'),
  );
  process.exit(1);
}
