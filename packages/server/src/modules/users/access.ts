import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { forbidden, unauthorized } from '../../lib/errors';
import type { SessionClaims } from '../../lib/session-tokens';
import { type UserRow, usersRepository } from './repository';

/**
 * Who may call what: every endpoint that needs a session or an operator goes through these, so a refusal
 * reads the same everywhere. Routes call them first; services take the user they return.
 */

/** The user a session names while it is still good: not deleted, its token generation not revoked. */
export function sessionUser(session: SessionClaims, user: UserRow | null | undefined): UserRow | null {
  return user && user.tokenVersion === session.version ? user : null;
}

/** The signed-in user, or null: no token, a bad one, a deleted user, or a revoked token generation. */
export async function currentUser(deps: Deps, request: FastifyRequest): Promise<UserRow | null> {
  const session = request.session;
  if (!session) return null;
  return sessionUser(session, await usersRepository(deps.db).findById(session.userId));
}

const signInAgain = (request: FastifyRequest) =>
  unauthorized(request.headers.authorization ? 'errors:invalidSession' : 'errors:unauthorized');

/** 401 without a session; a token that was sent but is no longer good asks the user to sign in again. */
export async function requireUser(deps: Deps, request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(deps, request);
  if (!user) throw signInAgain(request);
  return user;
}

/**
 * For a hot path that reads the user in its own first statement (a task submission): the session, or
 * requireUser's 401. The service then checks the user it read with `sessionUser` and answers
 * `errors:invalidSession` when it is no longer good, as requireUser would.
 */
export function requireSession(request: FastifyRequest): SessionClaims {
  if (!request.session) throw signInAgain(request);
  return request.session;
}

export const isOperator = (user: UserRow | null | undefined) => user?.role === 'operator';

/** The admin area's gate: 401 without a session, 403 for anyone who is not a platform operator. */
export async function requireOperator(deps: Deps, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(deps, request);
  if (!isOperator(user)) throw forbidden('admin:operatorOnly');
  return user;
}
