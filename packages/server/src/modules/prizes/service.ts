import type { DomainEventPayload } from '@w2e/core/contracts/domain-events';
import {
  type ClaimKind,
  claimAddress,
  claimKindOf,
  type claimPrizeBodySchema,
  type DeliverPrizeBody,
  type ManagedPrize,
  type Prize,
  type prizesQuerySchema,
} from '@w2e/core/contracts/prizes';
import { PLATFORM_WHEEL } from '@w2e/core/contracts/wheel';
import { publicName } from '@w2e/core/format/display-name';
import { networkName } from '@w2e/core/tasks/networks';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { csvCell } from '../../lib/csv';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { pageResult } from '../../lib/paging';
import { isUuid } from '../../lib/sql-text';
import { recordEvent } from '../../outbox/outbox';
import { eventAccess, managedEvent } from '../events/access';
import { eventsRepository } from '../events/repository';
import { isOperator } from '../users/access';
import type { UserRow } from '../users/repository';
import { wheelRepository } from '../wheel/repository';
import { checkPayment, normalTxHash } from './chain';
import { type DetailedPrize, type PrizeRow, prizesRepository } from './repository';

/**
 * Prizes reaching their winners (docs/prizes.md). Each step is a conditional update on the status it expects,
 * in a transaction that also writes its domain event, so a race applies it once and its event exists exactly
 * when it committed. A prize that is not the caller's is "not found"; its managers (the event's, or operators
 * for the platform wheel) see and deliver it.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toPrize({ prize, eventSlug, eventTitle, wheelName }: DetailedPrize): Prize {
  return {
    id: prize.id,
    source: prize.source,
    event:
      prize.eventId && eventSlug !== null && eventTitle !== null
        ? { id: prize.eventId, slug: eventSlug, title: eventTitle }
        : null,
    wheel: prize.wheelId && wheelName !== null ? { id: prize.wheelId, name: wheelName } : null,
    position: prize.position,
    label: prize.label,
    payout: prize.payout,
    status: prize.status,
    claim_kind: claimKindOf(prize.payout),
    claim: prize.claimedAt
      ? {
          address: prize.claimAddress,
          contact: prize.claimContact,
          claimed_at: prize.claimedAt.toISOString(),
        }
      : null,
    delivery: prize.deliveredAt
      ? {
          network: prize.deliveryNetwork,
          tx_hash: prize.deliveryTxHash,
          note: prize.deliveryNote,
          delivered_at: prize.deliveredAt.toISOString(),
        }
      : null,
    confirmed_at: iso(prize.confirmedAt),
    dispute:
      prize.disputeReason && prize.disputedAt
        ? { reason: prize.disputeReason, disputed_at: prize.disputedAt.toISOString() }
        : null,
    won_at: prize.createdAt.toISOString(),
  };
}

const winnerName = (row: DetailedPrize) =>
  publicName({ name: row.winnerName, username: row.winnerUsername, wallet: row.winnerWallet }, '—');

function toManaged(row: DetailedPrize): ManagedPrize {
  return {
    ...toPrize(row),
    winner: { id: row.prize.userId, username: row.winnerUsername, name: winnerName(row) },
  };
}

/** The ids and labels every prize event carries. */
function prizeRef(row: DetailedPrize): DomainEventPayload<'prize.confirmed'> {
  const { prize } = row;
  return {
    prize_id: prize.id,
    user_id: prize.userId,
    winner_name: winnerName(row),
    source: prize.source,
    event_id: prize.eventId,
    event_slug: row.eventSlug,
    event_title: row.eventTitle,
    wheel_id: prize.wheelId,
    wheel_name: row.wheelName,
    label: prize.label,
  };
}

/** The caller's own prize: anyone else's is "not found", never told apart from one that does not exist. */
async function ownPrize(deps: Deps, user: UserRow, id: string): Promise<DetailedPrize> {
  const row = isUuid(id) ? await prizesRepository(deps.db).find(id) : undefined;
  if (!row || row.prize.userId !== user.id) throw notFound('prizes:notFound');
  return row;
}

/** Who manages a prize: the managers of its event (its wheel's included), operators for the platform wheel. */
async function mayManage(deps: Deps, prize: PrizeRow, user: UserRow): Promise<boolean> {
  if (!prize.eventId) return isOperator(user);
  const event = await eventsRepository(deps.db).find(prize.eventId);
  return event ? (await eventAccess(deps, event, user)).canManage : false;
}

