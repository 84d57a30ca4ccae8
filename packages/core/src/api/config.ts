import type { AxiosInstance } from 'axios';
import { type PublicConfig, publicConfigSchema } from '../contracts/config';

/** GET /api/config: which sign-in methods this deployment offers. */
export async function getPublicConfig(http: AxiosInstance): Promise<PublicConfig> {
  const { data } = await http.get('config');
  return publicConfigSchema.parse(data);
}
