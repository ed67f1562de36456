import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const missingFile = () =>
  new AppError(400, 'VALIDATION_ERROR', 'files.missingFile', {}, { file: 'validation.required' });

/**
 * Reads the one multipart part named `file`, holding at most maxBytes of it in memory: a missing or empty
 * file is a 400 on `file`, a larger one the caller's own 413.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw missingFile();
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw missingFile();
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw missingFile();
    return { bytes, fileName: part.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
}