/** After a transition: the prize as its answer shows it, read in the same transaction. */
async function reread(db: Deps['db'], id: string): Promise<DetailedPrize> {
  const row = await prizesRepository(db).find(id);
  if (!row) throw notFound('prizes:notFound');
  return row;
}

/** Why a conditional update found nothing: the prize moved on (409), or it is gone (404). */
async function refusal(deps: Deps, id: string, key: 'prizes:claimNotOpen' | 'prizes:notDelivered') {
  const now = await prizesRepository(deps.db).find(id);
  return now ? conflict(key) : notFound('prizes:notFound');
}

/** GET /api/users/prizes. */
export async function myPrizes(deps: Deps, user: UserRow, query: z.output<typeof prizesQuerySchema>) {
  const page = await prizesRepository(deps.db).ofUser(user.id, query.status, query.limit, query.offset);
  return pageResult(page, query, toPrize);
}

function claimOf(kind: ClaimKind, body: z.output<typeof claimPrizeBodySchema>, network: string | null) {
  if (kind === 'contact') {
    if (!('contact' in body)) throw badRequest('prizes:contactRequired');
    return { address: null, contact: body.contact };
  }
  if (!('address' in body))
    throw badRequest('prizes:addressRequired', { network: networkName(network ?? '') });
  const address = claimAddress(kind, body.address);
  if (!address)
    throw kind === 'ton_address'
      ? badRequest('prizes:addressTonInvalid')
      : badRequest('prizes:addressEvmInvalid', { network: networkName(network ?? '') });
  return { address, contact: null };
}

/** POST /api/prizes/{id}/claim. */
export async function claimPrize(
  deps: Deps,
  user: UserRow,
  id: string,
  body: z.output<typeof claimPrizeBodySchema>,
): Promise<Prize> {
  const found = await ownPrize(deps, user, id);
  if (found.prize.status !== 'won') throw conflict('prizes:claimNotOpen');
  const kind = claimKindOf(found.prize.payout);
  const claim = claimOf(kind, body, found.prize.payout.kind === 'token' ? found.prize.payout.network : null);
  const row = await deps.db.transaction(async (tx) => {
    const claimed = await prizesRepository(tx).claim(id, user.id, claim);
    if (!claimed) return null;
    const detailed = await reread(tx, id);
    await recordEvent(tx, { type: 'prize.claimed', payload: { ...prizeRef(detailed), claim_kind: kind } });
    return detailed;
  });
  if (!row) throw await refusal(deps, id, 'prizes:claimNotOpen');
  return toPrize(row);
}

/** POST /api/prizes/{id}/delivery. */
export async function deliverPrize(
  deps: Deps,
  user: UserRow,
  id: string,
  body: DeliverPrizeBody,
): Promise<ManagedPrize> {
  const found = isUuid(id) ? await prizesRepository(deps.db).find(id) : undefined;
  if (!found) throw notFound('prizes:notFound');
  const { prize } = found;
  if (!(await mayManage(deps, prize, user))) {
    // The winner learns the prize is not theirs to deliver; anyone else, nothing about it.
    if (prize.userId === user.id) throw forbidden('prizes:managersOnly');
    throw notFound('prizes:notFound');
  }
  const open = () => conflict('prizes:deliveryNotOpen');
  if (prize.status !== 'claimed' && prize.status !== 'disputed') throw open();

  let delivery: { network: string | null; txHash: string | null; note: string | null };
  const note = body.note?.trim() || null;
  if (prize.payout.kind === 'token') {
    const network = prize.payout.network;
    if (!body.tx_hash) throw badRequest('prizes:txHashRequired');
    const txHash = normalTxHash(network, body.tx_hash);
    if (!txHash) throw badRequest('prizes:txHashInvalid', { network: networkName(network) });
    if (await prizesRepository(deps.db).txUsed(network, txHash, prize.id))
      throw conflict('prizes:txHashUsed');
    // Read outside any transaction: a slow node never holds a lock.
    await checkPayment(deps, prize.payout, prize.claimAddress ?? '', txHash);
    delivery = { network, txHash, note };
  } else {
    if (body.tx_hash) throw badRequest('prizes:itemNoTxHash');
    delivery = { network: null, txHash: null, note };
  }

  let row: DetailedPrize | null;
  try {
    row = await deps.db.transaction(async (tx) => {
      const delivered = await prizesRepository(tx).deliver(id, { ...delivery, by: user.id });
      if (!delivered) return null;
      const detailed = await reread(tx, id);
      await recordEvent(tx, {
        type: 'prize.delivered',
        payload: {
          ...prizeRef(detailed),
          delivered_by: user.id,
          network: delivery.network,
          tx_hash: delivery.txHash,
          note: delivery.note,
        },
      });
      return detailed;
    });
  } catch (error) {
    // Another delivery took this transaction between the check above and this write.
    if (isUniqueViolation(error, 'prizes_delivery_tx_key')) throw conflict('prizes:txHashUsed');
    throw error;
  }
  if (!row) throw open();
  return toManaged(row);
}

