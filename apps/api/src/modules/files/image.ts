import {
  ANNOTATION_IMAGE_OUTPUT_SIDE,
  COURSE_COVER_OUTPUT_SIDE,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_OUTPUT_SIDE,
} from '@ponte/shared/files.schema';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../http/errors.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

type ImageFormat = 'png' | 'jpeg';

/** What the first bytes say, whatever the file's name or declared type claim. */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

const notAnImage = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'files.photoType');
const tooManyPixels = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'files.photoDimensions', {
    side: PHOTO_MAX_SIDE,
    megapixels: PHOTO_MAX_PIXELS / 1_000_000,
  });

export const photoTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'files.photoTooLarge', { max: PHOTO_MAX_BYTES / 1024 / 1024 });

/** A profile photo: at most PHOTO_OUTPUT_SIDE a side. */
export function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  return reencodeJpeg(bytes, PHOTO_OUTPUT_SIDE);
}

/** An image placed in an annotation: at most ANNOTATION_IMAGE_OUTPUT_SIDE a side. */
export function reencodeAnnotationImage(bytes: Buffer): Promise<Buffer> {
  return reencodeJpeg(bytes, ANNOTATION_IMAGE_OUTPUT_SIDE);
}

/** A course's cover (issue 13): at most COURSE_COVER_OUTPUT_SIDE a side. */
export function reencodeCourseCover(bytes: Buffer): Promise<Buffer> {
  return reencodeJpeg(bytes, COURSE_COVER_OUTPUT_SIDE);
}

/**
 * Accepts a PNG or JPEG judged by its content and returns it re-encoded as a JPEG of at most `side`
 * a side. Re-encoding drops whatever the original carried besides pixels (EXIF, GPS, comments,
 * trailing payloads), since sharp keeps no metadata unless told to.
 */
async function reencodeJpeg(bytes: Buffer, side: number): Promise<Buffer> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw notAnImage();
  // Only the header is read here, with no pixel limit, so that a small file declaring a huge canvas
  // gets the size message; the decoding below enforces the limit again all the same.
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== sniffed) throw notAnImage();
  const { width, height } = metadata;
  if (!width || !height) throw notAnImage();
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE || width * height > PHOTO_MAX_PIXELS) {
    throw tooManyPixels();
  }
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency: transparent PNG pixels become white rather than black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not (truncated, corrupt) is no image either.
    throw notAnImage();
  }
}
