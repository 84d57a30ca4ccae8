import type { EventSummary } from '@w2e/core/contracts/events';
import { type HostRecord, publicHost } from './access';
import type { EventRow } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An event's card, as lists show it: the events list, a clan's events. */
export function toSummary(row: EventRow, host: HostRecord | undefined): EventSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    start_time: row.startTime.toISOString(),
    end_time: iso(row.endTime),
    banner: row.banner,
    thumbnail: row.thumbnail,
    prize_pool: row.prizePool,
    max_participants: row.maxParticipants,
    participants_count: row.participantsCount,
    host: publicHost(host, { kind: row.hostKind, id: row.hostId }),
    premium: row.premium,
    featured: row.featuredAt !== null,
  };
}
