import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { lazySchema } from '../validation/lazy-schema';

/**
 * Community monitoring: two bots added as admins to a Telegram group or channel.
 *
 * - Guard watches and guards the door: captcha for newcomers (restricted until they answer), join requests,
 *   raids, and the record of every join and leave. It needs rights to restrict, delete and approve.
 * - Pulse counts and engages: contribution statistics, inactive members and the minigame (later parts). It
 *   only needs to be an admin so it sees every message and member; it never restricts anyone.
 *
 * They never read each other's messages: what one learns goes to the server's database and the other reads it
 * there.
 */
export const MONITORING_BOTS = ['guard', 'pulse'] as const;
export type MonitoringBot = (typeof MONITORING_BOTS)[number];

/** Telegram's names for administrator rights as the add-to-group link's `admin` parameter spells them. */
export const ADMIN_RIGHTS = [
  'manage_chat',
  'post_messages',
  'delete_messages',
  'restrict_members',
  'invite_users',
] as const;
export type AdminRight = (typeof ADMIN_RIGHTS)[number];

/** The ChatMemberAdministrator field that grants each right. */
export const ADMIN_RIGHT_FIELDS: Record<AdminRight, string> = {
  manage_chat: 'can_manage_chat',
  post_messages: 'can_post_messages',
  delete_messages: 'can_delete_messages',
  restrict_members: 'can_restrict_members',
  invite_users: 'can_invite_users',
};

export type ChatKind = 'group' | 'channel';

/**
 * Exactly the rights each bot asks for, and no more. Guard in a group restricts newcomers, deletes its captcha
 * messages and approves join requests; in a channel it posts (the validation message), deletes it again, and
 * approves join requests. Pulse only needs to be an admin (manage_chat is implied by any right).
 */
export const BOT_RIGHTS: Record<MonitoringBot, Record<ChatKind, readonly AdminRight[]>> = {
  guard: {
    group: ['restrict_members', 'delete_messages', 'invite_users'],
    channel: ['post_messages', 'delete_messages', 'invite_users'],
  },
  pulse: { group: ['manage_chat'], channel: ['manage_chat'] },
};

/** Telegram's add-to-group / add-to-channel deep link requesting those rights. */
export function addBotLink(username: string, bot: MonitoringBot, kind: ChatKind, payload?: string): string {
  const admin = BOT_RIGHTS[bot][kind].join('+');
  const base = `https://t.me/${encodeURIComponent(username)}`;
  if (kind === 'channel') return `${base}?startchannel&admin=${admin}`;
  return `${base}?startgroup=${encodeURIComponent(payload ?? 'w2e')}&admin=${admin}`;
}

/** The rights a bot was asked for but does not hold, given its ChatMemberAdministrator fields (or none). */
export function missingRights(
  bot: MonitoringBot,
  kind: ChatKind,
  held: Record<string, unknown> | null,
): AdminRight[] {
  if (!held) return [...BOT_RIGHTS[bot][kind]];
  return BOT_RIGHTS[bot][kind].filter(
    (right) => right !== 'manage_chat' && held[ADMIN_RIGHT_FIELDS[right]] !== true,
  );
}

export const RIGHT_LABELS: Record<AdminRight, TranslationKey> = {
  manage_chat: 'monitoring:rightManageChat',
  post_messages: 'monitoring:rightPostMessages',
  delete_messages: 'monitoring:rightDeleteMessages',
  restrict_members: 'monitoring:rightRestrictMembers',
  invite_users: 'monitoring:rightInviteUsers',
};

