import { z } from 'zod';
import { BYTES_PER_MEGABYTE } from '../constants';
import { lazySchema } from '../validation/lazy-schema';

/**
 * What an upload is for decides how large it may be: logos are small squares, banners and covers are wide
 * pictures. The portal checks the same limits before sending, the server again while receiving.
 */
export const UPLOAD_KINDS = ['banner', 'cover', 'logo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  banner: 5 * BYTES_PER_MEGABYTE,
  cover: 5 * BYTES_PER_MEGABYTE,
  logo: 2 * BYTES_PER_MEGABYTE,
};
/** The path uploads are served under, by the API server's origin. */
export const UPLOADS_PATH = '/uploads';

/** POST /api/uploads (multipart): a `kind` field, then one `file`. */
export const uploadKindSchema = lazySchema(() => z.enum(UPLOAD_KINDS));
export const uploadResultSchema = lazySchema(() =>
  z
    .object({
      /** Root-relative (`/uploads/logo/….png`): store it as an image URL. */
      url: z.string(),
      kind: uploadKindSchema,
      content_type: z.string(),
      size: z.number().int().nonnegative(),
    })
    .meta({ id: 'UploadResult' }),
);
export type UploadResult = z.infer<typeof uploadResultSchema>;
