import type { EventHost, EventHostKind } from '@w2e/core/contracts/events';
import type { PricingTier } from '@w2e/core/pricing/tiers';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { clans } from '../../db/schema/clans';
import { games } from '../../db/schema/games';
import { projects } from '../../db/schema/projects';
import type { Deps } from '../../deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/sql-text';
import { clansRepository } from '../clans/repository';
import { isOperator, keyProjectOf } from '../users/access';
import type { UserRow } from '../users/repository';
import { refreshTokenHolder } from '../users/token-holder';
import { type EventRow, eventsRepository } from './repository';

/**
 * Who may host events, and on which plan. Each kind says how to find its hosts, who manages them and their
 * pricing tier (which gates task types, core's registry). A project is managed by its owner, a game by its
 * approved owner, a clan by its owner and admins (active rows of clan_members, read at each request, so a
 * demoted admin loses the clan's events at once).
 */
export interface HostRecord extends EventHost {
  tier: PricingTier;
  managerIds: string[];
}

interface HostKindSource {
  find(db: Db, ids: string[]): Promise<HostRecord[]>;
  ofUser(db: Db, userId: string): Promise<HostRecord[]>;
}

const projectHost = {
  id: projects.id,
  name: projects.name,
  slug: projects.slug,
  tier: projects.tier,
  ownerId: projects.ownerId,
};
const gameHost = {
  id: games.id,
  name: games.name,
  slug: games.slug,
  logo: games.logoUrl,
  tier: games.tier,
  ownerId: games.ownerId,
};

function clanRecords(rows: (typeof clans.$inferSelect)[], managers: Map<string, string[]>): HostRecord[] {
  return rows.map((row) => ({
    kind: 'clan',
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: row.bannerUrl,
    tier: row.tier,
    managerIds: managers.get(row.id) ?? [],
  }));
}

const SOURCES: Record<EventHostKind, HostKindSource> = {
  project: {
    async find(db, ids) {
      return (await db.select(projectHost).from(projects).where(inArray(projects.id, ids))).map(
        projectRecord,
      );
    },
    async ofUser(db, userId) {
      return (await db.select(projectHost).from(projects).where(eq(projects.ownerId, userId))).map(
        projectRecord,
      );
    },
  },
  game: {
    async find(db, ids) {
      const rows = await db.select(gameHost).from(games).where(inArray(games.id, ids));
      return rows.map(gameRecord);
    },
    async ofUser(db, userId) {
      const rows = await db
        .select(gameHost)
        .from(games)
        .where(and(eq(games.ownerId, userId), eq(games.status, 'published')));
      return rows.map(gameRecord);
    },
  },
  clan: {
    async find(db, ids) {
      const repo = clansRepository(db);
      const rows = await repo.findMany(ids);
      return clanRecords(rows, await repo.managerIds(rows.map((row) => row.id)));
    },
    async ofUser(db, userId) {
      const repo = clansRepository(db);
      const rows = await repo.managedBy(userId);
      return clanRecords(rows, await repo.managerIds(rows.map((row) => row.id)));
    },
  },
};

function projectRecord(row: {
  id: string;
  name: string;
  slug: string;
  tier: PricingTier;
  ownerId: string;
}): HostRecord {
  return {
    kind: 'project',
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: null,
    tier: row.tier,
    managerIds: [row.ownerId],
  };
}

function gameRecord(row: {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  tier: PricingTier;
  ownerId: string | null;
}): HostRecord {
  return {
    kind: 'game',
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo_url: row.logo,
    tier: row.tier,
    managerIds: row.ownerId ? [row.ownerId] : [],
  };
}

/** The hosts behind a list of events, fetched once per kind. Keyed `${kind}:${id}`. */
export async function describeHosts(
  db: Db,
  refs: readonly { kind: EventHostKind; id: string }[],
): Promise<Map<string, HostRecord>> {
  const found = new Map<string, HostRecord>();
  for (const kind of Object.keys(SOURCES) as (keyof typeof SOURCES)[]) {
    const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id))];
    if (ids.length === 0) continue;
    for (const host of await SOURCES[kind].find(db, ids)) found.set(`${kind}:${host.id}`, host);
  }
  return found;
}

export async function findHost(db: Db, kind: EventHostKind, id: string): Promise<HostRecord | undefined> {
  if (!isUuid(id)) return undefined;
  return (await describeHosts(db, [{ kind, id }])).get(`${kind}:${id}`);
}

/** The host a user wants to create an event for, if they may: its manager, or an operator. */
export async function hostForCreation(
  db: Db,
  user: UserRow,
  ref: { kind: EventHostKind; id: string },
): Promise<HostRecord> {
  const host = await findHost(db, ref.kind, ref.id);
  if (!host) throw notFound('events:hostNotFound');
  if (!canManageHost(host, user)) throw forbidden('events:hostForbidden');
  return host;
}

