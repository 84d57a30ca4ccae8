import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  answerClanInvitation,
  answerClanRequest,
  answerClanRequests,
  createClan,
  getClan,
  getClanLeaderboard,
  getClanRank,
  inviteToClan,
  joinClan,
  leaveClan,
  listClanEvents,
  listClanMembers,
  listClans,
  removeClanMember,
  setClanRole,
  transferClan,
  updateClan,
} from '@w2e/core/api/clans';
import { getMyClans } from '@w2e/core/api/users';
import type {
  ClanBulkBody,
  ClanInvitationBody,
  ClanLeaderboardQuery,
  ClanMembersQuery,
  ClanRoleBody,
  ClansQuery,
  CreateClanBody,
  UpdateClanBody,
} from '@w2e/core/contracts/clans';
import type { PlatformLeaderboardPeriod } from '@w2e/core/contracts/leaderboards';
import { type ApiClient, useApi } from '../api-provider';
import { eventKeys } from '../events/queries';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';
import { PUBLIC_CONTENT_STALE_MS } from '../stale-time';

export const clanKeys = {
  all: ['clans'] as const,
  list: (query: ClansQuery) => [...clanKeys.all, 'list', query] as const,
  /** A clan as one viewer sees it (membership, can_manage): per viewer, so a sign-in reloads it. */
  detail: (slug: string, viewerId: string | null) => [...clanKeys.all, 'detail', slug, viewerId] as const,
  members: (slug: string, query: ClanMembersQuery, viewerId: string | null) =>
    [...clanKeys.all, 'members', slug, query, viewerId] as const,
  events: (slug: string, viewerId: string | null) => [...clanKeys.all, 'events', slug, viewerId] as const,
  mine: (viewerId: string | null) => [...clanKeys.all, 'mine', viewerId] as const,
  /** The cross-clan leaderboard: the same for every viewer. */
  board: (query: ClanLeaderboardQuery) => [...clanKeys.all, 'board', query] as const,
  rank: (slug: string, period: PlatformLeaderboardPeriod) => [...clanKeys.all, 'rank', slug, period] as const,
};

/** A membership change moves counts, lists, the profile's clan tab and who may see clan events. */
const changed = [clanKeys.all, eventKeys.all];

/** A page of the clan list; public content, so the list page's route fetches it beside its code (route-data.ts). */
export function clanListQueryOptions(api: ApiClient, query: ClansQuery) {
  return queryOptions({
    queryKey: clanKeys.list(query),
    queryFn: async () => listClans(await api.http(), query),
    placeholderData: keepPreviousData,
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });
}

export function useClanList(query: ClansQuery, enabled = true) {
  return useQuery({ ...clanListQueryOptions(useApi(), query), enabled });
}

/** GET /api/clans/leaderboard: the server recomputes it at most every 30 s, so it is kept as long here. */
export function clanLeaderboardQueryOptions(api: ApiClient, query: ClanLeaderboardQuery) {
  return queryOptions({
    queryKey: clanKeys.board(query),
    queryFn: async () => getClanLeaderboard(await api.http(), query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useClanLeaderboard(query: ClanLeaderboardQuery) {
  return useQuery(clanLeaderboardQueryOptions(useApi(), query));
}

/** GET /api/clans/{slug}/rank: the clan's place on the clan leaderboard for the period. */
export function useClanRank(slug: string, period: PlatformLeaderboardPeriod) {
  const api = useApi();
  return useQuery({
    queryKey: clanKeys.rank(slug, period),
    queryFn: async () => getClanRank(await api.http(), slug, { period }),
    enabled: slug !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A clan as one viewer sees it; public content, so the page's route fetches it beside its code (route-data.ts). */
export function clanQueryOptions(api: ApiClient, slug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: clanKeys.detail(slug, viewerId),
    queryFn: async () => getClan(await api.http(), slug),
    staleTime: PUBLIC_CONTENT_STALE_MS,
    retry: false,
  });
}

export function useClan(slug: string) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({ ...clanQueryOptions(api, slug, user?.id ?? null), enabled: !loading && slug !== '' });
}

export function useClanMembers(slug: string, query: ClanMembersQuery, enabled = true) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    queryKey: clanKeys.members(slug, query, user?.id ?? null),
    queryFn: async () => listClanMembers(await api.http(), slug, query),
    enabled: enabled && !loading && slug !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The clan's events as one viewer may see them; fetched with the clan by its page's route. */
export function clanEventsQueryOptions(api: ApiClient, slug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: clanKeys.events(slug, viewerId),
    queryFn: async () => listClanEvents(await api.http(), slug),
    staleTime: PUBLIC_CONTENT_STALE_MS,
  });
}

export function useClanEvents(slug: string) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    ...clanEventsQueryOptions(api, slug, user?.id ?? null),
    enabled: !loading && slug !== '',
  });
}

/** GET /api/users/my-clans: the profile's clan tab. */
export function useMyClans() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({
    queryKey: clanKeys.mine(user?.id ?? null),
    queryFn: async () => getMyClans(await api.http()),
    enabled: user !== null,
  });
}

export function useCreateClan() {
  return useApiMutation((http, body: CreateClanBody) => createClan(http, body), { invalidates: changed });
}

export function useUpdateClan(id: string) {
  return useApiMutation((http, body: UpdateClanBody) => updateClan(http, id, body), { invalidates: changed });
}

export function useJoinClan() {
  return useApiMutation((http, id: string) => joinClan(http, id), { invalidates: changed });
}

export function useLeaveClan() {
  return useApiMutation((http, id: string) => leaveClan(http, id), { invalidates: changed });
}

export function useInviteToClan(id: string) {
  return useApiMutation((http, body: ClanInvitationBody) => inviteToClan(http, id, body), {
    invalidates: changed,
  });
}

/** The invited player's own answer. */
export function useAnswerClanInvitation() {
  return useApiMutation(
    (http, { id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      answerClanInvitation(http, id, answer),
    { invalidates: changed },
  );
}

export function useAnswerClanRequest(id: string) {
  return useApiMutation(
    (http, { userId, answer }: { userId: string; answer: 'accept' | 'decline' }) =>
      answerClanRequest(http, id, userId, answer),
    { invalidates: changed },
  );
}

export function useAnswerClanRequests(id: string) {
  return useApiMutation((http, body: ClanBulkBody) => answerClanRequests(http, id, body), {
    invalidates: changed,
  });
}

export function useSetClanRole(id: string) {
  return useApiMutation(
    (http, { userId, ...body }: ClanRoleBody & { userId: string }) => setClanRole(http, id, userId, body),
    { invalidates: changed },
  );
}

export function useRemoveClanMember(id: string) {
  return useApiMutation((http, userId: string) => removeClanMember(http, id, userId), {
    invalidates: changed,
  });
}

/** The owner hands the clan to an active member and stays on as an admin. */
export function useTransferClan(id: string) {
  return useApiMutation((http, userId: string) => transferClan(http, id, { user_id: userId }), {
    invalidates: changed,
  });
}
