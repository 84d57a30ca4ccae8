import { type PublicConfig, publicConfigSchema } from '../contracts/config';
import type { HttpClient } from './http';

/** GET /api/config: which sign-in methods this deployment offers. */
export async function getPublicConfig(http: HttpClient): Promise<PublicConfig> {
  const { data } = await http.get('config');
  return publicConfigSchema.parse(data);
}
