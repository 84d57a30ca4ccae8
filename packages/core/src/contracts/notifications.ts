import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { buildPath, ROUTES, wheelPlayPath } from '../routes';
import { lazySchema } from '../validation/lazy-schema';
import { type MessageParams, message } from '../validation/message';
import { pageOf, pageQuerySchema } from './common';

/**
 * What a player is told (docs/notifications.md): GET /api/notifications lists the signed-in player's, newest
 * first, a page at a time, with how many are unread; POST /api/notifications/read marks some (`ids`) or all
 * (`all: true`) read. A notification keeps its kind and the values its text needs, not the text itself, so
 * each reader sees it in their own language (`notifications:<kind>` in core's text) and a link to what it is
 * about (`target`, which each app turns into its own path).
 */
export const NOTIFICATION_KINDS = [
  'reward_awarded',
  'wheel_prize_won',
  'clan_invitation',
  'clan_request_accepted',
  'clan_request_declined',
  'submission_approved',
  'submission_rejected',
  'review_waiting',
  'prize_claimed',
  'prize_delivered',
  'prize_disputed',
  'plan_decided',
  'trust_decided',
  'appeal_answered',
  'appeal_waiting',
  'co_host_invited',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationTargetSchema = lazySchema(() =>
  z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('event'), slug: z.string() }),
      /** The host's review of an event's submissions. */
      z.object({ kind: z.literal('submissions'), slug: z.string() }),
      z.object({ kind: z.literal('clan'), slug: z.string() }),
      z.object({ kind: z.literal('wheel'), id: z.string() }),
      /** The player's own prizes (GET /api/users/prizes); `id` is the prize the notification is about. */
      z.object({ kind: z.literal('prize'), id: z.string() }),
      /** The payout list of an event's prizes (its managers'). */
      z.object({ kind: z.literal('event_prizes'), slug: z.string() }),
      /** The payout list of the platform wheel's prizes (operators'). */
      z.object({ kind: z.literal('wheel_prizes'), id: z.string() }),
      /** A project's plan and its requests (the host's Plan card on /profile?tab=event). */
      z.object({ kind: z.literal('plan'), id: z.string() }),
      /** The host's participants page of an event: its risk list, decisions and appeals. */
      z.object({ kind: z.literal('participants'), slug: z.string() }),
      /** An invitation to co-host an event (answered on /profile?tab=event); `id` is the invitation. */
      z.object({ kind: z.literal('co_host'), id: z.string() }),
    ])
    .meta({ id: 'NotificationTarget' }),
);
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

export const notificationSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      kind: z.enum(NOTIFICATION_KINDS),
      /** The values of the kind's text: names and titles as they were when it happened. */
      params: z.record(z.string(), z.union([z.string(), z.number()])),
      target: notificationTargetSchema,
      read: z.boolean(),
      created_at: z.string(),
    })
    .meta({ id: 'Notification' }),
);
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE = 20;
export const notificationsQuerySchema = lazySchema(() => pageQuerySchema(NOTIFICATIONS_PAGE));
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationPageSchema = lazySchema(() =>
  pageOf(notificationSchema)
    .extend({
      /** How many of the player's notifications are unread, on every page. */
      unread: z.number().int().nonnegative(),
    })
    .meta({ id: 'NotificationPage' }),
);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const NOTIFICATIONS_READ_MAX = 100;
export const markNotificationsReadSchema = lazySchema(() =>
  z.union(
    [
      z.object({
        ids: z
          .array(z.uuid({ error: message('notifications:unknownId') }))
          .min(1)
          .max(NOTIFICATIONS_READ_MAX),
      }),
      z.object({ all: z.literal(true) }),
    ],
    { error: message('notifications:readBodyInvalid') },
  ),
);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const unreadCountSchema = lazySchema(() =>
  z.object({ unread: z.number().int().nonnegative() }).meta({ id: 'UnreadNotifications' }),
);
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Where a notification leads in the portal. */
export function notificationPath(target: NotificationTarget): string {
  switch (target.kind) {
    case 'event':
      return buildPath(ROUTES.eventDetail, { slug: target.slug });
    case 'submissions':
      return buildPath(ROUTES.eventSubmissions, { slug: target.slug });
    case 'clan':
      return buildPath(ROUTES.clanDetail, { slug: target.slug });
    case 'wheel':
      return wheelPlayPath(target.id);
    case 'prize':
      return ROUTES.prizes;
    case 'event_prizes':
      return buildPath(ROUTES.eventPrizes, { slug: target.slug });
    case 'wheel_prizes':
      return ROUTES.adminWheelPrizes;
    case 'plan':
    case 'co_host':
      return `${ROUTES.profile}?tab=event`;
    case 'participants':
      return buildPath(ROUTES.eventParticipants, { slug: target.slug });
  }
}

