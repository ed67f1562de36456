/** The Chromium the browser tests drive (scripts/ensure-chromium.mjs), or undefined when none is installed. */
export function installedChromium(): string | undefined;
export function ensureChromium(): string;
