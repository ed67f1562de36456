/**
 * Stored files: profile photos and résumés (spec §4 photo flow, §7).
 *   POST /api/arquivos/upload/foto-perfil   multipart field `file` (PNG or JPEG) → uploadResponseSchema
 *   POST /api/arquivos/upload/curriculo     multipart field `file` (PDF)          → uploadResponseSchema
 *   POST /api/arquivos/upload/imagem-anotacao  multipart field `file` (PNG or JPEG) → uploadResponseSchema;
 *                                           placed in an annotation as <img src="/api/arquivos/{url}">
 *   POST /api/arquivos/upload/capa-curso    multipart field `file` (PNG or JPEG) → uploadResponseSchema; its id is
 *                                           a course's coverFileId (issue 13), served to everyone signed in
 *   GET /api/arquivos/{url}                 the bytes, to whoever may see the owner's profile
 *   GET /api/perfil/{id}/fotos              → profilePhotoSchema
 *   POST /api/perfil/{id}/fotos             ← setFileRequestSchema
 *   DELETE /api/perfil/{id}/fotos
 *   PUT /api/perfil/{id}/curriculo          ← setFileRequestSchema
 *   DELETE /api/perfil/{id}/curriculo
 * `url` is the file's unguessable key (e.g. "k3J…Q.jpg"); the web requests /api/arquivos/{url}.
 * An upload's error answer is the one error shape `{error: {code, message}}` (the spec's "carries field
 * 'error'"): 400 VALIDATION_ERROR without a file, 413 PAYLOAD_TOO_LARGE over the size or pixel caps,
 * 415 UNSUPPORTED_MEDIA_TYPE when the content is not the accepted type; `message` is the text to show.
 */
import { z } from 'zod';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Decompression bombs: a small PNG may declare a huge canvas. */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_MAX_SIDE = 10_000;
/** Stored photos are re-encoded to this square size at most. */
export const PHOTO_OUTPUT_SIDE = 512;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const PHOTO_ACCEPT = ['image/png', 'image/jpeg'] as const;
export const RESUME_ACCEPT = ['application/pdf'] as const;

/** An annotation image is an image placed in an annotation's rich text (issue 12; ADR 0037). */
export const FILE_KINDS = ['profile-photo', 'resume', 'annotation-image', 'course-cover', 'quiz-image'] as const;
/** Course covers (issue 13) are re-encoded to this size at most, each side. */
export const COURSE_COVER_OUTPUT_SIDE = 1280;
/** Annotation images are re-encoded to this size at most, each side. */
export const ANNOTATION_IMAGE_OUTPUT_SIDE = 1600;
export type FileKind = (typeof FILE_KINDS)[number];

export const uploadResponseSchema = z.object({ id: z.uuid(), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const setFileRequestSchema = z.object({ fileId: z.uuid({ error: 'validation.invalid' }) });
export type SetFileRequest = z.infer<typeof setFileRequestSchema>;

export const profilePhotoSchema = z.object({ url: z.string().nullable() });
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

/** Keys are 32 random bytes in base64url plus an extension: nothing to guess, nothing to traverse. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}\.(jpg|pdf)$/;
export const fileParamsSchema = z.object({ url: z.string().regex(FILE_KEY_PATTERN) });