export function canManageHost(host: HostRecord | undefined, user: UserRow | null): boolean {
  if (!user) return false;
  // An API key manages its own project and nothing else, whatever else its project's owner manages.
  const keyProject = keyProjectOf(user);
  if (keyProject !== undefined) return host?.kind === 'project' && host.id === keyProject;
  return isOperator(user) || (host?.managerIds.includes(user.id) ?? false);
}

/** What a user may host for: their projects, the games they own and the clans they own or administer. */
export async function hostsOf(db: Db, userId: string): Promise<HostRecord[]> {
  const lists = await Promise.all(Object.values(SOURCES).map((source) => source.ofUser(db, userId)));
  return lists.flat();
}

export function publicHost(
  host: HostRecord | undefined,
  ref: { kind: EventHostKind; id: string },
): EventHost {
  return host
    ? { kind: host.kind, id: host.id, name: host.name, slug: host.slug, logo_url: host.logo_url }
    : { kind: ref.kind, id: ref.id, name: '', slug: null, logo_url: null };
}

/** The host of one event, and whether `user` manages it (its host's managers and operators). */
export async function eventAccess(deps: Deps, row: EventRow, user: UserRow | null) {
  const host = (await describeHosts(deps.db, [{ kind: row.hostKind, id: row.hostId }])).get(
    `${row.hostKind}:${row.hostId}`,
  );
  // A clan's events follow its current owner and admins only: a demoted or removed admin loses them.
  const byCreator =
    row.hostKind !== 'clan' && user !== null && keyProjectOf(user) === undefined && row.createdBy === user.id;
  return { host, canManage: canManageHost(host, user) || byCreator };
}

/** The event a manager acts on: 404 when it does not exist, 403 for anyone else. */
export async function managedEvent(deps: Deps, idOrSlug: string, user: UserRow): Promise<EventRow> {
  const row = await eventsRepository(deps.db).find(idOrSlug);
  if (!row) throw notFound('events:notFound');
  const { canManage } = await eventAccess(deps, row, user);
  if (!canManage) throw forbidden(keyProjectOf(user) ? 'partner:keyOtherProject' : 'events:manageForbidden');
  return row;
}

/** An API key reads its own project's events only, even the public ones of other hosts: 403 for the rest. */
export function checkKeyProject(row: EventRow, user: UserRow | null): void {
  const keyProject = keyProjectOf(user);
  if (keyProject === undefined) return;
  if (row.hostKind !== 'project' || row.hostId !== keyProject) throw forbidden('partner:keyOtherProject');
}

/**
 * The event a viewer may see: a draft exists only for those who manage it, and a clan's members-only event
 * for its active members (a removed member loses it at once).
 */
export async function viewableEvent(deps: Deps, idOrSlug: string, user: UserRow | null) {
  const row = await eventsRepository(deps.db).find(idOrSlug);
  if (!row) throw notFound('events:notFound');
  checkKeyProject(row, user);
  const access = await eventAccess(deps, row, user);
  if (row.status === 'draft' && !access.canManage) throw notFound('events:notFound');
  await checkMembersOnly(deps, row, user, access.canManage);
  return { row, ...access };
}

/** 403 "This event is for the clan's members only" for anyone but the clan's active members and managers. */
export async function checkMembersOnly(deps: Deps, row: EventRow, user: UserRow | null, canManage = false) {
  if (!row.membersOnly || canManage || isOperator(user)) return;
  if (!user || !(await clansRepository(deps.db).isActiveMember(row.hostId, user.id)))
    throw forbidden('clans:membersOnly');
}

/**
 * Premium content (spec section 6): a premium event, or a premium task, is done by platform token holders
 * only; its hosts and operators are never refused. The player's status is re-read at most once an hour
 * (users/token-holder.ts). 403 with the reason; 409 when the chain could not be read just now.
 */
export async function checkPremium(
  deps: Deps,
  row: EventRow,
  premiumTask: boolean,
  user: UserRow,
  canManage: boolean,
): Promise<void> {
  if ((!row.premium && !premiumTask) || canManage || isOperator(user)) return;
  const status = await refreshTokenHolder(deps, user);
  if (status === 'holder') return;
  if (status === 'off') throw forbidden('verification:premiumOff');
  if (status === 'no_wallet') throw forbidden('verification:premiumNoWallet');
  if (status === 'unavailable') throw conflict('tasks:checkUnavailable');
  throw forbidden(row.premium ? 'verification:premiumEvent' : 'verification:premiumTask');
}
