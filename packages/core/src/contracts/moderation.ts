import { z } from 'zod';
import { lazySchema } from '../validation/lazy-schema';

/**
 * Moderation: what Guard does about what members post after the captcha (newcomer hold, flood control, stop
 * words, spam waves) and the log of every action it took, undoable from the dashboard. The pure rules are in
 * `../moderation/rules.ts`, so the portal previews exactly what the bot decides.
 */

export const MODERATION_ACTIONS = ['held', 'deleted', 'muted', 'banned', 'unbanned', 'warned'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_RULES = [
  'newcomer_hold',
  'flood',
  'stop_word',
  'spam_wave',
  'known_spammer',
  'raid',
  'warn',
  'admin',
] as const;
export type ModerationRule = (typeof MODERATION_RULES)[number];

/** What a newcomer's message is held for. */
export const HOLD_KINDS = ['link', 'forward', 'media', 'mention'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

export const NEWCOMER_HOLD_HOURS_MAX = 168;
export const STOP_WORDS_MAX = 100;
export const STOP_WORD_LENGTH_MAX = 60;
/** A spam wave: the same (or nearly the same) text from new members in this many monitored chats … */
export const SPAM_WAVE_CHATS = 3;
/** … within this many minutes. */
export const SPAM_WAVE_MINUTES = 10;

export const KNOWN_SPAMMER_ACTIONS = ['off', 'restrict', 'ban'] as const;

export const moderationSettingsSchema = lazySchema(() =>
  z
    .object({
      /** Hours after joining during which a newcomer's links, forwards, media and chat mentions are held; 0: off. */
      newcomer_hold_hours: z.number().int().min(0).max(NEWCOMER_HOLD_HOURS_MAX),
      /** Which of them are held. */
      hold: z.array(z.enum(HOLD_KINDS)),
      /** More than this many messages within `flood_seconds` mutes the member; 0: off. */
      flood_messages: z.number().int().min(0).max(50),
      flood_seconds: z.number().int().min(2).max(120),
      flood_mute_minutes: z.number().int().min(1).max(10_080),
      /** Whole words or simple wildcards (`*` any letters, `?` one), folded for case and accents. */
      stop_words: z.array(z.string().trim().min(1).max(STOP_WORD_LENGTH_MAX)).max(STOP_WORDS_MAX),
      /** New members' same text in several monitored chats within minutes is removed everywhere. */
      spam_wave: z.boolean(),
      /** A newcomer on the shared spammer list: banned, restricted for good, or let be. */
      known_spammers: z.enum(KNOWN_SPAMMER_ACTIONS),
      /** This many joins within a minute locks the chat down (every newcomer answers the captcha); 0: off. */
      raid_joins_per_minute: z.number().int().min(0).max(10_000),
      /** The lockdown lifts once no one joined for this long. */
      raid_quiet_minutes: z.number().int().min(1).max(1440),
      /** `/warn`: this many warnings (not undone) mute the member for `warn_mute_minutes`; 0: never. */
      warn_mute_at: z.number().int().min(0).max(20),
      warn_mute_minutes: z.number().int().min(1).max(10_080),
      /** … and this many ban them; 0: never. */
      warn_ban_at: z.number().int().min(0).max(20),
      /** This chat shares bans with the owner's other chats that share them (a ban in one applies in all). */
      shared_bans: z.boolean(),
    })
    .meta({ id: 'ModerationSettings' }),
);
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;

/** Strict enough for a new group, mild enough that an honest member rarely meets them. */
export const DEFAULT_MODERATION_SETTINGS: ModerationSettings = {
  newcomer_hold_hours: 24,
  hold: ['link', 'forward', 'media', 'mention'],
  flood_messages: 6,
  flood_seconds: 10,
  flood_mute_minutes: 30,
  stop_words: [],
  spam_wave: true,
  known_spammers: 'ban',
  raid_joins_per_minute: 10,
  raid_quiet_minutes: 10,
  warn_mute_at: 2,
  warn_mute_minutes: 60,
  warn_ban_at: 3,
  shared_bans: false,
};

export const moderationSettingsPatchSchema = lazySchema(() =>
  moderationSettingsSchema.partial().meta({ id: 'ModerationSettingsPatch' }),
);
export type ModerationSettingsPatch = z.infer<typeof moderationSettingsPatchSchema>;

export const moderationLogEntrySchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      user_id: z.string(),
      user_name: z.string(),
      action: z.enum(MODERATION_ACTIONS),
      rule: z.enum(MODERATION_RULES),
      /** What matched, never the message: the kind held, the stop word, the count. */
      detail: z.string().nullable(),
      /** A mute's or a hold's end. */
      until: z.iso.datetime().nullable(),
      undoable: z.boolean(),
      undone_at: z.iso.datetime().nullable(),
      at: z.iso.datetime(),
    })
    .meta({ id: 'ModerationLogEntry' }),
);
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogSchema = lazySchema(() =>
  z.object({ items: z.array(moderationLogEntrySchema), total: z.number().int() }),
);
export type ModerationLog = z.infer<typeof moderationLogSchema>;

export const moderationLogQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  }),
);
