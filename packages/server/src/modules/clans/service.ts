import { randomBytes } from 'node:crypto';
import {
  CLAN_RESERVED_SLUGS,
  type Clan,
  type ClanBulkBody,
  type ClanBulkResult,
  type ClanDetail,
  type ClanEventList,
  type ClanJoinResult,
  type ClanMemberPage,
  type ClanPage,
  type ClanResult,
  type ClanRole,
  type ClansQuery,
  type CreateClanBody,
  type MyClan,
  type MyClans,
  type UpdateClanBody,
} from '@w2e/core/contracts/clans';
import type { Ack } from '@w2e/core/contracts/common';
import type { Language } from '@w2e/core/i18n/languages';
import { slugify } from '@w2e/core/validation/slug';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { pageResult } from '../../lib/paging';
import { recordEvent } from '../../outbox/outbox';
import { describeHosts } from '../events/access';
import { toSummary } from '../events/summary';
import { isOperator } from '../users/access';
import { type UserRow, usersRepository } from '../users/repository';
import { type ClanMemberRow, type ClanRow, type ClanWithOwner, clansRepository } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toClan({ clan, owner }: ClanWithOwner): Clan {
  return {
    id: clan.id,
    name: clan.name,
    slug: clan.slug,
    banner_url: clan.bannerUrl,
    type: clan.type,
    member_limit: clan.memberLimit,
    member_count: clan.memberCount,
    tier: clan.tier,
    owner,
    created_at: clan.createdAt.toISOString(),
  };
}

async function findClan(deps: Deps, idOrSlug: string): Promise<ClanWithOwner> {
  const found = await clansRepository(deps.db).findByIdOrSlug(idOrSlug);
  if (!found) throw notFound('clans:notFound');
  return found;
}

/** The acting player's role: an active owner or admin row, or an operator (who moderates as an admin). */
async function managerRole(deps: Deps, clan: ClanRow, user: UserRow): Promise<'owner' | 'admin'> {
  const row = await clansRepository(deps.db).member(clan.id, user.id);
  if (row?.status === 'active' && row.role !== 'member') return row.role;
  if (isOperator(user)) return 'admin';
  throw forbidden('clans:managersOnly');
}

/** POST /api/clans: the founder owns it and is its first member. */
export async function createClan(
  deps: Deps,
  user: UserRow,
  body: CreateClanBody & { type: 'public' | 'private'; member_limit: number },
  language: Language,
): Promise<ClanResult> {
  const made = slugify(body.name) || 'clan';
  const base = body.slug ?? (CLAN_RESERVED_SLUGS.includes(made) ? `${made}-clan` : made);
  // A slug made from the name gets a suffix when taken; one the player typed is theirs to change.
  for (let attempt = 0; ; attempt++) {
    const slug = attempt === 0 ? base : `${base.slice(0, 90)}-${randomBytes(2).toString('hex')}`;
    try {
      const clan = await deps.db.transaction(async (tx) => {
        const repo = clansRepository(tx);
        const row = await repo.insert({
          name: body.name.trim(),
          slug,
          bannerUrl: body.banner_url || null,
          type: body.type,
          memberLimit: body.member_limit,
          memberCount: 1,
          ownerId: user.id,
        });
        await repo.insertMember({
          clanId: row.id,
          userId: user.id,
          role: 'owner',
          status: 'active',
          joinedAt: new Date(),
        });
        return row;
      });
      return {
        ...ack(language, 'clans:created'),
        clan: toClan({ clan, owner: { id: user.id, username: user.username, name: user.fullName } }),
      };
    } catch (error) {
      if (!isUniqueViolation(error, 'clans_slug_key')) throw error;
      if (body.slug) throw fieldError('slug', 'clans:slugTaken', 409);
      if (attempt >= 4) throw conflict('clans:slugTaken');
    }
  }
}

