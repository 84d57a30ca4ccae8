import { z } from 'zod';
import { PRICING_TIERS } from '../pricing/tiers';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { imageUrlSchema, isPlainText, noMarkup, urlSchema } from '../validation/rules';
import { slugSchema } from '../validation/slug';
import { SOCIAL_NETWORKS, socialLinkSchema } from '../validation/social';
import { pageOf, pageQuerySchema } from './common';

/** A plan as the API carries it (a project's, and a clan's once clans exist). */
export const pricingTierSchema = lazySchema(() =>
  z.enum(PRICING_TIERS, { error: message('tasks:choiceInvalid') }),
);

/**
 * A project on the platform: it hosts events and writes Insights within its pricing tier. Its tier is set by a
 * platform operator (the pricing page's plans are sold, not self-served).
 */
export const projectSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      tier: pricingTierSchema,
      owner: z.object({ id: z.string(), username: z.string().nullable(), name: z.string().nullable() }),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'Project' }),
);
export type Project = z.infer<typeof projectSchema>;

export const PROJECT_NAME_MAX = 80;
/** Static segments under /project/ (ROUTES.projectNew), so no project may use them as its slug. */
export const RESERVED_PROJECT_SLUGS = ['new'] as const;

const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => null), z.null(), schema]);

export const PROJECT_DESCRIPTION_MAX = 2000;

const projectNameSchema = () =>
  z
    .string()
    .trim()
    .min(2, { error: message('validation:minLength', { minLength: 2 }) })
    .max(PROJECT_NAME_MAX, { error: message('validation:maxLength', { maxLength: PROJECT_NAME_MAX }) })
    .refine(isPlainText, noMarkup);

/** A project page's optional fields, the same on creation and on edit. Empty text clears a field. */
const projectPageFields = () => ({
  logo_url: emptyAsNull(imageUrlSchema()).optional(),
  website: emptyAsNull(urlSchema()).optional(),
  socials: z
    .object({
      youtube: emptyAsNull(socialLinkSchema('youtube')).optional(),
      twitter: emptyAsNull(socialLinkSchema('twitter')).optional(),
      facebook: emptyAsNull(socialLinkSchema('facebook')).optional(),
      discord: emptyAsNull(socialLinkSchema('discord')).optional(),
      telegram: emptyAsNull(socialLinkSchema('telegram')).optional(),
    })
    .optional(),
  description: emptyAsNull(
    z
      .string()
      .trim()
      .max(PROJECT_DESCRIPTION_MAX, {
        error: message('validation:maxLength', { maxLength: PROJECT_DESCRIPTION_MAX }),
      })
      .refine(isPlainText, noMarkup),
  ).optional(),
});

/**
 * POST /projects: the signed-in user's project. The slug defaults to one made from the name; its page's fields
 * (logo, website, socials, description) may come with it or later on its edit page.
 */
export const createProjectBodySchema = lazySchema(() =>
  z
    .object({
      name: projectNameSchema(),
      slug: slugSchema('articles:slugInvalid').optional(),
      ...projectPageFields(),
    })
    .meta({ id: 'CreateProjectBody' }),
);
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

export const projectListSchema = lazySchema(() =>
  z.object({ items: z.array(projectSchema) }).meta({ id: 'ProjectList' }),
);
export type ProjectList = z.infer<typeof projectListSchema>;

export const PROJECTS_PAGE_SIZE = 20;
export const adminProjectsQuerySchema = lazySchema(() =>
  pageQuerySchema(PROJECTS_PAGE_SIZE).extend({
    /** Filters by project name or slug. */
    q: z.string().trim().max(100).optional(),
  }),
);
export const projectPageSchema = lazySchema(() => pageOf(projectSchema).meta({ id: 'ProjectPage' }));
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** PATCH /admin/projects/{id}/tier (operators only). */
export const setTierBodySchema = lazySchema(() =>
  z.object({ tier: pricingTierSchema }).meta({ id: 'SetTierBody' }),
);
export type SetTierBody = z.infer<typeof setTierBodySchema>;

export const projectResultSchema = lazySchema(() =>
  z.object({ message: z.string(), project: projectSchema }).meta({ id: 'ProjectResult' }),
);
export type ProjectResult = z.infer<typeof projectResultSchema>;

// ------------------------------------------------------------------------------------------ Project page

/** GET /projects/{slug}: a project's own page, public (docs/projects.md). */
export const projectProfileSchema = lazySchema(() =>
  projectSchema
    .extend({
      logo_url: z.string().nullable(),
      website: z.string().nullable(),
      /** Links to its channels, by network. */
      socials: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
      description: z.string().nullable(),
      /** Whether the reader manages it (its owner or an operator): the page then shows its managers' links. */
      can_manage: z.boolean(),
    })
    .meta({ id: 'ProjectProfile' }),
);
export type ProjectProfile = z.infer<typeof projectProfileSchema>;

/** PUT /projects/{id}: the page's fields (its managers). Empty text clears a field. */
export const updateProjectBodySchema = lazySchema(() =>
  z
    .object({
      name: projectNameSchema(),
      slug: slugSchema('articles:slugInvalid'),
      ...projectPageFields(),
    })
    .meta({ id: 'UpdateProjectBody' }),
);
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

export const projectProfileResultSchema = lazySchema(() =>
  z.object({ message: z.string(), project: projectProfileSchema }).meta({ id: 'ProjectProfileResult' }),
);
export type ProjectProfileResult = z.infer<typeof projectProfileResultSchema>;
