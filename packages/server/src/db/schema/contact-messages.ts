import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Messages sent through the portal's /contact form. Stored first, then mailed to the operators: the table,
 * not the mail, is the record, so a message survives an SMTP outage and operators read it at /admin/messages.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: ['general', 'sales', 'partnership', 'support', 'feedback'] }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, when there was one; the form works signed out too. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept to trace abuse past the rate limit; never shown in the inbox. */
    ip: text('ip'),
    language: text('language').notNull().default('en'),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: uuid('read_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_read_idx').on(t.readAt),
  ],
);
