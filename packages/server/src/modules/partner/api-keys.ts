import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MARK,
  API_KEYS_PER_PROJECT,
  type ApiKey,
  type ApiKeyList,
  type CreateApiKeyBody,
  type CreatedApiKey,
  type RevokedApiKey,
} from '@w2e/core/contracts/partner';
import type { Language } from '@w2e/core/i18n/languages';
import { tierAllowsFeature } from '@w2e/core/pricing/tiers';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isOperator } from '../users/access';
import type { UserRow } from '../users/repository';
import { type ApiKeyWithCreator, apiKeysRepository, type ProjectRow } from './api-keys-repository';

/** Characters of a key kept to recognise it: the mark and 8 of its random characters. */
const PREFIX_LENGTH = API_KEY_MARK.length + 8;

/** The stored form of a key. 32 random bytes leave nothing to guess, so a fast hash suffices (no salt). */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

function newKey(): string {
  return `${API_KEY_MARK}${randomBytes(32).toString('base64url')}`;
}

function toApiKey(row: ApiKeyWithCreator): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy ? { id: row.createdBy, username: row.creatorUsername } : null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The project whose keys a user manages: its owner on the Enterprise plan, or an operator on any plan. 404 for
 * an unknown project, 403 for anyone else, and the plan that unlocks keys named for an owner below it.
 */
async function keyedProject(deps: Deps, user: UserRow, idOrSlug: string): Promise<ProjectRow> {
  const project = await apiKeysRepository(deps.db).findProject(idOrSlug);
  if (!project) throw notFound('partner:projectNotFound');
  if (isOperator(user)) return project;
  if (project.ownerId !== user.id) throw forbidden('partner:projectForbidden');
  if (!tierAllowsFeature(project.tier, 'api_integration')) throw forbidden('partner:enterpriseOnly');
  return project;
}

/** GET /projects/{id}/api-keys: the project and its keys, newest first (revoked ones too, marked). */
export async function listApiKeys(deps: Deps, user: UserRow, idOrSlug: string): Promise<ApiKeyList> {
  const project = await keyedProject(deps, user, idOrSlug);
  const rows = await apiKeysRepository(deps.db).list(project.id);
  return {
    project: { id: project.id, name: project.name, slug: project.slug, tier: project.tier },
    items: rows.map(toApiKey),
  };
}

/** POST /projects/{id}/api-keys: the only answer that carries the whole key. */
export async function createApiKey(
  deps: Deps,
  user: UserRow,
  idOrSlug: string,
  body: CreateApiKeyBody,
  language: Language,
): Promise<CreatedApiKey> {
  const project = await keyedProject(deps, user, idOrSlug);
  const key = newKey();
  const repo = apiKeysRepository(deps.db);
  const row = await repo.insertWithin(
    {
      projectId: project.id,
      name: body.name.trim(),
      prefix: key.slice(0, PREFIX_LENGTH),
      keyHash: hashApiKey(key),
      scopes: [...new Set(body.scopes)],
      createdBy: user.id,
    },
    API_KEYS_PER_PROJECT,
  );
  if (!row) throw conflict('partner:tooManyKeys', { max: API_KEYS_PER_PROJECT });
  return {
    ...ack(language, 'partner:keyCreated'),
    api_key: toApiKey({ ...row, creatorUsername: user.username }),
    key,
  };
}

/** DELETE /projects/{id}/api-keys/{keyId}: once; a second revocation is a 409, an unknown key a 404. */
export async function revokeApiKey(
  deps: Deps,
  user: UserRow,
  idOrSlug: string,
  keyId: string,
  language: Language,
): Promise<RevokedApiKey> {
  const project = await keyedProject(deps, user, idOrSlug);
  const repo = apiKeysRepository(deps.db);
  const revoked = await repo.revoke(project.id, keyId);
  const row = await repo.find(project.id, keyId);
  if (!row) throw notFound('partner:keyNotFound');
  if (!revoked) throw conflict('partner:keyAlreadyRevoked');
  return { ...ack(language, 'partner:keyRevoked'), api_key: toApiKey(row) };
}
