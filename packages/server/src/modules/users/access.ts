import type { ApiKeyScope } from '@w2e/core/contracts/partner';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { forbidden, unauthorized } from '../../lib/errors';
import type { SessionClaims } from '../../lib/session-tokens';
import { type UserRow, usersRepository } from './repository';

/**
 * Who may call what: every endpoint that needs a session or an operator goes through these, so a refusal
 * reads the same everywhere. Routes call them first; services take the user they return.
 */

/**
 * A partner API key's caller (docs/partner-api.md), set by `modules/partner/api-keys-auth.ts` once the key,
 * its scope for the method and the route's acceptance of keys have been checked. It acts as its project's
 * owner would, confined to that one project: `currentUser` answers a copy of the owner that is never an
 * operator and that `keyProjectOf` names the project of, which the host checks (`modules/events/access.ts`)
 * read, so nothing of another host and no account is reachable with a key.
 */
export interface KeyPrincipal {
  keyId: string;
  projectId: string;
  scopes: ApiKeyScope[];
  owner: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request came with, once it passed its checks; null for everyone else. */
    apiKey: KeyPrincipal | null;
  }
}

const keyProjects = new WeakMap<UserRow, string>();

/** The project a key's caller is confined to; undefined for a person (signed in or not). */
export function keyProjectOf(user: UserRow | null | undefined): string | undefined {
  return user ? keyProjects.get(user) : undefined;
}

function keyCaller(principal: KeyPrincipal): UserRow {
  const user: UserRow = { ...principal.owner, role: 'user' };
  keyProjects.set(user, principal.projectId);
  return user;
}

/** The user a session names while it is still good: not deleted, its token generation not revoked. */
export function sessionUser(session: SessionClaims, user: UserRow | null | undefined): UserRow | null {
  return user && user.tokenVersion === session.version ? user : null;
}

/** The signed-in user, or null: no token, a bad one, a deleted user, or a revoked token generation. */
export async function currentUser(deps: Deps, request: FastifyRequest): Promise<UserRow | null> {
  if (request.apiKey) return keyCaller(request.apiKey);
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
