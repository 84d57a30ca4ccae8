import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  emailWanted,
  type NotificationKind,
  notificationMessage,
  notificationPath,
} from '@w2e/core/contracts/notifications';
import { isLanguage } from '@w2e/core/i18n/languages';
import { ROUTES } from '@w2e/core/routes';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { translator } from '../../lib/i18n';
import { type InsertedNotification, notificationsRepository } from './repository';

/**
 * The email channel (docs/notifications.md). The outbox's consumer sends one `notification-email` job per
 * notification whose player chose email for its kind and has a verified address, in the transaction that writes
 * the notification; the job mails it in the player's language with a one-click unsubscribe link. Prizes an
 * event awards are not mailed here: the end-of-event job sends each winner one mail listing all of them
 * (jobs/rewards.ts), under the same setting.
 */

/** Kinds whose mail another part sends. */
const MAILED_ELSEWHERE: ReadonlySet<NotificationKind> = new Set(['reward_awarded']);

/** The signature of an unsubscribe link: only this server can make one, for that player and kind. */
export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`${userId}:${kind}`).digest('base64url');
}

export function validUnsubscribeToken(secret: string, userId: string, kind: NotificationKind, token: string) {
  const expected = Buffer.from(unsubscribeToken(secret, userId, kind));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The jobs for the notifications just written: one per notification that goes by email too. */
export async function queueEmails(
  deps: Pick<Deps, 'jobs'>,
  tx: Db,
  rows: InsertedNotification[],
): Promise<void> {
  if (!deps.jobs) return;
  const candidates = rows.filter((row) => !MAILED_ELSEWHERE.has(row.kind));
  if (candidates.length === 0) return;
  const mailable = await notificationsRepository(tx).emailRecipients(candidates);
  await deps.jobs.insert(
    tx,
    'notification-email',
    mailable.map((id) => ({ data: { notification_id: id } })),
  );
}

/**
 * One job: mails the notification if it still should go (the player may have turned the kind off, or lost the
 * address, since it was queued). Sending twice is possible only if the process dies between the SMTP answer and
 * the job's completion; the Message-ID is the notification's, so the mailbox can tell.
 */
export async function deliverNotificationEmail(deps: Deps, notificationId: string): Promise<void> {
  const repo = notificationsRepository(deps.db);
  const found = await repo.forEmail(notificationId);
  if (!found?.email) return;
  if (!emailWanted(found.notification.kind, found.choice)) return;
  const t = translator(isLanguage(found.language) ? found.language : 'en');
  const { key, params } = notificationMessage(found.notification);
  const line = t(key, params);
  const base = deps.config.publicUrl;
  const query = new URLSearchParams({
    user: found.notification.userId,
    kind: found.notification.kind,
    token: unsubscribeToken(deps.unsubscribeSecret, found.notification.userId, found.notification.kind),
  });
  const unsubscribePage = `${base}${ROUTES.notificationsUnsubscribe}?${query}`;
  const oneClick = `${base}/api/notifications/unsubscribe?${query}`;
  await deps.mailer.send({
    to: found.email,
    subject: line,
    text: [
      line,
      `${base}${notificationPath(found.notification.target)}`,
      t('notifications:mailFooter', { settings: `${base}${ROUTES.notifications}` }),
      t('notifications:mailUnsubscribe', { link: unsubscribePage }),
    ].join('\n\n'),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: `<notification-${notificationId}@${new URL(base).hostname}>`,
  });
}
