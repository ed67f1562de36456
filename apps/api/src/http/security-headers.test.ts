import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOUR_SCHEME_SCRIPT_HASH } from './security-headers.ts';

const web = new URL('../../../web/', import.meta.url);

/** The inline scripts of an HTML page (those without src), as the browser hashes them. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('the Content-Security-Policy and the web page', () => {
  it("allows index.html's one inline script (the colour scheme, ADR 0049) by its hash", () => {
    // Vite copies a classic inline script into the build as it is (checked on the build: same hash).
    const scripts = inlineScripts(readFileSync(new URL('index.html', web), 'utf8'));
    expect(scripts.map(sha256)).toEqual([COLOUR_SCHEME_SCRIPT_HASH]);
  });
});
