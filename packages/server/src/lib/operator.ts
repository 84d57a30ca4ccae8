import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { UserRow } from '../modules/users/repository';
import { requireUser } from '../modules/users/service';
import { forbidden } from './errors';

export const isOperator = (user: UserRow | null | undefined) => user?.role === 'operator';

/** The admin area's gate (every operator-only endpoint uses it, so the refusal reads the same everywhere): 401 without a session, 403 for anyone who is not a platform operator. */
export async function requireOperator(deps: Deps, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(deps, request);
  if (!isOperator(user)) throw forbidden('admin:operatorOnly');
  return user;
}
