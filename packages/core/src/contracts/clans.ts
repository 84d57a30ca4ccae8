import { z } from 'zod';
import { eventSummarySchema } from '../events/summary';
import type { TranslationKey } from '../i18n/resources-en';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { imageUrlSchema, isPlainText, noMarkup } from '../validation/rules';
import { slugSchema } from '../validation/slug';
import { pageOf, pageQuerySchema } from './common';
import { PLATFORM_LEADERBOARD_PERIODS } from './leaderboards';
import { pricingTierSchema } from './projects';

/**
 * Clans (spec section 3): name, slug, banner, member limit, type, owner, admins and members (active
 * or pending). The server module, the typed client, the queries and the pages are all built on these shapes.
 */
export const CLAN_TYPES = ['public', 'private'] as const;
export type ClanType = (typeof CLAN_TYPES)[number];
const choice = { error: message('tasks:choiceInvalid') };
export const clanTypeSchema = lazySchema(() => z.enum(CLAN_TYPES, choice));
/** A clan's type as the portal and the Mini App show it. */
export const CLAN_TYPE_LABELS: Record<ClanType, TranslationKey> = {
  public: 'clans:typePublic',
  private: 'clans:typePrivate',
};

/** owner: one per clan; admin: manages players and events with the owner; member: sees the members page. */
export const CLAN_ROLES = ['owner', 'admin', 'member'] as const;
export type ClanRole = (typeof CLAN_ROLES)[number];
/** A member's role as the portal and the Mini App show it. */
export const CLAN_ROLE_LABELS: Record<ClanRole, TranslationKey> = {
  owner: 'clans:roleOwner',
  admin: 'clans:roleAdmin',
  member: 'clans:roleMember',
};
/** Spec section 4: pending (invited, or a join request shown as "Requested") or active (accepted). */
export const CLAN_MEMBER_STATUSES = ['active', 'pending'] as const;
/** How a pending row came: the player asked (request) or an owner or admin invited them (invitation). */
export const CLAN_MEMBER_KINDS = ['request', 'invitation'] as const;

export const CLAN_NAME_MAX = 80;
/**
 * Slugs no clan may take: each names a page or a call beside `/clan/{slug}` and `/api/clans/{slug}`
 * (`/clan/create` is the form, `GET /api/clans/leaderboard` the cross-clan board), so such a clan could never
 * be opened. A slug made from a name ("Leaderboard") gets `-clan` added instead.
 */
export const CLAN_RESERVED_SLUGS: readonly string[] = ['create', 'leaderboard'];
export const CLAN_MEMBER_LIMIT_MAX = 10_000;

const personSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string().nullable(),
    name: z.string().nullable(),
  }),
);

export const clanSchema = lazySchema(() =>
  z
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
      owner: personSchema,
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'Clan' }),
);
export type Clan = z.infer<typeof clanSchema>;

/** The signed-in player's row in a clan, if any. */
export const clanMembershipSchema = lazySchema(() =>
  z.object({
    role: z.enum(CLAN_ROLES),
    status: z.enum(CLAN_MEMBER_STATUSES),
    kind: z.enum(CLAN_MEMBER_KINDS).nullable(),
  }),
);
export type ClanMembership = z.infer<typeof clanMembershipSchema>;

/** GET /api/clans/{slug}: the clan, the viewer's place in it and whether they may manage it. */
export const clanDetailSchema = lazySchema(() =>
  clanSchema
    .extend({ membership: clanMembershipSchema.nullable(), can_manage: z.boolean() })
    .meta({ id: 'ClanDetail' }),
);
export type ClanDetail = z.infer<typeof clanDetailSchema>;

const limitRange = {
  error: message('validation:numberRange', { minNumber: 1, maxNumber: CLAN_MEMBER_LIMIT_MAX }),
};
const memberLimitSchema = lazySchema(() =>
  z.coerce
    .number(limitRange)
    .int({ error: message('validation:wholeNumber') })
    .min(1, limitRange)
    .max(CLAN_MEMBER_LIMIT_MAX, limitRange),
);

/** POST /api/clans (the signed-in player becomes its owner) and, every field optional, PATCH /api/clans/{id}. */
export const createClanBodySchema = lazySchema(() =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(2, { error: message('validation:minLength', { minLength: 2 }) })
        .max(CLAN_NAME_MAX, { error: message('validation:maxLength', { maxLength: CLAN_NAME_MAX }) })
        .refine(isPlainText, noMarkup),
      slug: slugSchema('clans:slugInvalid')
        .refine((slug) => !CLAN_RESERVED_SLUGS.includes(slug), { error: message('clans:slugReserved') })
        .optional(),
      /** From the upload endpoint (`/uploads/...`) or any https address. */
      banner_url: imageUrlSchema().pipe(z.string().max(2000)).nullable().optional(),
      type: clanTypeSchema.default('public'),
      member_limit: memberLimitSchema.default(50),
    })
    .meta({ id: 'CreateClanBody' }),
);
export type CreateClanBody = z.input<typeof createClanBodySchema>;