export const CAPTCHA_TYPES = ['button', 'math', 'quiz'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];
export const CAPTCHA_ACTIONS = ['kick', 'ban'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];
export const CHAT_LANGUAGES = ['auto', 'en', 'vi'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

export const CAPTCHA_TIMEOUT_MIN = 30;
/** Telegram lets a bot write to someone who asked to join for 5 minutes; longer waits would go unanswered. */
export const CAPTCHA_TIMEOUT_MAX = 300;
export const CAPTCHA_TIMEOUT_DEFAULT = 180;
export const QUIZ_QUESTIONS_MAX = 20;
export const INACTIVE_DAYS_MIN = 1;
export const INACTIVE_DAYS_MAX = 365;
/** The share of real humans the service aims for (spec section 1). */
export const REAL_HUMANS_TARGET = 0.8;
/** A referral is credited once the newcomer passed the captcha and stayed this long. */
export const REFERRAL_STAY_HOURS = 24;
/** How long an admin may undo a bulk removal; the removed members are unbanned at its end, so they can rejoin. */
export const REMOVAL_UNDO_HOURS = 24;
/**
 * The pace of a bulk removal in one chat. Telegram publishes no limit for bans; its bulk guidance is about 30
 * calls a second per bot, and the bots' tick takes at most 20 removals a second across all chats.
 */
export const REMOVALS_PER_SECOND = 10;

/** An admin's own quiz question: the first answer is the right one (the bot shuffles them). */
export const quizQuestionSchema = lazySchema(() =>
  z.object({
    question: z.string().trim().min(3).max(200),
    answers: z.array(z.string().trim().min(1).max(60)).min(2).max(4),
  }),
);
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const WELCOME_MESSAGE_MAX = 1000;

/** A welcome message as the member reads it: `{name}` and `{chat}` replaced, other text left as written. */
export function renderWelcome(template: string, values: { name: string; chat: string }): string {
  return template.replace(/\{(name|chat)\}/g, (_, key: 'name' | 'chat') => values[key]);
}

export const captchaSettingsSchema = lazySchema(() =>
  z
    .object({
      enabled: z.boolean(),
      type: z.enum(CAPTCHA_TYPES),
      timeout_seconds: z.number().int().min(CAPTCHA_TIMEOUT_MIN).max(CAPTCHA_TIMEOUT_MAX),
      action: z.enum(CAPTCHA_ACTIONS),
      max_attempts: z.number().int().min(1).max(5),
      language: z.enum(CHAT_LANGUAGES),
      /** Empty: the built-in questions in the member's language. */
      quiz_questions: z.array(quizQuestionSchema).max(QUIZ_QUESTIONS_MAX),
      /** A chat the bot posts join/leave notices and the daily summary to; null: none. */
      log_chat_id: z
        .string()
        .regex(/^-?\d{1,20}$/)
        .nullable(),
      /** Members with no activity for this many days are listed as inactive. */
      inactive_days: z.number().int().min(INACTIVE_DAYS_MIN).max(INACTIVE_DAYS_MAX),
      /** The dice duel in the group (a Premium feature: only when the chat's owner holds a Premium project). */
      minigame_enabled: z.boolean(),
      /**
       * The clan or event the chat is tied to, as an opaque reference: the events module reads the chat's mini-game
       * points through `miniGamePointsFor` into that event's "other" score column. Null: none.
       */
      event_ref: z.string().trim().min(1).max(100).nullable(),
      /**
       * What the guard bot posts in the group when a member passes the captcha (or joins while it is off), with
       * `{name}` and `{chat}` filled in; null: nothing.
       */
      welcome_message: z.string().trim().min(1).max(WELCOME_MESSAGE_MAX).nullable(),
    })
    .meta({ id: 'CaptchaSettings' }),
);
export type CaptchaSettings = z.infer<typeof captchaSettingsSchema>;

export const DEFAULT_CAPTCHA_SETTINGS: CaptchaSettings = {
  inactive_days: 30,
  minigame_enabled: false,
  event_ref: null,
  enabled: true,
  type: 'button',
  timeout_seconds: CAPTCHA_TIMEOUT_DEFAULT,
  action: 'kick',
  max_attempts: 3,
  language: 'auto',
  quiz_questions: [],
  log_chat_id: null,
  welcome_message: null,
};

export const captchaSettingsPatchSchema = lazySchema(() =>
  captchaSettingsSchema.partial().meta({ id: 'CaptchaSettingsPatch' }),
);
export type CaptchaSettingsPatch = z.infer<typeof captchaSettingsPatchSchema>;

export const BOT_MEMBER_STATUSES = ['administrator', 'member', 'restricted', 'left', 'kicked'] as const;

export const monitoringChatBotSchema = lazySchema(() =>
  z.object({
    bot: z.enum(MONITORING_BOTS),
    status: z.enum(BOT_MEMBER_STATUSES),
    missing_rights: z.array(z.enum(ADMIN_RIGHTS)),
    updated_at: z.iso.datetime(),
  }),
);

export const CHAT_STATUSES = ['active', 'migrated', 'gone'] as const;

export const monitoringChatSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      /** Telegram's chat id; beyond 2^53 in principle, so a string. */
      chat_id: z.string(),
      type: z.enum(['group', 'supergroup', 'channel']),
      title: z.string(),
      status: z.enum(CHAT_STATUSES),
      bots: z.array(monitoringChatBotSchema),
      /** When the bot's test message in a channel went out and was deleted again. */
      channel_validated_at: z.iso.datetime().nullable(),
      settings: captchaSettingsSchema,
      joins_today: z.number().int(),
      leaves_today: z.number().int(),
      pending_captchas: z.number().int(),
      /** Telegram's member count as last read (refreshed when the chat's statistics open); null until then. */
      member_count: z.number().int().nullable(),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'MonitoringChat' }),
);
export type MonitoringChat = z.infer<typeof monitoringChatSchema>;

