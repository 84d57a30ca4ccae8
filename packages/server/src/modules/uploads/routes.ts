import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOADS_PATH,
  type UploadKind,
  uploadResultSchema,
} from '@w2e/core/contracts/uploads';
import { detectImageFormat, formatFileSize, IMAGE_MIME, type ImageFormat } from '@w2e/core/validation/files';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { AppError, badRequest } from '../../lib/errors';
import { consume, type RateRule } from '../../lib/rate-limit';
import { responses } from '../../plugins/responses';
import { requireUser } from '../users/access';
import type { Storage } from './storage';

/** Enough for anyone filling in forms; a script filling the disk stops here. */
export const UPLOADS_PER_USER: RateRule = { name: 'upload-user', max: 60, windowMs: 60 * 60_000 };

const LARGEST = Math.max(...Object.values(UPLOAD_MAX_BYTES));
const EXTENSION: Record<ImageFormat, string> = { png: 'png', gif: 'gif', jpeg: 'jpg' };
const CONTENT_TYPE: Record<string, string> = {
  png: IMAGE_MIME.png,
  gif: IMAGE_MIME.gif,
  jpg: IMAGE_MIME.jpeg,
};

const tooLarge = (kind: UploadKind | undefined) =>
  new AppError(413, 'validation:fileTooLarge', { size: formatFileSize(UPLOAD_MAX_BYTES[kind ?? 'banner']) });

function isKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);
}

/**
 * POST /api/uploads: one image, checked by its bytes (png, gif, jpeg) and by its kind's size limit, stored
 * under a name the server picks. Nothing is stored unless every check passes.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ deps: Deps; storage: Storage }> = async (
  app,
  { deps, storage },
) => {
  await app.register(multipart, {
    // One file and its `kind`; the byte limit is the largest kind's plus one, so "too large" is detected.
    limits: { files: 1, fields: 4, fieldSize: 100, parts: 6, fileSize: LARGEST + 1 },
  });

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart: `kind` = banner | cover | logo, then `file`); png, gif or jpeg',
        description: `Size limits: ${UPLOAD_KINDS.map((k) => `${k} ${formatFileSize(UPLOAD_MAX_BYTES[k])}`).join(', ')}. The type is read from the file's content; its name and declared type are ignored.`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: responses({ 200: uploadResultSchema }, 400, 401, 413, 429),
      },
    },
    async (request) => {
      const user = await requireUser(deps, request);
      await consume(deps.counters, UPLOADS_PER_USER, user.id);
      if (!request.isMultipart()) throw badRequest('uploads:fileMissing');
      let kind: UploadKind | undefined;
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'kind') {
              if (!isKind(part.value)) throw badRequest('uploads:kindInvalid');
              kind = part.value;
            }
            continue;
          }
          if (part.fieldname !== 'file' || bytes) {
            await part.toBuffer().catch(() => undefined);
            continue;
          }
          bytes = await part.toBuffer();
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
        if (error instanceof AppError) throw error;
        // Only reading the request happens above: whatever fails there (no boundary, a body cut short, a
        // part over the limits) is a malformed upload, never the server's fault.
        throw badRequest('validation:uploadFailed');
      }
      if (!kind) throw badRequest('uploads:kindInvalid');
      if (!bytes || bytes.length === 0) throw badRequest('uploads:fileMissing');
      if (bytes.length > UPLOAD_MAX_BYTES[kind]) throw tooLarge(kind);
      const format = detectImageFormat(bytes);
      if (!format) throw badRequest('validation:fileTypeUnsupported');

      const key = `${kind}/${randomUUID()}.${EXTENSION[format]}`;
      await storage.put(key, bytes, IMAGE_MIME[format]);
      return { url: `${UPLOADS_PATH}/${key}`, kind, content_type: IMAGE_MIME[format], size: bytes.length };
    },
  );
};

/**
 * GET /uploads/<kind>/<name>: files never change under their name (the server picks a new one for every
 * upload), so they may be cached for a year. The type comes from the extension the server chose after
 * reading the content; nosniff (set on every response) stops browsers from guessing otherwise.
 */
export function registerUploadServing(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { kind: string; name: string } }>(
    `${UPLOADS_PATH}/:kind/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = `${request.params.kind}/${request.params.name}`;
      const file = await storage.open(key);
      if (!file) throw new AppError(404, 'errors:notFound');
      const extension = key.split('.').pop() ?? '';
      return reply
        .type(CONTENT_TYPE[extension] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );
}
