import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';

/** GET /api/admin/access: whether the signed-in user may use the admin area (operators). */
export const adminAccessSchema = lazySchema(() =>
  z.object({ operator: z.boolean() }).meta({ id: 'AdminAccess' }),
);
export type AdminAccess = z.infer<typeof adminAccessSchema>;
