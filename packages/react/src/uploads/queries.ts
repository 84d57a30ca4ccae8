import { uploadImage } from '@w2e/core/api/uploads';
import type { UploadKind } from '@w2e/core/contracts/uploads';
import { useApiMutation } from '../mutation';

/** POST /api/uploads: an image for a form (banner, cover, logo); the form keeps the returned URL. */
export function useUploadImage(kind: UploadKind) {
  return useApiMutation((http, file: File) => uploadImage(http, kind, file, file.name));
}
