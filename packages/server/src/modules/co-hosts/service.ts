import type {
  CoHost,
  CoHostCandidateList,
  CoHostDecisionBody,
  CoHostInviteBody,
  CoHostList,
  CoHostResult,
} from '@w2e/core/contracts/co-hosts';
import type { EventHost, EventHostKind } from '@w2e/core/events/summary';
import type { Language } from '@w2e/core/i18n/languages';
import { isUniqueViolation } from '../../db/database';
import type { Deps } from '../../deps';
import { ack } from '../../lib/ack';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { recordEvent } from '../../outbox/outbox';
import {
  canManageHost,
  describeHosts,
  findHost,
  type HostRecord,
  hostsOf,
  managedEvent,
  publicHost,
  viewableEvent,
} from '../events/access';
import { eventsRepository } from '../events/repository';
import type { UserRow } from '../users/repository';
import { type CoHostWithEvent, coHostsRepository } from './repository';

/**
 * Co-hosts (docs/events.md, "Co-hosts"): an event's managers invite another project, game or clan; that host's
 * managers (the same check as hosting for it, events/access.ts) accept or decline once; either side removes it.
 * One row per event and host (a unique index); the invitation and the acceptance reach the outbox in the same
 * transaction (`event.co_host_invited` → the invited host's managers are told; `event.co_host_answered`).
 */
const key = (ref: { kind: string; id: string }) => `${ref.kind}:${ref.id}`;

function toCoHost({ coHost, event }: CoHostWithEvent, hosts: Map<string, HostRecord>): CoHost {
  const ref = { kind: coHost.hostKind, id: coHost.hostId };
  return {
    id: coHost.id,
    event: { id: event.id, slug: event.slug, title: event.title },
    host: publicHost(hosts.get(key(ref)), ref),
    status: coHost.status,
    created_at: coHost.createdAt.toISOString(),
    decided_at: coHost.decidedAt ? coHost.decidedAt.toISOString() : null,
  };
}

async function present(deps: Deps, rows: CoHostWithEvent[]): Promise<CoHost[]> {
  const hosts = await describeHosts(
    deps.db,
    rows.map(({ coHost }) => ({ kind: coHost.hostKind, id: coHost.hostId })),
  );
  return rows.map((row) => toCoHost(row, hosts));
}

async function presentOne(deps: Deps, id: string): Promise<CoHost> {
  const row = await coHostsRepository(deps.db).find(id);
  if (!row) throw notFound('coHosts:notFound');
  const [coHost] = await present(deps, [row]);
  return coHost!;
}

function parseRef(ref: string): { kind: EventHostKind; id: string } {
  const [kind, id] = ref.split(':') as [EventHostKind, string];
  return { kind, id };
}

/** POST /events/{id}/co-hosts: the event's managers invite a host (not its own; one row per host). */
export async function inviteCoHost(
  deps: Deps,
  user: UserRow,
  eventId: string,
  body: CoHostInviteBody,
  language: Language,
): Promise<CoHostResult> {
  const event = await managedEvent(deps, eventId, user);
  const ref = parseRef(body.host.trim().toLowerCase());
  if (ref.kind === event.hostKind && ref.id === event.hostId) throw fieldError('host', 'coHosts:ownHost');
  const host = await findHost(deps.db, ref.kind, ref.id);
  if (!host) throw fieldError('host', 'coHosts:hostNotFound', 404);
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      const row = await coHostsRepository(tx).insert({
        eventId: event.id,
        hostKind: host.kind,
        hostId: host.id,
        invitedBy: user.id,
      });
      await recordEvent(tx, {
        type: 'event.co_host_invited',
        payload: {
          event_id: event.id,
          event_slug: event.slug,
          event_title: event.title,
          co_host_id: row.id,
          host_kind: host.kind,
          host_id: host.id,
          host_name: host.name,
          invited_by: user.id,
        },
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'event_co_hosts_event_host_key'))
      throw conflict('coHosts:alreadyInvited', { host: host.name });
    throw error;
  }
  return { ...ack(language, 'coHosts:invited', { host: host.name }), co_host: await presentOne(deps, id) };
}

/**
 * GET /events/{id}/co-hosts: every invitation for the event's managers; others see the accepted ones and the
 * invitations of hosts they manage.
 */
