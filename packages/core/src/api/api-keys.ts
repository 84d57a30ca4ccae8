import {
  type ApiKeyList,
  apiKeyListSchema,
  type CreateApiKeyBody,
  type CreatedApiKey,
  createdApiKeySchema,
  type RevokedApiKey,
  revokedApiKeySchema,
} from '../contracts/partner';
import type { HttpClient } from './http';

const keysOf = (project: string) => `projects/${encodeURIComponent(project)}/api-keys`;

/** GET /projects/{id}/api-keys: the project (by id or slug) and its keys, newest first. */
export async function listApiKeys(http: HttpClient, project: string): Promise<ApiKeyList> {
  // The page says a refusal (another plan, another host) in place, so no toast as well.
  const { data } = await http.get(keysOf(project), { skipErrorToast: true });
  return apiKeyListSchema.parse(data);
}

/** POST /projects/{id}/api-keys: the answer carries the whole key, once. */
export async function createApiKey(
  http: HttpClient,
  project: string,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  const { data } = await http.post(keysOf(project), body);
  return createdApiKeySchema.parse(data);
}

/** DELETE /projects/{id}/api-keys/{keyId}. */
export async function revokeApiKey(http: HttpClient, project: string, keyId: string): Promise<RevokedApiKey> {
  const { data } = await http.delete(`${keysOf(project)}/${encodeURIComponent(keyId)}`);
  return revokedApiKeySchema.parse(data);
}
