import { randomBytes } from 'node:crypto';
import type {
  CreateProjectBody,
  Project,
  ProjectList,
  ProjectPage,
  ProjectResult,
} from '@w2e/core/contracts/projects';
import type { Language } from '@w2e/core/i18n/languages';
import type { PricingTier } from '@w2e/core/pricing/tiers';
import { slugify } from '@w2e/core/validation/slug';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import type { UserRow } from '../users/repository';
import { type ProjectWithOwner, projectsRepository } from './repository';
import { setPricingTier } from './tiers';

export function toProject({ project, owner }: ProjectWithOwner): Project {
  return {
    id: project.id,
    name: project.name,
    slug: project.slug,
    tier: project.tier,
    owner,
    created_at: project.createdAt.toISOString(),
  };
}

/** POST /projects: one project per user for now; it starts on the Basic tier. */
export async function createProject(
  deps: Deps,
  user: UserRow,
  body: CreateProjectBody,
  language: Language,
): Promise<ProjectResult> {
  const repo = projectsRepository(deps.db);
  if ((await repo.listForOwner(user.id)).length > 0) throw conflict('articles:projectExists');
  const base = body.slug ?? (slugify(body.name) || 'project');
  // A slug made from the name gets a suffix when taken; one the user typed is theirs to change.
  for (let attempt = 0; ; attempt++) {
    const slug = attempt === 0 ? base : `${base.slice(0, 90)}-${randomBytes(2).toString('hex')}`;
    try {
      const project = await repo.insert({ name: body.name.trim(), slug, ownerId: user.id });
      return {
        ...ack(language, 'articles:projectCreated'),
        project: toProject({
          project,
          owner: { id: user.id, username: user.username, name: user.fullName },
        }),
      };
    } catch (error) {
      if (isUniqueViolation(error, 'projects_owner_key')) throw conflict('articles:projectExists');
      if (!isUniqueViolation(error, 'projects_slug_key')) throw error;
      if (body.slug) throw fieldError('slug', 'articles:projectSlugTaken', 409);
      if (attempt >= 4) throw conflict('articles:projectSlugTaken');
    }
  }
}

export async function myProjects(deps: Deps, user: UserRow): Promise<ProjectList> {
  const rows = await projectsRepository(deps.db).listForOwner(user.id);
  return { items: rows.map(toProject) };
}

export async function listProjects(
  deps: Deps,
  query: { q?: string; limit: number; offset: number },
): Promise<ProjectPage> {
  return pageResult(await projectsRepository(deps.db).list(query), query, toProject);
}

/** PATCH /admin/projects/{id}/tier. */
export async function setProjectTier(
  deps: Deps,
  id: string,
  tier: PricingTier,
  language: Language,
): Promise<ProjectResult> {
  await setPricingTier(deps, 'project', id, tier);
  const project = await projectsRepository(deps.db).findById(id);
  if (!project) throw notFound('articles:projectNotFound');
  return { ...ack(language, 'articles:tierUpdated'), project: toProject(project) };
}