export const monitoringBotInfoSchema = lazySchema(() =>
  z.object({
    bot: z.enum(MONITORING_BOTS),
    username: z.string(),
    add_to_group_url: z.string(),
    add_to_channel_url: z.string(),
  }),
);
export type MonitoringBotInfo = z.infer<typeof monitoringBotInfoSchema>;

export const monitoringOverviewSchema = lazySchema(() =>
  z
    .object({
      bots: z.array(monitoringBotInfoSchema),
      chats: z.array(monitoringChatSchema),
    })
    .meta({ id: 'MonitoringOverview' }),
);
export type MonitoringOverview = z.infer<typeof monitoringOverviewSchema>;

export const MEMBER_EVENT_KINDS = [
  'join',
  'leave',
  'kicked',
  'banned',
  'captcha_passed',
  'captcha_failed',
] as const;
export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];
/** How someone came in: by an invite link, a join request, added by someone, or through the public link. */
export const JOIN_METHODS = ['invite_link', 'join_request', 'added', 'public'] as const;
export type JoinMethod = (typeof JOIN_METHODS)[number];

export const memberEventSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    user_id: z.string(),
    user_name: z.string(),
    kind: z.enum(MEMBER_EVENT_KINDS),
    method: z.enum(JOIN_METHODS).nullable(),
    invite_link: z.string().nullable(),
    actor_id: z.string().nullable(),
    actor_name: z.string().nullable(),
    at: z.iso.datetime(),
  }),
);
export type MemberEvent = z.infer<typeof memberEventSchema>;

export const memberEventListSchema = lazySchema(() =>
  z.object({ items: z.array(memberEventSchema), total: z.number().int() }).meta({ id: 'MemberEventList' }),
);
export type MemberEventList = z.infer<typeof memberEventListSchema>;

export const memberEventsQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  }),
);
export type MemberEventsQuery = z.input<typeof memberEventsQuerySchema>;

export const connectCodeSchema = lazySchema(() =>
  z.object({ code: z.string(), expires_at: z.iso.datetime() }).meta({ id: 'MonitoringConnectCode' }),
);
export type ConnectCode = z.infer<typeof connectCodeSchema>;

/** What keeps working in a channel once the admin removes the bot's rights after validation, and what stops. */
export const CHANNEL_REDUCED_RIGHTS: { keeps: TranslationKey[]; stops: TranslationKey[] } = {
  keeps: ['monitoring:keepsJoinLeave', 'monitoring:keepsCounts'],
  stops: ['monitoring:stopsJoinRequests', 'monitoring:stopsPosting', 'monitoring:stopsInviteLinks'],
};

/** A member's contributions over a period (top contributors). */
export const contributorSchema = lazySchema(() =>
  z.object({
    user_id: z.string(),
    user_name: z.string(),
    messages: z.number().int(),
    replies: z.number().int(),
    reactions: z.number().int(),
    media: z.number().int(),
    total: z.number().int(),
  }),
);
export type Contributor = z.infer<typeof contributorSchema>;

export const chatDaySchema = lazySchema(() =>
  z.object({
    day: z.iso.date(),
    joins: z.number().int(),
    leaves: z.number().int(),
    messages: z.number().int(),
    replies: z.number().int(),
    reactions: z.number().int(),
    media: z.number().int(),
    active_members: z.number().int(),
  }),
);
export type ChatDay = z.infer<typeof chatDaySchema>;

/**
 * What the bots know of a chat's membership: the members they have seen (joins, messages, reactions, captcha)
 * out of Telegram's count. The Bot API cannot list a group's members, so the rest are unknown to us.
 */
export const coverageSchema = lazySchema(() =>
  z.object({
    seen: z.number().int(),
    seen_in_chat: z.number().int(),
    /** getChatMemberCount; null when Telegram could not be asked. */
    member_count: z.number().int().nullable(),
    member_count_at: z.iso.datetime().nullable(),
  }),
);
export type Coverage = z.infer<typeof coverageSchema>;