/**
 * The Mini App's start parameter that opens what a notification is about (`t.me/<bot>?startapp=<param>`, read
 * by the Mini App's deep-link.ts), or null where the Mini App has no screen for it (reviewing is the portal's)
 * or the value does not fit Telegram's rule (A-Z, a-z, 0-9, `_`, `-`, at most 64).
 */
export function notificationStartParam(target: NotificationTarget): string | null {
  const param =
    target.kind === 'event'
      ? `event_${target.slug}`
      : target.kind === 'clan'
        ? `clan_${target.slug}`
        : target.kind === 'wheel'
          ? `wheel_${target.id}`
          : null;
  return param && /^[A-Za-z0-9_-]{1,64}$/.test(param) ? param : null;
}

/** The text of a notification as a key and its values: each app (and each mail) translates it for its reader. */
export function notificationMessage(notification: Pick<Notification, 'kind' | 'params'>): {
  key: TranslationKey;
  params: MessageParams;
} {
  const { kind, params } = notification;
  switch (kind) {
    case 'reward_awarded': {
      const named = params.reward ? 'rewardAwarded' : 'rewardAwardedUnnamed';
      return { key: params.position ? `notifications:${named}Rank` : `notifications:${named}`, params };
    }
    case 'submission_rejected':
      return {
        key: params.reason ? 'notifications:submissionRejectedReason' : 'notifications:submissionRejected',
        params,
      };
    case 'wheel_prize_won':
      return { key: 'notifications:wheelPrizeWon', params };
    case 'clan_invitation':
      return { key: 'notifications:clanInvitation', params };
    case 'clan_request_accepted':
      return { key: 'notifications:clanRequestAccepted', params };
    case 'clan_request_declined':
      return { key: 'notifications:clanRequestDeclined', params };
    case 'submission_approved':
      return { key: 'notifications:submissionApproved', params };
    case 'review_waiting':
      return { key: 'notifications:reviewWaiting', params };
    case 'prize_claimed':
      return { key: 'notifications:prizeClaimed', params };
    case 'prize_delivered':
      return {
        key: params.tx_hash
          ? 'notifications:prizeDeliveredTx'
          : params.note
            ? 'notifications:prizeDeliveredNote'
            : 'notifications:prizeDelivered',
        params,
      };
    case 'prize_disputed':
      return { key: 'notifications:prizeDisputed', params };
    case 'plan_decided':
      return {
        key:
          params.decision === 'approved'
            ? 'notifications:planApproved'
            : params.reason
              ? 'notifications:planDeclinedReason'
              : 'notifications:planDeclined',
        params,
      };
    case 'trust_decided':
      return {
        key: params.decision === 'exclude' ? 'notifications:trustExcluded' : 'notifications:trustIncluded',
        params,
      };
    case 'appeal_answered': {
      const accepted = params.decision === 'accepted';
      return {
        key: params.answer
          ? accepted
            ? 'notifications:appealAcceptedAnswer'
            : 'notifications:appealRejectedAnswer'
          : accepted
            ? 'notifications:appealAccepted'
            : 'notifications:appealRejected',
        params,
      };
    }
    case 'appeal_waiting':
      return { key: 'notifications:appealWaiting', params };
    case 'co_host_invited':
      return { key: 'notifications:coHostInvited', params };
  }
}

/**
 * The channels besides the portal and the Mini App's list, which always hold every notification: email, and a
 * message from the Mini App's bot in Telegram. A player chooses per kind and channel
 * (GET/PATCH /api/users/notification-settings); the defaults do not spam: prizes and invitations (and, for
 * hosts, reports waiting for review) on every channel, the rest in the list only.
 */