/** POST /api/prizes/{id}/confirm. */
export async function confirmPrize(deps: Deps, user: UserRow, id: string): Promise<Prize> {
  const found = await ownPrize(deps, user, id);
  if (found.prize.status !== 'delivered') throw conflict('prizes:notDelivered');
  const row = await deps.db.transaction(async (tx) => {
    if (!(await prizesRepository(tx).confirm(id, user.id))) return null;
    const detailed = await reread(tx, id);
    await recordEvent(tx, { type: 'prize.confirmed', payload: prizeRef(detailed) });
    return detailed;
  });
  if (!row) throw await refusal(deps, id, 'prizes:notDelivered');
  return toPrize(row);
}

/** POST /api/prizes/{id}/dispute. */
export async function disputePrize(deps: Deps, user: UserRow, id: string, reason: string): Promise<Prize> {
  const found = await ownPrize(deps, user, id);
  if (found.prize.status !== 'delivered') throw conflict('prizes:notDelivered');
  const row = await deps.db.transaction(async (tx) => {
    if (!(await prizesRepository(tx).dispute(id, user.id, reason))) return null;
    const detailed = await reread(tx, id);
    await recordEvent(tx, { type: 'prize.disputed', payload: { ...prizeRef(detailed), reason } });
    return detailed;
  });
  if (!row) throw await refusal(deps, id, 'prizes:notDelivered');
  return toPrize(row);
}

/** The platform wheel (or a wheel by id) whose prizes the caller manages: operators; an event's managers. */
async function managedWheel(deps: Deps, id: string, user: UserRow) {
  const repo = wheelRepository(deps.db);
  const wheel = id === PLATFORM_WHEEL ? await repo.platform() : isUuid(id) ? await repo.find(id) : undefined;
  if (!wheel) throw notFound('wheel:notFound');
  if (wheel.eventId) await managedEvent(deps, wheel.eventId, user);
  else if (!isOperator(user)) throw forbidden('prizes:managersOnly');
  return wheel;
}

/** GET /api/events/{id}/prizes: the event's prizes, its wheel's included. */
export async function eventPrizes(
  deps: Deps,
  user: UserRow,
  eventId: string,
  query: z.output<typeof prizesQuerySchema>,
) {
  const event = await managedEvent(deps, eventId, user);
  const page = await prizesRepository(deps.db).ofEvent(event.id, query.status, query.limit, query.offset);
  return pageResult(page, query, toManaged);
}

/** GET /api/wheels/{id}/prizes. */
export async function wheelPrizes(
  deps: Deps,
  user: UserRow,
  wheelId: string,
  query: z.output<typeof prizesQuerySchema>,
) {
  const wheel = await managedWheel(deps, wheelId, user);
  const page = await prizesRepository(deps.db).ofWheel(wheel.id, query.status, query.limit, query.offset);
  return pageResult(page, query, toManaged);
}

/** The payout CSV's columns (docs/prizes.md). */
const CSV_COLUMNS = ['prize_id', 'winner', 'network', 'token', 'amount', 'address'];

function csv(rows: DetailedPrize[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const { prize } = row;
    if (prize.payout.kind !== 'token') continue;
    lines.push(
      [
        prize.id,
        winnerName(row),
        prize.payout.network,
        prize.payout.token,
        prize.payout.amount,
        prize.claimAddress,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** GET /api/events/{id}/prizes.csv: the claimed token prizes' addresses, for a batch payout. */
export async function eventPrizesCsv(deps: Deps, user: UserRow, eventId: string) {
  const event = await managedEvent(deps, eventId, user);
  return {
    name: `${event.slug}-prizes.csv`,
    text: csv(await prizesRepository(deps.db).claimedTokenPrizes({ eventId: event.id })),
  };
}

/** GET /api/wheels/{id}/prizes.csv. */
export async function wheelPrizesCsv(deps: Deps, user: UserRow, wheelId: string) {
  const wheel = await managedWheel(deps, wheelId, user);
  return {
    name: `${wheel.eventId ? 'wheel' : 'platform-wheel'}-prizes.csv`,
    text: csv(await prizesRepository(deps.db).claimedTokenPrizes({ wheelId: wheel.id })),
  };
}
