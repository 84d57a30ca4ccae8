import { type UploadKind, type UploadResult, uploadResultSchema } from '../contracts/uploads';
import type { HttpClient } from './http';

/**
 * POST /api/uploads as multipart form data (spec section 7: "multipart upload posts form data to a given
 * URL"). `kind` goes first: the server reads it to know the size limit before the file's bytes arrive.
 */
export async function uploadImage(
  http: HttpClient,
  kind: UploadKind,
  file: Blob,
  fileName = 'image',
): Promise<UploadResult> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, fileName);
  const { data } = await http.post('uploads', form);
  return uploadResultSchema.parse(data);
}