export const NOTIFICATION_CHANNELS = ['email', 'telegram'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const EVERYWHERE = { email: true, telegram: true } as const;
const LIST_ONLY = { email: false, telegram: false } as const;
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, Record<NotificationChannel, boolean>> = {
  reward_awarded: EVERYWHERE,
  wheel_prize_won: EVERYWHERE,
  clan_invitation: EVERYWHERE,
  clan_request_accepted: LIST_ONLY,
  clan_request_declined: LIST_ONLY,
  submission_approved: LIST_ONLY,
  submission_rejected: LIST_ONLY,
  review_waiting: EVERYWHERE,
  // Prizes reach every channel: a claim waiting, a delivery and a dispute each ask someone to act.
  prize_claimed: EVERYWHERE,
  prize_delivered: EVERYWHERE,
  prize_disputed: EVERYWHERE,
  // A plan concerns billing: the host hears of the decision everywhere.
  plan_decided: EVERYWHERE,
  // Whether one may win, and the answer to one's appeal, decide a reward and leave little time to act (an
  // appeal is taken only until the list is frozen): everywhere. Appeals wait for the host as reports do.
  trust_decided: EVERYWHERE,
  appeal_answered: EVERYWHERE,
  appeal_waiting: EVERYWHERE,
  // An invitation asks the host's managers to answer, as a clan's does.
  co_host_invited: EVERYWHERE,
};

/**
 * Whether a kind goes by a channel: the player's choice where they made one (a stored value), else the
 * default.
 */
export const channelWanted = (
  kind: NotificationKind,
  channel: NotificationChannel,
  choice: boolean | null | undefined,
): boolean => choice ?? NOTIFICATION_DEFAULTS[kind][channel];

/** Whether a kind goes by email (`channelWanted` for email). */
export const emailWanted = (kind: NotificationKind, choice: boolean | null | undefined): boolean =>
  channelWanted(kind, 'email', choice);

export const notificationSettingSchema = lazySchema(() =>
  z
    .object({ kind: z.enum(NOTIFICATION_KINDS), email: z.boolean(), telegram: z.boolean() })
    .meta({ id: 'NotificationSetting' }),
);
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = lazySchema(() =>
  z
    .object({
      /** Every kind, with the player's choice or its default, per channel. */
      settings: z.array(notificationSettingSchema),
      /** Whether mail can reach the player: a verified address. */
      email_available: z.boolean(),
      /** Whether the account is linked to Telegram. */
      telegram_linked: z.boolean(),
      /**
       * Whether the bot can write to the player: linked, and they allowed it (opened the Mini App allowing
       * messages, or allowed it there); false again once they block the bot.
       */
      telegram_available: z.boolean(),
    })
    .meta({ id: 'NotificationSettings' }),
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A kind with the channels to change; a channel left out stays as it was. */
export const notificationSettingsBodySchema = lazySchema(() =>
  z.object({
    settings: z
      .array(
        z
          .object({
            kind: z.enum(NOTIFICATION_KINDS, { error: message('notifications:kindInvalid') }),
            email: z.boolean().optional(),
            telegram: z.boolean().optional(),
          })
          .refine((setting) => setting.email !== undefined || setting.telegram !== undefined, {
            error: message('notifications:channelMissing'),
          }),
      )
      .min(1)
      .max(NOTIFICATION_KINDS.length),
  }),
);
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

/** POST /api/notifications/unsubscribe: the signed link of a mail (one click, no session). */
export const unsubscribeBodySchema = lazySchema(() =>
  z.object({
    user: z.uuid({ error: message('notifications:unsubscribeInvalid') }),
    kind: z.enum(NOTIFICATION_KINDS, { error: message('notifications:unsubscribeInvalid') }),
    token: z.string().min(1).max(200),
  }),
);
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

/** Each kind's name in the settings and on the unsubscribe page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, TranslationKey> = {
  reward_awarded: 'notifications:kindLabelRewardAwarded',
  wheel_prize_won: 'notifications:kindLabelWheelPrizeWon',
  clan_invitation: 'notifications:kindLabelClanInvitation',
  clan_request_accepted: 'notifications:kindLabelClanRequestAccepted',
  clan_request_declined: 'notifications:kindLabelClanRequestDeclined',
  submission_approved: 'notifications:kindLabelSubmissionApproved',
  submission_rejected: 'notifications:kindLabelSubmissionRejected',
  review_waiting: 'notifications:kindLabelReviewWaiting',
  prize_claimed: 'notifications:kindLabelPrizeClaimed',
  prize_delivered: 'notifications:kindLabelPrizeDelivered',
  prize_disputed: 'notifications:kindLabelPrizeDisputed',
  plan_decided: 'notifications:kindLabelPlanDecided',
  trust_decided: 'notifications:kindLabelTrustDecided',
  appeal_answered: 'notifications:kindLabelAppealAnswered',
  appeal_waiting: 'notifications:kindLabelAppealWaiting',
  co_host_invited: 'notifications:kindLabelCoHostInvited',
};
