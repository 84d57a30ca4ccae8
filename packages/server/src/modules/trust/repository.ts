import type { AssessInput, SightingKind } from '@w2e/core/trust/assess';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { resultRows } from '../../lib/sql-rows';

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

export interface ParticipantFacts {
  user_id: string;
  username: string | null;
  name: string;
  total_score: number;
  created_at: number;
  email_verified: boolean;
  telegram_id: string | null;
  social_linked: number;
  /** The linked EVM wallet (read at the event's end: modules/trust/wallets.ts). */
  wallet: string | null;
  /** Who referred the account, and when the referrer's account was made (ms). */
  referred_by: string | null;
  referrer_created_at: number | null;
}

export interface GroupRecord {
  captcha_passed: boolean;
  captcha_failed: boolean;
  removed: boolean;
}

/**
 * The signals of an event's participants as they were stored (docs/trust.md): one query per source, read
 * whole for the event (scoring needs every participant to find the groups). Timestamps come as milliseconds.
 */
export function trustRepository(db: Db) {
  return {
    async participants(eventId: string): Promise<ParticipantFacts[]> {
      const rows = resultRows<ParticipantFacts>(
        await db.execute(sql`
          select p.user_id::text as user_id, u.username, coalesce(nullif(trim(u.full_name), ''), u.username, 'Player') as name,
            p.total_score as total_score, ${ms('u.created_at')} as created_at,
            (u.email is not null) as email_verified, u.telegram_id, u.wallet_address as wallet,
            u.referred_by::text as referred_by, ${ms('r.created_at')} as referrer_created_at,
            (select count(*)::int from social_accounts s where s.user_id = p.user_id and s.provider in ('discord', 'x')) as social_linked
          from event_participants p join users u on u.id = p.user_id
          left join users r on r.id = u.referred_by
          where p.event_id = ${eventId}::uuid`),
      );
      return rows.map((r) => ({
        ...r,
        created_at: Number(r.created_at),
        total_score: Number(r.total_score),
        referrer_created_at: r.referrer_created_at === null ? null : Number(r.referrer_created_at),
      }));
    },

    /** Our groups' records of the participants who linked Telegram: captcha passed or failed, removed or banned. */
    async groups(eventId: string): Promise<Map<string, GroupRecord>> {
      const rows = resultRows<GroupRecord & { telegram_id: string }>(
        await db.execute(sql`
          select u.telegram_id,
            coalesce(bool_or(m.captcha_passed_at is not null), false) as captcha_passed,
            coalesce(bool_or(m.captcha_failed_at is not null), false) as captcha_failed,
            coalesce(bool_or(m.status = 'removed'), false)
              or exists (select 1 from monitoring_member_events e
                         where e.user_id::text = u.telegram_id and e.kind in ('kicked', 'banned')) as removed
          from event_participants p
          join users u on u.id = p.user_id and u.telegram_id is not null
          left join monitoring_members m on m.user_id::text = u.telegram_id
          where p.event_id = ${eventId}::uuid
          group by u.telegram_id`),
      );
      return new Map(rows.map((r) => [r.telegram_id, r]));
    },

    /** Each sighting's first and last time, as two points (the window checks compare them). */
    async sightings(eventId: string): Promise<AssessInput['sightings'][number][]> {
      const rows = resultRows<{
        user_id: string;
        kind: SightingKind;
        hash: string;
        first: number;
        last: number;
      }>(
        await db.execute(sql`
          select user_id::text as user_id, kind, hash, ${ms('first_seen_at')} as first, ${ms('last_seen_at')} as last
          from trust_sightings where event_id = ${eventId}::uuid`),
      );
      return rows.flatMap((r) => {
        const first = Number(r.first);
        const last = Number(r.last);
        const point = { user_id: r.user_id, kind: r.kind, hash: r.hash };
        return last === first
          ? [{ ...point, at: first }]
          : [
              { ...point, at: first },
              { ...point, at: last },
            ];
      });
    },

    /** Every task completion of the event (the first of each task per player: the order it was done in). */
    async completions(eventId: string): Promise<AssessInput['completions'][number][]> {
      const rows = resultRows<{ user_id: string; task_id: string; at: number }>(
        await db.execute(sql`
          select user_id::text as user_id, task_id, min(${ms('completed_at')}) as at
          from task_completions where event_id = ${eventId}::uuid
          group by user_id, task_id`),
      );
      return rows.map((r) => ({ ...r, at: Number(r.at) }));
    },

    /** The text players wrote: form answers (joined) and bug reports. */
    async answers(eventId: string): Promise<AssessInput['answers'][number][]> {
      const rows = resultRows<{ user_id: string; task_id: string; text: string | null }>(
        await db.execute(sql`
          select user_id::text as user_id, task_id,
            coalesce(payload->'report'->>'text',
              (select string_agg(value, ' | ') from jsonb_array_elements_text(
                case when jsonb_typeof(payload->'form_answers') = 'array' then payload->'form_answers' else '[]'::jsonb end))) as text
          from task_submissions
          where event_id = ${eventId}::uuid and status <> 'rejected'
            and (payload ? 'report' or payload ? 'form_answers')`),
      );
      return rows.filter((r): r is typeof r & { text: string } => Boolean(r.text));
    },
  };
}
