import { randomBytes } from 'node:crypto';
import type {
  CreateProjectBody,
  Project,
  ProjectList,
  ProjectPage,
  ProjectProfile,
  ProjectResult,
  UpdateProjectBody,
} from '@w2e/core/contracts/projects';
import { RESERVED_PROJECT_SLUGS } from '@w2e/core/contracts/projects';
import type { Language } from '@w2e/core/i18n/languages';
import type { PricingTier } from '@w2e/core/pricing/tiers';
import { slugify } from '@w2e/core/validation/slug';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import { isOperator } from '../users/access';
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

const isReserved = (slug: string) => (RESERVED_PROJECT_SLUGS as readonly string[]).includes(slug);

/** The links kept of a body's socials: an empty one is dropped. */
const socialsOf = (socials: Record<string, string | null | undefined> | undefined) =>
  Object.fromEntries(
    Object.entries(socials ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/**
 * POST /projects: one project per user for now; it starts on the Basic tier. Its page's fields may come with it
 * (the /project/new page) or later (its edit page).
 */
export async function createProject(
  deps: Deps,
  user: UserRow,
  body: CreateProjectBody & { socials?: Record<string, string | null | undefined> | undefined },
  language: Language,
): Promise<ProjectResult> {
  const repo = projectsRepository(deps.db);
  if (body.slug && isReserved(body.slug)) throw fieldError('slug', 'articles:projectSlugTaken', 409);
  if ((await repo.listForOwner(user.id)).length > 0) throw conflict('articles:projectExists');
  const base = body.slug ?? (slugify(body.name) || 'project');
  const page = {
    logoUrl: body.logo_url ?? null,
    website: body.website ?? null,
    socials: socialsOf(body.socials),
    description: body.description ?? null,
  };
  // A slug made from the name gets a suffix when taken; one the user typed is theirs to change.
  for (let attempt = 0; ; attempt++) {
    const slug =
      attempt === 0 && !isReserved(base) ? base : `${base.slice(0, 90)}-${randomBytes(2).toString('hex')}`;
    try {
      const project = await repo.insert({ name: body.name.trim(), slug, ownerId: user.id, ...page });
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

function toProfile(row: ProjectWithOwner, viewer: UserRow | null): ProjectProfile {
  const { project } = row;
  return {
    ...toProject(row),
    logo_url: project.logoUrl,
    website: project.website,
    socials: project.socials,
    description: project.description,
    can_manage: viewer !== null && (viewer.id === project.ownerId || isOperator(viewer)),
  };
}

/** GET /projects/{slug}: the project's own page, for everyone. */
export async function projectProfile(
  deps: Deps,
  slug: string,
  viewer: UserRow | null,
): Promise<ProjectProfile> {
  const row = await projectsRepository(deps.db).findBySlug(slug);
  if (!row) throw notFound();
  return toProfile(row, viewer);
}

/** PUT /projects/{id}: its page's fields, by its owner (or an operator). */
export async function updateProject(
  deps: Deps,
  user: UserRow,
  id: string,
  body: UpdateProjectBody & { socials?: Record<string, string | null | undefined> | undefined },
  language: Language,
): Promise<{ message: string; project: ProjectProfile }> {
  const repo = projectsRepository(deps.db);
  const found = await repo.findById(id);
  if (!found) throw notFound();
  if (found.project.ownerId !== user.id && !isOperator(user)) throw forbidden('hosting:projectForbidden');
  if (isReserved(body.slug)) throw fieldError('slug', 'articles:projectSlugTaken', 409);
  const socials = socialsOf(body.socials);
  try {
    const row = await repo.update(found.project.id, {
      name: body.name.trim(),
      slug: body.slug,
      ...(body.logo_url !== undefined ? { logoUrl: body.logo_url } : {}),
      ...(body.website !== undefined ? { website: body.website } : {}),
      ...(body.socials !== undefined ? { socials } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
    });
    return {
      ...ack(language, 'hosting:projectSaved'),
      project: toProfile({ project: row!, owner: found.owner }, user),
    };
  } catch (error) {
    if (isUniqueViolation(error, 'projects_slug_key'))
      throw fieldError('slug', 'articles:projectSlugTaken', 409);
    throw error;
  }
}
