import { z } from 'zod';
import { message } from '../validation/message';
import { slugSchema } from '../validation/slug';
import { pageOf, pageQuerySchema } from './common';
import { pricingTierSchema } from './projects';

/**
 * Clans (issue 13, spec section 3): name, slug, banner, member limit, type, owner, admins and members
 * (active or pending). Contract first: the server module, queries and pages are built on these shapes.
 */
export const CLAN_TYPES = ['public', 'private'] as const;
export const clanTypeSchema = z.enum(CLAN_TYPES, { error: message('tasks:choiceInvalid') });

/** owner: one per clan; admin: manages players and events with the owner; member: sees the members page. */
export const CLAN_ROLES = ['owner', 'admin', 'member'] as const;
/** active: a member; invited: an invitation waiting for the player; requested: a join request waiting for a master. */
export const CLAN_MEMBER_STATES = ['active', 'invited', 'requested'] as const;

export const CLAN_NAME_MAX = 80;
export const CLAN_MEMBER_LIMIT_MAX = 10_000;

export const clanSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    banner_url: z.string().nullable(),
    type: clanTypeSchema,
    member_limit: z.number().int(),
    /** Active members only; it never drifts from the member rows (one conditional write per join). */
    member_count: z.number().int(),
    tier: pricingTierSchema,
    owner: z.object({ id: z.string(), username: z.string().nullable(), name: z.string().nullable() }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Clan' });
export type Clan = z.infer<typeof clanSchema>;

/** POST /api/clans (the signed-in player becomes its owner) and, every field optional, PATCH /api/clans/{id}. */
export const createClanBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, { error: message('validation:minLength', { minLength: 2 }) })
      .max(CLAN_NAME_MAX, { error: message('validation:maxLength', { maxLength: CLAN_NAME_MAX }) }),
    slug: slugSchema('articles:slugInvalid').optional(),
    banner_url: z.url().max(2000).nullable().optional(),
    type: clanTypeSchema.default('public'),
    member_limit: z.coerce.number().int().min(1).max(CLAN_MEMBER_LIMIT_MAX).default(50),
  })
  .meta({ id: 'CreateClanBody' });
export type CreateClanBody = z.input<typeof createClanBodySchema>;

export const updateClanBodySchema = createClanBodySchema
  .omit({ type: true, member_limit: true })
  .partial()
  .extend({
    type: clanTypeSchema.optional(),
    member_limit: z.coerce.number().int().min(1).max(CLAN_MEMBER_LIMIT_MAX).optional(),
  })
  .meta({ id: 'UpdateClanBody' });
export type UpdateClanBody = z.input<typeof updateClanBodySchema>;

export const CLANS_PAGE_SIZE = 20;
/** GET /api/clans?q=&type=&limit=&offset= */
export const clansQuerySchema = pageQuerySchema(CLANS_PAGE_SIZE).extend({
  q: z.string().trim().max(100).optional(),
  type: clanTypeSchema.optional(),
});
export const clanPageSchema = pageOf(clanSchema).meta({ id: 'ClanPage' });
export type ClanPage = z.infer<typeof clanPageSchema>;

export const clanMemberSchema = z
  .object({
    user: z.object({ id: z.string(), username: z.string().nullable(), name: z.string().nullable() }),
    role: z.enum(CLAN_ROLES),
    state: z.enum(CLAN_MEMBER_STATES),
    joined_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ClanMember' });
export type ClanMember = z.infer<typeof clanMemberSchema>;
export const clanMemberPageSchema = pageOf(clanMemberSchema).meta({ id: 'ClanMemberPage' });

/** POST /api/clans/{id}/invitations: an owner or admin invites a player by username. */
export const clanInvitationBodySchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, { error: message('validation:required') })
      .max(50),
  })
  .meta({ id: 'ClanInvitationBody' });
export type ClanInvitationBody = z.input<typeof clanInvitationBodySchema>;