/** PATCH /api/clans/{id} (owner and admins). The limit cannot go below the members already in. */
export async function updateClan(
  deps: Deps,
  user: UserRow,
  id: string,
  body: UpdateClanBody & { member_limit?: number },
  language: Language,
): Promise<ClanResult> {
  const { clan } = await findClan(deps, id);
  await managerRole(deps, clan, user);
  const values: Partial<ClanRow> = {};
  if (body.name !== undefined) values.name = body.name.trim();
  if (body.slug !== undefined) values.slug = body.slug;
  if (body.banner_url !== undefined) values.bannerUrl = body.banner_url || null;
  if (body.type !== undefined) values.type = body.type;
  if (body.member_limit !== undefined) values.memberLimit = body.member_limit;
  try {
    const row = await clansRepository(deps.db).update(clan.id, values);
    if (!row) {
      const now = await clansRepository(deps.db).find(clan.id);
      if (!now) throw notFound('clans:notFound');
      throw new AppError(409, 'clans:limitBelowCount', { count: now.memberCount }, undefined, 'member_limit');
    }
  } catch (error) {
    if (isUniqueViolation(error, 'clans_slug_key')) throw fieldError('slug', 'clans:slugTaken', 409);
    throw error;
  }
  return { ...ack(language, 'clans:updated'), clan: toClan(await findClan(deps, clan.id)) };
}

export async function listClans(deps: Deps, query: ClansQuery & { limit: number; offset: number }) {
  const page = await clansRepository(deps.db).list(query);
  return pageResult(page, query, toClan) satisfies ClanPage;
}

/** GET /api/clans/{slug}: the clan with the viewer's row and whether they may manage it. */
export async function getClan(deps: Deps, viewer: UserRow | null, idOrSlug: string): Promise<ClanDetail> {
  const found = await findClan(deps, idOrSlug);
  const row = viewer ? await clansRepository(deps.db).member(found.clan.id, viewer.id) : undefined;
  const manages = (row?.status === 'active' && row.role !== 'member') || isOperator(viewer);
  return {
    ...toClan(found),
    membership: row ? { role: row.role, status: row.status, kind: row.kind } : null,
    can_manage: manages,
  };
}

/** What a domain event says of a clan (core: contracts/domain-events.ts). */
const clanRef = (clan: ClanRow) => ({ clan_id: clan.id, clan_slug: clan.slug, clan_name: clan.name });

/**
 * Pending → active and one more seat, together: past the limit the whole change is rolled back. An accepted
 * request tells its player (the outbox event commits with the seat).
 */
async function admitPending(
  deps: Deps,
  clan: ClanRow,
  userId: string,
  kind: 'request' | 'invitation',
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const repo = clansRepository(tx);
    const row = await repo.activate(clan.id, userId, kind);
    if (!row) throw notFound(kind === 'request' ? 'clans:requestNotFound' : 'clans:invitationNotFound');
    if (!(await repo.addSeat(clan.id))) throw conflict('clans:full');
    if (kind === 'request')
      await recordEvent(tx, {
        type: 'clan.request_answered',
        payload: { ...clanRef(clan), user_id: userId, answer: 'accepted' },
      });
    await recordEvent(tx, {
      type: 'clan.member_joined',
      payload: { ...clanRef(clan), user_id: userId, via: kind },
    });
  });
}

/**
 * POST /api/clans/{id}/join: a public clan admits at once while it has room ("Clan is full" after); a private
 * clan records a request ("Requested"). A player holding an invitation joins by accepting it.
 */
export async function joinClan(
  deps: Deps,
  user: UserRow,
  id: string,
  language: Language,
): Promise<ClanJoinResult> {
  const { clan } = await findClan(deps, id);
  const existing = await clansRepository(deps.db).member(clan.id, user.id);
  if (existing?.status === 'active') throw conflict('clans:alreadyMember');
  if (existing?.kind === 'request') throw conflict('clans:alreadyRequested');
  if (existing?.kind === 'invitation') {
    await admitPending(deps, clan, user.id, 'invitation');
    return { ...ack(language, 'clans:joined'), status: 'active' };
  }
  if (clan.type === 'private') {
    const inserted = await clansRepository(deps.db).insertMember({
      clanId: clan.id,
      userId: user.id,
      status: 'pending',
      kind: 'request',
    });
    if (!inserted) throw conflict('clans:alreadyRequested');
    return { ...ack(language, 'clans:requested'), status: 'pending' };
  }
  await deps.db.transaction(async (tx) => {
    const repo = clansRepository(tx);
    const inserted = await repo.insertMember({
      clanId: clan.id,
      userId: user.id,
      status: 'active',
      kind: 'request',
      joinedAt: new Date(),
    });
    if (!inserted) throw conflict('clans:alreadyMember');
    if (!(await repo.addSeat(clan.id))) throw conflict('clans:full');
    await recordEvent(tx, {
      type: 'clan.member_joined',
      payload: { ...clanRef(clan), user_id: user.id, via: 'join' },
    });
  });
  return { ...ack(language, 'clans:joined'), status: 'active' };
}