/** The portal's create and edit form: the same rules, with an empty slug meaning "make one from the name". */
export const clanFormSchema = lazySchema(() =>
  createClanBodySchema.extend({
    slug: z.union([z.literal(''), createClanBodySchema.shape.slug.unwrap()]),
  }),
);

export const updateClanBodySchema = lazySchema(() =>
  createClanBodySchema
    .omit({ type: true, member_limit: true })
    .partial()
    .extend({ type: clanTypeSchema.optional(), member_limit: memberLimitSchema.optional() })
    .meta({ id: 'UpdateClanBody' }),
);
export type UpdateClanBody = z.input<typeof updateClanBodySchema>;

export const clanResultSchema = lazySchema(() =>
  z.object({ message: z.string(), clan: clanSchema }).meta({ id: 'ClanResult' }),
);
export type ClanResult = z.infer<typeof clanResultSchema>;

export const CLANS_PAGE_SIZE = 20;
/** GET /api/clans?q=&type=&limit=&offset= */
export const clansQuerySchema = lazySchema(() =>
  pageQuerySchema(CLANS_PAGE_SIZE).extend({
    q: z.string().trim().max(100).optional(),
    type: clanTypeSchema.optional(),
  }),
);
export type ClansQuery = z.input<typeof clansQuerySchema>;
export const clanPageSchema = lazySchema(() => pageOf(clanSchema).meta({ id: 'ClanPage' }));
export type ClanPage = z.infer<typeof clanPageSchema>;

export const clanMemberSchema = lazySchema(() =>
  z
    .object({
      user: personSchema,
      role: z.enum(CLAN_ROLES),
      status: z.enum(CLAN_MEMBER_STATUSES),
      kind: z.enum(CLAN_MEMBER_KINDS).nullable(),
      joined_at: z.iso.datetime().nullable(),
      /** When the row was written: the request or invitation date for a pending row. */
      created_at: z.iso.datetime(),
      /** The member's total score across the clan's events. */
      score: z.number().int(),
    })
    .meta({ id: 'ClanMember' }),
);
export type ClanMember = z.infer<typeof clanMemberSchema>;
export const clanMemberPageSchema = lazySchema(() => pageOf(clanMemberSchema).meta({ id: 'ClanMemberPage' }));
export type ClanMemberPage = z.infer<typeof clanMemberPageSchema>;

/**
 * GET /api/clans/{slug}/members: active members (everyone may read them), ranked by score; `status=pending`
 * lists requests and invitations, for the clan's owner and admins only.
 */
export const clanMembersQuerySchema = lazySchema(() =>
  pageQuerySchema(CLANS_PAGE_SIZE).extend({
    status: z.enum(CLAN_MEMBER_STATUSES, choice).default('active'),
  }),
);
export type ClanMembersQuery = z.input<typeof clanMembersQuerySchema>;

/** POST /api/clans/{id}/invitations: an owner or admin invites a player by username. */
export const clanInvitationBodySchema = lazySchema(() =>
  z
    .object({
      username: z
        .string()
        .trim()
        .min(1, { error: message('validation:required') })
        .max(50),
    })
    .meta({ id: 'ClanInvitationBody' }),
);
export type ClanInvitationBody = z.input<typeof clanInvitationBodySchema>;

/** POST /api/clans/{id}/join answers whether the player is now a member (public) or "Requested" (private). */
export const clanJoinResultSchema = lazySchema(() =>
  z.object({ message: z.string(), status: z.enum(CLAN_MEMBER_STATUSES) }).meta({ id: 'ClanJoinResult' }),
);
export type ClanJoinResult = z.infer<typeof clanJoinResultSchema>;

/** PATCH /api/clans/{id}/members/{userId}: promote to admin or demote to member (ownership moves by transfer). */
export const clanRoleBodySchema = lazySchema(() =>
  z.object({ role: z.enum(['admin', 'member'], choice) }).meta({ id: 'ClanRoleBody' }),
);
export type ClanRoleBody = z.input<typeof clanRoleBodySchema>;

/** POST /api/clans/{id}/transfer: the owner hands the clan to an active member and becomes an admin. */
export const clanTransferBodySchema = lazySchema(() =>
  z
    .object({
      user_id: z
        .string()
        .trim()
        .min(1, { error: message('validation:required') }),
    })
    .meta({ id: 'ClanTransferBody' }),
);
export type ClanTransferBody = z.input<typeof clanTransferBodySchema>;

export const CLAN_BULK_MAX = 100;
/** POST /api/clans/{id}/requests/bulk: accept or decline many join requests at once. */
export const clanBulkBodySchema = lazySchema(() =>
  z
    .object({
      action: z.enum(['accept', 'decline'], choice),
      user_ids: z
        .array(z.string())
        .min(1, { error: message('validation:required') })
        .max(CLAN_BULK_MAX, { error: message('validation:maximum', { maxNumber: CLAN_BULK_MAX }) }),
    })
    .meta({ id: 'ClanBulkBody' }),
);
export type ClanBulkBody = z.input<typeof clanBulkBodySchema>;
/** Each request is answered on its own: the ones done, and the ones refused with why ("Clan is full"). */
export const clanBulkResultSchema = lazySchema(() =>
  z
    .object({
      message: z.string(),
      done: z.array(z.string()),
      refused: z.array(z.object({ user_id: z.string(), message: z.string() })),
    })
    .meta({ id: 'ClanBulkResult' }),
);
export type ClanBulkResult = z.infer<typeof clanBulkResultSchema>;

