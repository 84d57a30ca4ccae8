import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pageViews } from '../../db/schema/page-views';

export interface PageViewKey {
  path: string;
  language: string;
  referrerHost: string;
}

const today = sql`(now() at time zone 'utc')::date`;

export function analyticsRepository(db: Db) {
  return {
    /** One more view of today's counter; a single upsert, so concurrent views never lose or double a count. */
    async countView(key: PageViewKey): Promise<void> {
      await db
        .insert(pageViews)
        .values({ day: today, ...key, views: 1 })
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path, pageViews.language, pageViews.referrerHost],
          set: { views: sql`${pageViews.views} + 1` },
        });
    },

    /** Views per path and day over the last `days` UTC days (today included), busiest first. */
    async viewsByPathAndDay(days: number, path?: string) {
      const since = sql`${today} - ${days - 1}::int`;
      const views = sql<number>`sum(${pageViews.views})::int`;
      return db
        .select({ path: pageViews.path, day: pageViews.day, views })
        .from(pageViews)
        .where(and(gte(pageViews.day, since), path === undefined ? undefined : eq(pageViews.path, path)))
        .groupBy(pageViews.path, pageViews.day)
        .orderBy(desc(pageViews.day), desc(views), pageViews.path);
    },
  };
}
