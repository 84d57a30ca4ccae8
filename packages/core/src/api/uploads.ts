import type { AxiosInstance } from 'axios';
import { type UploadKind, type UploadResult, uploadResultSchema } from '../contracts/uploads';

/**
 * POST /api/uploads as multipart form data (spec section 7: "multipart upload posts form data to a given
 * URL"). `kind` goes first: the server reads it to know the size limit before the file's bytes arrive.
 */
export async function uploadImage(
  http: AxiosInstance,
  kind: UploadKind,
  file: Blob,
  fileName = 'image',
  onProgress?: (fraction: number) => void,
): Promise<UploadResult> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, fileName);
  const { data } = await http.post('uploads', form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
  return uploadResultSchema.parse(data);
}
