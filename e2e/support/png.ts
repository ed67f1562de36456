import type { Page } from '@playwright/test';

/** A rectangle of one colour, in pixels from the image's top left corner. */
export interface Fill {
  colour: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A PNG of `width`×`height` drawn by the browser's canvas, painted with `fills` in order. */
export async function drawnPng(page: Page, width: number, height: number, fills: readonly Fill[]): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, fills }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      for (const fill of fills) {
        ctx.fillStyle = fill.colour;
        ctx.fillRect(fill.x, fill.y, fill.width, fill.height);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { width, height, fills },
  );
  return Buffer.from(base64, 'base64');
}
