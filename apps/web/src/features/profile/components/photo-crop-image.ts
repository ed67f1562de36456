import { PHOTO_OUTPUT_SIDE } from '@ponte/shared/files.schema';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const PHOTO_JPEG_QUALITY = 0.9;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = src;
  });
}

/** Size of the box that holds a w×h rectangle turned by `degrees`. */
export function rotatedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Cuts the area react-easy-crop reports out of the image turned by `rotation`, and exports it as a
 * JPEG no larger than the server keeps. react-easy-crop measures the area in the rotated image's
 * bounding box, so the image is first drawn rotated into that box, then the area is copied out.
 */
export async function cropToJpeg(src: string, area: PixelArea, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);

  const rotated = document.createElement('canvas');
  rotated.width = Math.round(box.width);
  rotated.height = Math.round(box.height);
  const rctx = rotated.getContext('2d');
  if (!rctx) throw new Error('Canvas 2D is not available');
  rctx.translate(rotated.width / 2, rotated.height / 2);
  rctx.rotate((rotation * Math.PI) / 180);
  rctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const side = Math.max(1, Math.min(PHOTO_OUTPUT_SIDE, Math.round(area.width)));
  const output = document.createElement('canvas');
  output.width = side;
  output.height = side;
  const octx = output.getContext('2d');
  if (!octx) throw new Error('Canvas 2D is not available');
  // JPEG has no transparency: what a PNG leaves see-through, or the rotation leaves empty, becomes white, not black.
  octx.fillStyle = '#ffffff';
  octx.fillRect(0, 0, side, side);
  octx.imageSmoothingQuality = 'high';
  octx.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, side, side);

  return new Promise((resolve, reject) => {
    output.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be exported'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    );
  });
}