/** POST /api/clans/{id}/leave: leave, or withdraw a request or an invitation. The owner hands over first. */
export async function leaveClan(deps: Deps, user: UserRow, id: string, language: Language): Promise<Ack> {
  const { clan } = await findClan(deps, id);
  const row = await deps.db.transaction(async (tx) => {
    const repo = clansRepository(tx);
    const deleted = await repo.deleteMember(clan.id, user.id);
    if (!deleted) {
      const mine = await repo.member(clan.id, user.id);
      throw mine?.role === 'owner' ? conflict('clans:ownerCannotLeave') : notFound('clans:memberNotFound');
    }
    if (deleted.status === 'active') {
      await repo.freeSeat(clan.id);
      await recordEvent(tx, {
        type: 'clan.member_left',
        payload: { ...clanRef(clan), user_id: user.id, removed_by: null },
      });
    }
    return deleted;
  });
  return ack(language, row.status === 'active' ? 'clans:left' : 'clans:withdrawn');
}

/** POST /api/clans/{id}/invitations: by username; the invitation waits for that player's answer. */
export async function invite(
  deps: Deps,
  user: UserRow,
  id: string,
  username: string,
  language: Language,
): Promise<Ack> {
  const { clan } = await findClan(deps, id);
  await managerRole(deps, clan, user);
  const player = await usersRepository(deps.db).findByUsername(username);
  if (!player) throw fieldError('username', 'clans:playerNotFound', 404);
  const repo = clansRepository(deps.db);
  const existing = await repo.member(clan.id, player.id);
  if (existing) throw fieldError('username', refusalFor(existing), 409);
  await deps.db.transaction(async (tx) => {
    const inserted = await clansRepository(tx).insertMember({
      clanId: clan.id,
      userId: player.id,
      status: 'pending',
      kind: 'invitation',
      invitedBy: user.id,
    });
    if (!inserted) throw fieldError('username', 'clans:alreadyInvited', 409);
    await recordEvent(tx, {
      type: 'clan.invitation',
      payload: { ...clanRef(clan), user_id: player.id, invited_by: user.id },
    });
  });
  return ack(language, 'clans:invited');
}

function refusalFor(row: ClanMemberRow) {
  if (row.status === 'active') return 'clans:playerIsMember' as const;
  return row.kind === 'request' ? ('clans:playerRequested' as const) : ('clans:alreadyInvited' as const);
}

/** POST /api/clans/{id}/invitation/{accept|decline}: only the invited player, about their own invitation. */
export async function answerInvitation(
  deps: Deps,
  user: UserRow,
  id: string,
  answer: 'accept' | 'decline',
  language: Language,
): Promise<Ack> {
  const { clan } = await findClan(deps, id);
  if (answer === 'accept') {
    await admitPending(deps, clan, user.id, 'invitation');
    return ack(language, 'clans:joined');
  }
  const deleted = await clansRepository(deps.db).deleteMember(clan.id, user.id, {
    status: 'pending',
    kind: 'invitation',
  });
  if (!deleted) throw notFound('clans:invitationNotFound');
  return ack(language, 'clans:invitationDeclined');
}

