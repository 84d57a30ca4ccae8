import type {
  ContactMessage,
  ContactMessageBody,
  ContactMessageList,
} from '@w2e/core/contracts/contact-messages';
import { CONTACT_TOPIC_LABELS } from '@w2e/core/contracts/contact-messages';
import { isLanguage, type Language } from '@w2e/core/i18n/languages';
import { ROUTES } from '@w2e/core/routes';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import type { OutgoingMail } from '../../lib/mailer';
import { pageResult } from '../../lib/paging';
import { consume, type RateRule } from '../../lib/rate-limit';
import { currentUser } from '../users/access';
import type { UserRow } from '../users/repository';
import { type ContactMessageRow, contactMessagesRepository } from './repository';

/**
 * Each message mails every operator, so a script posting the form could flood their inboxes: a person
 * rarely writes more than a few times an hour.
 */
export const CONTACT_RATE_RULE: RateRule = { name: 'contact-ip', max: 5, windowMs: 60 * 60_000 };

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    subject: row.subject,
    message: row.message,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

function contactMail(deps: Deps, row: ContactMessageRow, to: string, language: Language): OutgoingMail {
  const t = translator(language);
  const topic = t(CONTACT_TOPIC_LABELS[row.topic]);
  const link = `${deps.config.publicUrl}${ROUTES.adminMessages}`;
  const text = [
    t('contact:mailIntro'),
    t('contact:mailFrom', { name: row.name, email: row.email }),
    t('contact:mailTopic', { topic }),
    row.subject,
    row.message,
    t('contact:mailReply', { email: row.email, link }),
  ].join('\n\n');
  return {
    to,
    subject: t('contact:mailSubject', { brand: t('common:brand'), topic, subject: row.subject }),
    text,
  };
}

/** Every address a contact message goes to, once each (an operator may also be CONTACT_EMAIL). */
async function recipients(deps: Deps): Promise<{ email: string; language: Language }[]> {
  const inboxes = await contactMessagesRepository(deps.db).operatorInboxes();
  if (deps.config.contactEmail) inboxes.push({ email: deps.config.contactEmail, language: 'en' });
  const seen = new Set<string>();
  const unique: { email: string; language: Language }[] = [];
  for (const inbox of inboxes) {
    const key = inbox.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push({ email: inbox.email, language: isLanguage(inbox.language) ? inbox.language : 'en' });
  }
  return unique;
}

/**
 * POST /contact-messages: counted against the sender's address, stored, then mailed. The stored row is the
 * record operators work from, so a mail that fails is logged and does not undo it or fail the visitor.
 */
export async function submitContactMessage(
  deps: Deps,
  request: FastifyRequest,
  body: ContactMessageBody,
  language: Language,
): Promise<ContactMessageRow> {
  await consume(deps.counters, CONTACT_RATE_RULE, request.ip);
  const sender = await currentUser(deps, request);
  const row = await contactMessagesRepository(deps.db).insert({
    ...body,
    userId: sender?.id ?? null,
    ip: request.ip,
    language,
  });
  const results = await Promise.allSettled(
    (await recipients(deps)).map((inbox) =>
      deps.mailer.send(contactMail(deps, row, inbox.email, inbox.language)),
    ),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.log.error({ err: result.reason, contactMessage: row.id }, 'contact mail not sent');
    }
  }
  return row;
}

export async function listContactMessages(
  deps: Deps,
  query: { limit: number; offset: number; unread?: 'true' | 'false' },
): Promise<ContactMessageList> {
  const page = await contactMessagesRepository(deps.db).list({
    limit: query.limit,
    offset: query.offset,
    unreadOnly: query.unread === 'true',
  });
  return { ...pageResult(page, query, toContactMessage), unread: page.unread };
}

export async function markContactMessage(
  deps: Deps,
  operator: UserRow,
  id: string,
  read: boolean,
): Promise<ContactMessage> {
  const row = await contactMessagesRepository(deps.db).setRead(id, read, operator.id);
  if (!row) throw notFound();
  return toContactMessage(row);
}