/**
 * The real-humans estimate: of the members seen who are still in the chat, those with a sign of being human
 * (passed the captcha, or spoke or reacted). Members who failed the captcha were kept out and are counted apart.
 */
export const realHumansSchema = lazySchema(() =>
  z.object({
    counted: z.number().int(),
    humans: z.number().int(),
    ratio: z.number().nullable(),
    target: z.number(),
    passed_captcha: z.number().int(),
    spoke_or_reacted: z.number().int(),
    kept_out: z.number().int(),
  }),
);
export type RealHumans = z.infer<typeof realHumansSchema>;

export const referrerSchema = lazySchema(() =>
  z.object({
    user_id: z.string(),
    user_name: z.string(),
    confirmed: z.number().int(),
    pending: z.number().int(),
  }),
);
export type Referrer = z.infer<typeof referrerSchema>;

export const gamePlayerSchema = lazySchema(() =>
  z.object({
    user_id: z.string(),
    user_name: z.string(),
    points: z.number().int(),
  }),
);
export type GamePlayer = z.infer<typeof gamePlayerSchema>;

export const removalSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      status: z.enum(['running', 'undone', 'closed']),
      inactive_days: z.number().int(),
      total: z.number().int(),
      removed: z.number().int(),
      pending: z.number().int(),
      failed: z.number().int(),
      undo_until: z.iso.datetime(),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'MonitoringRemoval' }),
);
export type Removal = z.infer<typeof removalSchema>;

export const chatInsightsSchema = lazySchema(() =>
  z
    .object({
      days: z.array(chatDaySchema),
      top_7: z.array(contributorSchema),
      top_30: z.array(contributorSchema),
      coverage: coverageSchema,
      inactive: z.number().int(),
      real_humans: realHumansSchema,
      referrers: z.array(referrerSchema),
      game: z.array(gamePlayerSchema),
      /** The chat's owner holds a Premium project, so the mini-game may be turned on. */
      minigame_allowed: z.boolean(),
      removal: removalSchema.nullable(),
    })
    .meta({ id: 'MonitoringChatInsights' }),
);
export type ChatInsights = z.infer<typeof chatInsightsSchema>;

export const INSIGHT_DAYS_MAX = 90;
export const insightsQuerySchema = lazySchema(() =>
  z.object({
    days: z.coerce.number().int().min(7).max(INSIGHT_DAYS_MAX).default(30),
  }),
);
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

export const seenMemberSchema = lazySchema(() =>
  z.object({
    user_id: z.string(),
    user_name: z.string(),
    status: z.enum(['member', 'left', 'removed']),
    joined_at: z.iso.datetime().nullable(),
    last_active_at: z.iso.datetime(),
    captcha_passed: z.boolean(),
    messages: z.number().int(),
    reactions: z.number().int(),
    referrals: z.number().int(),
  }),
);
export type SeenMember = z.infer<typeof seenMemberSchema>;

export const seenMemberListSchema = lazySchema(() =>
  z
    .object({ items: z.array(seenMemberSchema), total: z.number().int() })
    .meta({ id: 'MonitoringSeenMembers' }),
);
export type SeenMemberList = z.infer<typeof seenMemberListSchema>;

export const seenMembersQuerySchema = lazySchema(() =>
  z.object({
    /** Only current members with no activity for this many days. */
    inactive_days: z.coerce.number().int().min(INACTIVE_DAYS_MIN).max(INACTIVE_DAYS_MAX).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  }),
);
export type SeenMembersQuery = z.input<typeof seenMembersQuerySchema>;

/** The admin confirms how many members they saw listed; a different count (the list moved) is refused with 409. */
export const removalRequestSchema = lazySchema(() =>
  z.object({
    inactive_days: z.number().int().min(INACTIVE_DAYS_MIN).max(INACTIVE_DAYS_MAX),
    expected: z.number().int().min(1),
  }),
);
export type RemovalRequest = z.infer<typeof removalRequestSchema>;

export const inviteLinkSchema = lazySchema(() =>
  z
    .object({
      chat_id: z.string(),
      name: z.string(),
      invite_link: z.string(),
      /** The member's portal sign-up link with their referral code: sign-ups through it are credited too. */
      portal_referral_url: z.string(),
    })
    .meta({ id: 'MonitoringInviteLink' }),
);
export type InviteLink = z.infer<typeof inviteLinkSchema>;