export async function listCoHosts(deps: Deps, user: UserRow | null, eventId: string): Promise<CoHostList> {
  const { row, canManage } = await viewableEvent(deps, eventId, user);
  const items = await present(deps, await coHostsRepository(deps.db).listForEvent(row.id));
  if (canManage) return { items };
  const hosts = await describeHosts(
    deps.db,
    items.map((item) => item.host),
  );
  return {
    items: items.filter(
      (item) => item.status === 'accepted' || canManageHost(hosts.get(key(item.host)), user),
    ),
  };
}

/** The invitation and whether `user` manages the event, the invited host, or both: 404 for neither's eyes. */
async function sides(deps: Deps, user: UserRow, coHostId: string) {
  const row = await coHostsRepository(deps.db).find(coHostId);
  if (!row) throw notFound('coHosts:notFound');
  const host = await findHost(deps.db, row.coHost.hostKind, row.coHost.hostId);
  const managesHost = canManageHost(host, user);
  const managesEvent = await managedEvent(deps, row.event.id, user).then(
    () => true,
    () => false,
  );
  return { row, host, managesHost, managesEvent };
}

/** POST /co-hosts/{id}/decision: the invited host's managers accept or decline, once (a second answer is 409). */
export async function decideCoHost(
  deps: Deps,
  user: UserRow,
  coHostId: string,
  body: CoHostDecisionBody,
  language: Language,
): Promise<CoHostResult> {
  const { row, host, managesHost } = await sides(deps, user, coHostId);
  if (!managesHost) throw forbidden('coHosts:decisionForbidden');
  await deps.db.transaction(async (tx) => {
    const decided = await coHostsRepository(tx).decide(row.coHost.id, {
      status: body.accept ? 'accepted' : 'declined',
      decidedBy: user.id,
    });
    if (!decided) throw conflict('coHosts:alreadyAnswered');
    await recordEvent(tx, {
      type: 'event.co_host_answered',
      payload: {
        event_id: row.event.id,
        event_slug: row.event.slug,
        event_title: row.event.title,
        co_host_id: decided.id,
        host_kind: decided.hostKind,
        host_id: decided.hostId,
        host_name: host?.name ?? '',
        answer: body.accept ? 'accepted' : 'declined',
        answered_by: user.id,
      },
    });
  });
  return {
    ...ack(language, body.accept ? 'coHosts:accepted' : 'coHosts:declined'),
    co_host: await presentOne(deps, row.coHost.id),
  };
}

/** DELETE /events/{id}/co-hosts/{coHostId}: the event's managers remove it, or the co-host's withdraw. */
export async function removeCoHost(
  deps: Deps,
  user: UserRow,
  eventId: string,
  coHostId: string,
  language: Language,
) {
  const { row, managesHost, managesEvent } = await sides(deps, user, coHostId);
  const event = await eventsRepository(deps.db).find(eventId);
  if (!event || event.id !== row.event.id) throw notFound('coHosts:notFound');
  if (!managesHost && !managesEvent) throw forbidden('coHosts:removeForbidden');
  if (!(await coHostsRepository(deps.db).remove(row.coHost.id))) throw notFound('coHosts:notFound');
  return ack(language, 'coHosts:removed');
}

/** GET /users/co-host-invitations: the invitations waiting for the hosts the signed-in user manages. */
export async function myCoHostInvitations(deps: Deps, user: UserRow): Promise<CoHostList> {
  const hosts = await hostsOf(deps.db, user.id);
  const rows = await coHostsRepository(deps.db).waitingFor(hosts);
  return { items: await present(deps, rows) };
}

const CANDIDATES = 10;

/** GET /co-hosts/candidates?q=: projects and published games by name, for the host's picker. */
export async function coHostCandidates(deps: Deps, q: string | undefined): Promise<CoHostCandidateList> {
  const found = await coHostsRepository(deps.db).candidates(q || undefined, CANDIDATES);
  const items: EventHost[] = [
    ...found.projects.map((row) => ({
      kind: 'project' as const,
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo_url: row.logo,
    })),
    ...found.games.map((row) => ({
      kind: 'game' as const,
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo_url: row.logo,
    })),
  ];
  return { items };
}
