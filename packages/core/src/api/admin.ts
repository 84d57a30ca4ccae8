import { type AdminAccess, adminAccessSchema } from '../contracts/admin';
import type { HttpClient } from './http';

export async function getAdminAccess(http: HttpClient): Promise<AdminAccess> {
  const { data } = await http.get('admin/access');
  return adminAccessSchema.parse(data);
}