/** GET /api/clans/{slug}/events: the clan's events; its owner and admins see drafts and members-only ones too. */
export const clanEventSchema = lazySchema(() =>
  eventSummarySchema.extend({ members_only: z.boolean() }).meta({ id: 'ClanEvent' }),
);
export const clanEventListSchema = lazySchema(() =>
  z.object({ items: z.array(clanEventSchema) }).meta({ id: 'ClanEventList' }),
);
export type ClanEventList = z.infer<typeof clanEventListSchema>;

/** A clan as the signed-in player sees it in /profile?tab=clan. */
export const myClanSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      banner_url: z.string().nullable(),
      type: clanTypeSchema,
      member_count: z.number().int(),
      member_limit: z.number().int(),
      role: z.enum(CLAN_ROLES),
      joined_at: z.iso.datetime().nullable(),
      /** When the request or invitation was made (the join date's stand-in while pending). */
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'MyClan' }),
);
export type MyClan = z.infer<typeof myClanSchema>;

/** GET /api/users/my-clans (spec section 7): the player's clans, invitations to answer and requests sent. */
export const myClansSchema = lazySchema(() =>
  z
    .object({
      clans: z.array(myClanSchema),
      invitations: z.array(myClanSchema),
      requests: z.array(myClanSchema),
    })
    .meta({ id: 'MyClans' }),
);
export type MyClans = z.infer<typeof myClansSchema>;

/**
 * GET /api/clans/leaderboard?period=&limit=&offset=: every clan ranked by the score of its
 * active members in the period, the same per-player score as the platform leaderboard (all time, or granted in
 * the last 30 or 7 days). Pending members count for nothing, and a member who leaves takes their score with
 * them. Ties: whoever reached the score first (the latest counted grant), then the older clan, then clan id.
 */
export const CLAN_BOARD_PAGE_SIZE = 20;
/** Deepest offset a page may start at: the ranking is computed and kept this deep. */
export const CLAN_BOARD_OFFSET_MAX = 10_000;
export const clanBoardPeriodSchema = lazySchema(() => z.enum(PLATFORM_LEADERBOARD_PERIODS, choice));
export const clanLeaderboardQuerySchema = lazySchema(() =>
  pageQuerySchema(CLAN_BOARD_PAGE_SIZE).extend({
    period: clanBoardPeriodSchema.default('all'),
    offset: z.coerce
      .number()
      .int()
      .min(0)
      .max(CLAN_BOARD_OFFSET_MAX, {
        error: message('validation:maximum', { maxNumber: CLAN_BOARD_OFFSET_MAX }),
      })
      .default(0),
  }),
);
export type ClanLeaderboardQuery = z.input<typeof clanLeaderboardQuerySchema>;

export const clanLeaderboardRowSchema = lazySchema(() =>
  z
    .object({
      rank: z.number().int().min(1),
      clan: z.object({
        id: z.string(),
        slug: z.string(),
        name: z.string(),
        banner_url: z.string().nullable(),
        type: clanTypeSchema,
      }),
      /** Active members, the ones whose score counts. */
      member_count: z.number().int(),
      score: z.number().int(),
    })
    .meta({ id: 'ClanLeaderboardRow' }),
);
export type ClanLeaderboardRow = z.infer<typeof clanLeaderboardRowSchema>;
export const clanLeaderboardSchema = lazySchema(() =>
  pageOf(clanLeaderboardRowSchema)
    .extend({
      period: clanBoardPeriodSchema,
      /** When the ranking was computed: it is recomputed at most every 30 seconds. */
      computed_at: z.iso.datetime(),
    })
    .meta({ id: 'ClanLeaderboard' }),
);
export type ClanLeaderboard = z.infer<typeof clanLeaderboardSchema>;

/** GET /api/clans/{slug}/rank?period=: one clan's place on the cross-clan board, for its own page. */
export const clanRankQuerySchema = lazySchema(() =>
  z.object({ period: clanBoardPeriodSchema.default('all') }),
);
export type ClanRankQuery = z.input<typeof clanRankQuerySchema>;
export const clanRankSchema = lazySchema(() =>
  z
    .object({
      period: clanBoardPeriodSchema,
      rank: z.number().int().min(1),
      score: z.number().int(),
      /** How many clans are ranked: the rank is out of this. */
      total: z.number().int(),
      computed_at: z.iso.datetime(),
    })
    .meta({ id: 'ClanRank' }),
);
export type ClanRank = z.infer<typeof clanRankSchema>;
