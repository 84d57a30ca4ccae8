import { z } from 'zod';
import type { TranslationKey } from '../i18n/resources-en';
import { requiredText } from '../tasks/fields';
import { EMAIL_MAX, emailSchema, FULL_NAME_MAX } from '../validation/account';
import { lazySchema } from '../validation/lazy-schema';
import { message } from '../validation/message';
import { pageOf, pageQuerySchema } from './common';

/**
 * What a visitor writes about on /contact. The topic lets operators sort the inbox, and lets the pricing
 * page's "Contact sales" open the form on the right one (`/contact?topic=sales`).
 */
export const CONTACT_TOPICS = ['general', 'sales', 'partnership', 'support', 'feedback'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, TranslationKey> = {
  general: 'contact:topicGeneral',
  sales: 'contact:topicSales',
  partnership: 'contact:topicPartnership',
  support: 'contact:topicSupport',
  feedback: 'contact:topicFeedback',
};
export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPICS as readonly string[]).includes(value);
}

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /contact-messages: the /contact form, stored and mailed to the operators. */
export const contactMessageBodySchema = lazySchema(() =>
  z
    .object({
      name: requiredText(FULL_NAME_MAX),
      email: emailSchema,
      topic: z.enum(CONTACT_TOPICS, { error: message('tasks:choiceInvalid') }),
      subject: requiredText(CONTACT_SUBJECT_MAX),
      message: requiredText(CONTACT_MESSAGE_MAX).refine((text) => text.length >= CONTACT_MESSAGE_MIN, {
        error: message('validation:minLength', { minLength: CONTACT_MESSAGE_MIN }),
      }),
    })
    .meta({ id: 'ContactMessageBody' }),
);
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;
export type ContactMessageForm = z.input<typeof contactMessageBodySchema>;

export const contactMessageSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string().max(EMAIL_MAX),
      topic: z.enum(CONTACT_TOPICS),
      subject: z.string(),
      message: z.string(),
      /** Set when an operator marked it read; null while unread. */
      read_at: z.iso.datetime().nullable(),
      created_at: z.iso.datetime(),
    })
    .meta({ id: 'ContactMessage' }),
);
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_MESSAGES_DEFAULT_LIMIT = 20;
export const CONTACT_MESSAGES_MAX_LIMIT = 100;

/**
 * GET /admin/contact-messages: newest first; `unread=true` keeps only the unread ones. A plain enum, not a
 * boolean transform, so the OpenAPI document can describe it.
 */
export const contactMessagesQuerySchema = lazySchema(() =>
  pageQuerySchema(CONTACT_MESSAGES_DEFAULT_LIMIT, CONTACT_MESSAGES_MAX_LIMIT).extend({
    unread: z.enum(['true', 'false']).optional(),
  }),
);
export type ContactMessagesQuery = z.input<typeof contactMessagesQuerySchema>;

/** `total` counts the messages matching the query, for the pager. */
export const contactMessageListSchema = lazySchema(() =>
  pageOf(contactMessageSchema)
    .extend({
      /** Unread messages in the whole inbox, whatever the filter. */
      unread: z.number().int().min(0),
    })
    .meta({ id: 'ContactMessageList' }),
);
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

/** PATCH /admin/contact-messages/{id}: mark read (or back to unread). */
export const contactMessageUpdateBodySchema = lazySchema(() =>
  z
    .object({ read: z.boolean({ error: message('validation:required') }) })
    .meta({ id: 'ContactMessageUpdateBody' }),
);
export type ContactMessageUpdateBody = z.infer<typeof contactMessageUpdateBodySchema>;
