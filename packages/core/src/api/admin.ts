import type { AxiosInstance } from 'axios';
import { type AdminAccess, adminAccessSchema } from '../contracts/admin';

export async function getAdminAccess(http: AxiosInstance): Promise<AdminAccess> {
  const { data } = await http.get('admin/access');
  return adminAccessSchema.parse(data);
}
