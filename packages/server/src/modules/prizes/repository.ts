import type { Payout, PrizeStatus } from '@w2e/core/contracts/prizes';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { events } from '../../db/schema/events';
import { prizes } from '../../db/schema/prizes';
import { users } from '../../db/schema/users';
import { wheels } from '../../db/schema/wheel';

export type PrizeRow = typeof prizes.$inferSelect;

/** A prize with what its answers name: the event, the wheel and the winner. */
const detailed = {
  prize: prizes,
  eventSlug: events.slug,
  eventTitle: events.title,
  wheelName: wheels.name,
  winnerUsername: users.username,
  winnerName: users.fullName,
  winnerWallet: users.walletAddress,
};
export interface DetailedPrize {
  prize: PrizeRow;
  eventSlug: string | null;
  eventTitle: string | null;
  wheelName: string | null;
  winnerUsername: string | null;
  winnerName: string | null;
  winnerWallet: string | null;
}

/** The key of a settled prize's payout in `insertForAwards`: a tier by its order, a task by its id. */
export const tierPayoutKey = (order: number) => `leaderboard:${order}`;
export const taskPayoutKey = (taskId: string) => `task:${taskId}`;

const ITEM: Payout = { kind: 'item' };

export function prizesRepository(db: Db) {
  const select = () =>
    db
      .select(detailed)
      .from(prizes)
      .innerJoin(users, eq(users.id, prizes.userId))
      .leftJoin(events, eq(events.id, prizes.eventId))
      .leftJoin(wheels, eq(wheels.id, prizes.wheelId));

  async function page(where: SQL, limit: number, offset: number) {
    const [items, [total]] = await Promise.all([
      select().where(where).orderBy(desc(prizes.createdAt), desc(prizes.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(prizes).where(where),
    ]);
    return { items: items as DetailedPrize[], total: total?.n ?? 0 };
  }

  const withStatus = (where: SQL, status: PrizeStatus | undefined) =>
    status ? (and(where, eq(prizes.status, status)) as SQL) : where;

  return {
    /**
     * One prize per award of the event that names a prize (the end-of-event job, in its transaction), its payout
     * looked up in `payouts` by tier or task (tierPayoutKey, taskPayoutKey), an item where none is set. One
     * statement whatever the number of winners; the award key refuses a second set.
     */
    async insertForAwards(eventId: string, payouts: Record<string, Payout>): Promise<void> {
      await db.execute(sql`
        insert into prizes (user_id, source, event_id, award_id, position, label, payout)
        select a.user_id, a.kind, a.event_id, a.id, a.position, a.reward,
          coalesce(
            ${JSON.stringify(payouts)}::jsonb -> (case when a.kind = 'leaderboard'
              then 'leaderboard:' || a.slot_order::text else 'task:' || a.task_id end),
            ${JSON.stringify(ITEM)}::jsonb)
        from event_awards a
        where a.event_id = ${eventId} and a.reward is not null and btrim(a.reward) <> ''
        on conflict do nothing`);
    },

    /** A wheel's `manual` prize, in the spin's transaction. */
    async insertForSpin(values: {
      userId: string;
      eventId: string | null;
      wheelId: string;
      spinId: string;
      label: string;
      payout: Payout | null;
    }): Promise<string> {
      const [row] = await db
        .insert(prizes)
        .values({ ...values, source: 'wheel', payout: values.payout ?? ITEM })
        .returning({ id: prizes.id });
      return row!.id;
    },

    async find(id: string): Promise<DetailedPrize | undefined> {
      const [row] = await select().where(eq(prizes.id, id));
      return row;
    },

    /** Whether another prize was paid by this transaction. */
    async txUsed(network: string, txHash: string, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: prizes.id })
        .from(prizes)
        .where(
          and(
            eq(prizes.deliveryNetwork, network),
            eq(prizes.deliveryTxHash, txHash),
            sql`${prizes.id} <> ${exceptId}`,
          ),
        );
      return row !== undefined;
    },

    /** won → claimed, by its winner only; undefined when it is not (or no longer) theirs to claim. */
    async claim(id: string, userId: string, claim: { address: string | null; contact: string | null }) {
      const [row] = await db
        .update(prizes)
        .set({
          status: 'claimed',
          claimAddress: claim.address,
          claimContact: claim.contact,
          claimedAt: sql`now()`,
        })
        .where(and(eq(prizes.id, id), eq(prizes.userId, userId), eq(prizes.status, 'won')))
        .returning();
      return row;
    },

    /** claimed or disputed → delivered; a redelivery clears the dispute it answers. */
    async deliver(
      id: string,
      delivery: { network: string | null; txHash: string | null; note: string | null; by: string },
    ) {
      const [row] = await db
        .update(prizes)
        .set({
          status: 'delivered',
          deliveryNetwork: delivery.network,
          deliveryTxHash: delivery.txHash,
          deliveryNote: delivery.note,
          deliveredAt: sql`now()`,
          deliveredBy: delivery.by,
          disputeReason: null,
          disputedAt: null,
        })
        .where(and(eq(prizes.id, id), inArray(prizes.status, ['claimed', 'disputed'])))
        .returning();
      return row;
    },

    /** delivered → confirmed, by its winner. */
    async confirm(id: string, userId: string) {
      const [row] = await db
        .update(prizes)
        .set({ status: 'confirmed', confirmedAt: sql`now()` })
        .where(and(eq(prizes.id, id), eq(prizes.userId, userId), eq(prizes.status, 'delivered')))
        .returning();
      return row;
    },

    /** delivered → disputed, by its winner, with the reason. */
    async dispute(id: string, userId: string, reason: string) {
      const [row] = await db
        .update(prizes)
        .set({ status: 'disputed', disputeReason: reason, disputedAt: sql`now()` })
        .where(and(eq(prizes.id, id), eq(prizes.userId, userId), eq(prizes.status, 'delivered')))
        .returning();
      return row;
    },

    ofUser: (userId: string, status: PrizeStatus | undefined, limit: number, offset: number) =>
      page(withStatus(eq(prizes.userId, userId), status), limit, offset),

    ofEvent: (eventId: string, status: PrizeStatus | undefined, limit: number, offset: number) =>
      page(withStatus(eq(prizes.eventId, eventId), status), limit, offset),

    ofWheel: (wheelId: string, status: PrizeStatus | undefined, limit: number, offset: number) =>
      page(withStatus(eq(prizes.wheelId, wheelId), status), limit, offset),

    /** The batch payout's rows: claimed token prizes (an address to pay), oldest claim first. */
    async claimedTokenPrizes(scope: { eventId: string } | { wheelId: string }): Promise<DetailedPrize[]> {
      const rows = await select()
        .where(
          and(
            'eventId' in scope ? eq(prizes.eventId, scope.eventId) : eq(prizes.wheelId, scope.wheelId),
            eq(prizes.status, 'claimed'),
            sql`${prizes.payout} ->> 'kind' = 'token'`,
          ),
        )
        .orderBy(prizes.claimedAt, prizes.id);
      return rows as DetailedPrize[];
    },
  };
}
