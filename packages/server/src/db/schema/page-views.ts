import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Page views counted per UTC day, path, language and referring site: counters only, no visitor, address or
 * cookie, so nothing here is personal data. `referrer_host` is '' for views from inside the portal or with no
 * referrer.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    language: text('language').notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.language, t.referrerHost] })],
);