async function answerOneRequest(deps: Deps, clan: ClanRow, userId: string, answer: 'accept' | 'decline') {
  if (answer === 'accept') return admitPending(deps, clan, userId, 'request');
  await deps.db.transaction(async (tx) => {
    const deleted = await clansRepository(tx).deleteMember(clan.id, userId, {
      status: 'pending',
      kind: 'request',
    });
    if (!deleted) throw notFound('clans:requestNotFound');
    await recordEvent(tx, {
      type: 'clan.request_answered',
      payload: { ...clanRef(clan), user_id: userId, answer: 'declined' },
    });
  });
}

/** POST /api/clans/{id}/requests/{userId}/{accept|decline} (owner and admins, never on their own request). */
export async function answerRequest(
  deps: Deps,
  user: UserRow,
  id: string,
  userId: string,
  answer: 'accept' | 'decline',
  language: Language,
): Promise<Ack> {
  const { clan } = await findClan(deps, id);
  if (userId === user.id) throw forbidden('clans:ownRequest');
  await managerRole(deps, clan, user);
  await answerOneRequest(deps, clan, userId, answer);
  return ack(language, answer === 'accept' ? 'clans:requestAccepted' : 'clans:requestDeclined');
}

/** POST /api/clans/{id}/requests/bulk: each request on its own; past the limit the rest get "Clan is full". */
export async function answerRequests(
  deps: Deps,
  user: UserRow,
  id: string,
  body: ClanBulkBody,
  language: Language,
): Promise<ClanBulkResult> {
  const { clan } = await findClan(deps, id);
  await managerRole(deps, clan, user);
  const t = translator(language);
  const done: string[] = [];
  const refused: ClanBulkResult['refused'] = [];
  for (const userId of [...new Set(body.user_ids)]) {
    try {
      if (userId === user.id) throw forbidden('clans:ownRequest');
      await answerOneRequest(deps, clan, userId, body.action);
      done.push(userId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ user_id: userId, message: t(error.key, error.params) });
    }
  }
  return {
    ...ack(language, 'clans:bulkDone', { done: done.length, refused: refused.length }),
    done,
    refused,
  };
}

/**
 * DELETE /api/clans/{id}/members/{userId}: remove a member, cancel an invitation or drop a request. Nobody
 * removes the owner; only the owner removes an admin. The rule is part of the delete's condition.
 */
export async function removeMember(
  deps: Deps,
  user: UserRow,
  id: string,
  userId: string,
  language: Language,
): Promise<Ack> {
  const { clan } = await findClan(deps, id);
  const actor = await managerRole(deps, clan, user);
  await deps.db.transaction(async (tx) => {
    const repo = clansRepository(tx);
    const target = await repo.member(clan.id, userId);
    if (!target) throw notFound('clans:memberNotFound');
    if (target.role === 'owner') throw forbidden('clans:cannotRemoveOwner');
    if (target.role === 'admin' && actor !== 'owner' && userId !== user.id)
      throw forbidden('clans:adminsByOwner');
    const roles: ('admin' | 'member')[] =
      actor === 'owner' || userId === user.id ? ['admin', 'member'] : ['member'];
    const deleted = await repo.deleteMember(clan.id, userId, { roles });
    if (!deleted) throw notFound('clans:memberNotFound');
    if (deleted.status === 'active') {
      await repo.freeSeat(clan.id);
      await recordEvent(tx, {
        type: 'clan.member_left',
        payload: { ...clanRef(clan), user_id: userId, removed_by: userId === user.id ? null : user.id },
      });
    }
  });
  return ack(language, 'clans:removed');
}

/** PATCH /api/clans/{id}/members/{userId}: admins promote members; only the owner demotes an admin. */
export async function setRole(
  deps: Deps,
  user: UserRow,
  id: string,
  userId: string,
  role: 'admin' | 'member',
  language: Language,
): Promise<Ack> {
  const { clan } = await findClan(deps, id);
  const actor = await managerRole(deps, clan, user);
  const repo = clansRepository(deps.db);
  const target = await repo.member(clan.id, userId);
  if (target?.status !== 'active') throw notFound('clans:memberNotFound');
  if (target.role === 'owner') throw forbidden('clans:cannotRemoveOwner');
  const from: ClanRole[] = actor === 'owner' ? ['admin', 'member'] : ['member'];
  if (!from.includes(target.role)) throw forbidden('clans:adminsByOwner');
  if (!(await repo.setRole(clan.id, userId, role, from))) throw notFound('clans:memberNotFound');
  return ack(language, 'clans:roleUpdated');
}

