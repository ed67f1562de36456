import { RESUME_MAX_BYTES } from '@ponte/shared/files.schema';
import { AppError } from '../../http/errors.ts';

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const PDF_EOF = Buffer.from('%%EOF', 'latin1');
/** Writers may leave whitespace or a little garbage after the last %%EOF; readers tolerate about 1 KiB. */
const EOF_WINDOW = 1024;

export const resumeTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'files.resumeTooLarge', { max: RESUME_MAX_BYTES / 1024 / 1024 });

/**
 * A PDF by content: the %PDF- header first and a %%EOF marker near the end. Nothing else is
 * parsed: the server only stores and serves the bytes, it never renders them.
 */
export function checkPdf(bytes: Buffer): void {
  const looksLikePdf =
    bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER) &&
    bytes.subarray(Math.max(0, bytes.length - EOF_WINDOW)).includes(PDF_EOF);
  if (!looksLikePdf) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'files.resumeType');
}

const FALLBACK_NAME = 'curriculo.pdf';
const NAME_MAX = 255;

/**
 * The uploaded name, made harmless for storage and for a Content-Disposition header: no folders,
 * no control or quote characters, at most 255 characters, ending in .pdf.
 */
export function sanitiseFileName(name: string | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let clean = base
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}"*:<>?|]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  if (!/\.pdf$/i.test(clean)) clean = `${clean}.pdf`;
  if (clean.length > NAME_MAX) clean = `${[...clean.slice(0, -4)].slice(0, NAME_MAX - 4).join('')}.pdf`;
  return clean === '.pdf' ? FALLBACK_NAME : clean;
}