/** POST /api/clans/{id}/transfer: the owner hands the clan to an active member and stays on as an admin. */
export async function transferOwnership(
  deps: Deps,
  user: UserRow,
  id: string,
  userId: string,
  language: Language,
): Promise<Ack> {
  const { clan } = await findClan(deps, id);
  if (userId === user.id) throw fieldError('user_id', 'clans:transferTarget', 400);
  await deps.db.transaction(async (tx) => {
    const repo = clansRepository(tx);
    // The owner's row first: a second transfer racing this one finds no owner to demote and stops.
    if (!(await repo.setRole(clan.id, user.id, 'admin', ['owner']))) throw forbidden('clans:ownerOnly');
    if (!(await repo.setRole(clan.id, userId, 'owner', ['admin', 'member'])))
      throw fieldError('user_id', 'clans:transferTarget', 400);
    await repo.setOwner(clan.id, userId);
  });
  return ack(language, 'clans:transferred');
}

/** GET /api/clans/{slug}/members: active members for anyone; pending rows for the owner and admins. */
export async function listMembers(
  deps: Deps,
  viewer: UserRow | null,
  idOrSlug: string,
  query: { status: 'active' | 'pending'; limit: number; offset: number },
): Promise<ClanMemberPage> {
  const { clan } = await findClan(deps, idOrSlug);
  if (query.status === 'pending') {
    if (!viewer) throw forbidden('clans:managersOnly');
    await managerRole(deps, clan, viewer);
  }
  const page = await clansRepository(deps.db).members(clan.id, query);
  return pageResult(page, query, ({ member, user, score }) => ({
    user,
    role: member.role,
    status: member.status,
    kind: member.kind,
    joined_at: iso(member.joinedAt),
    created_at: member.createdAt.toISOString(),
    score: Number(score),
  }));
}

/**
 * GET /api/clans/{slug}/events: published events for everyone, members-only ones for its active members too,
 * and drafts for its owner and admins.
 */
export async function listClanEvents(
  deps: Deps,
  viewer: UserRow | null,
  idOrSlug: string,
): Promise<ClanEventList> {
  const { clan } = await findClan(deps, idOrSlug);
  const repo = clansRepository(deps.db);
  const row = viewer ? await repo.member(clan.id, viewer.id) : undefined;
  const active = row?.status === 'active' || isOperator(viewer);
  const manages = (active && row?.role !== 'member') || isOperator(viewer);
  const rows = (await repo.events(clan.id)).filter(
    (event) => manages || (event.status !== 'draft' && (!event.membersOnly || active)),
  );
  const hosts = await describeHosts(deps.db, [{ kind: 'clan', id: clan.id }]);
  const host = hosts.get(`clan:${clan.id}`);
  return { items: rows.map((event) => ({ ...toSummary(event, host), members_only: event.membersOnly })) };
}

/** GET /api/users/my-clans: the player's clans, the invitations waiting for them and the requests they sent. */
export async function myClans(deps: Deps, user: UserRow): Promise<MyClans> {
  const rows = await clansRepository(deps.db).ofUser(user.id);
  const mine = (kind: (row: ClanMemberRow) => boolean): MyClan[] =>
    rows
      .filter(({ member }) => kind(member))
      .map(({ member, clan }) => ({
        id: clan.id,
        slug: clan.slug,
        name: clan.name,
        banner_url: clan.bannerUrl,
        type: clan.type,
        member_count: clan.memberCount,
        member_limit: clan.memberLimit,
        role: member.role,
        joined_at: iso(member.joinedAt),
        created_at: member.createdAt.toISOString(),
      }));
  return {
    clans: mine((row) => row.status === 'active'),
    invitations: mine((row) => row.status === 'pending' && row.kind === 'invitation'),
    requests: mine((row) => row.status === 'pending' && row.kind === 'request'),
  };
}
