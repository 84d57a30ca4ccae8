import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  decideCoHost,
  findCoHostCandidates,
  getCoHostInvitations,
  inviteCoHost,
  listCoHosts,
  removeCoHost,
} from '@w2e/core/api/co-hosts';
import type { CoHostDecisionBody, CoHostInviteBody } from '@w2e/core/contracts/co-hosts';
import { useApi } from '../api-provider';
import { eventKeys } from '../events/queries';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';

export const coHostKeys = {
  all: ['co-hosts'] as const,
  event: (eventId: string) => [...coHostKeys.all, 'event', eventId] as const,
  invitations: (userId: string | null) => [...coHostKeys.all, 'invitations', userId] as const,
  candidates: (q: string) => [...coHostKeys.all, 'candidates', q] as const,
};

/** An event's co-hosts (every status for its managers). */
export function useCoHosts(eventId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: coHostKeys.event(eventId ?? ''),
    queryFn: async () => listCoHosts(await api.http(), eventId ?? ''),
    enabled: Boolean(eventId),
  });
}

/** Projects and games to invite, by name (while the host types). */
export function useCoHostCandidates(q: string) {
  const api = useApi();
  return useQuery({
    queryKey: coHostKeys.candidates(q),
    queryFn: async () => findCoHostCandidates(await api.http(), q),
    placeholderData: keepPreviousData,
  });
}

/** The invitations waiting for the hosts the signed-in user manages. */
export function useCoHostInvitations() {
  const api = useApi();
  const { user } = useSession();
  return useQuery({
    queryKey: coHostKeys.invitations(user?.id ?? null),
    queryFn: async () => getCoHostInvitations(await api.http()),
    enabled: Boolean(user),
  });
}

export function useInviteCoHost(eventId: string) {
  return useApiMutation((http, body: CoHostInviteBody) => inviteCoHost(http, eventId, body), {
    invalidates: [coHostKeys.event(eventId)],
  });
}

export function useRemoveCoHost(eventId: string) {
  return useApiMutation((http, coHostId: string) => removeCoHost(http, eventId, coHostId), {
    invalidates: [coHostKeys.all, eventKeys.all],
  });
}

/** Accepting lists the event on the co-host's pages, so event lists are read again. */
export function useDecideCoHost() {
  return useApiMutation(
    (http, { id, body }: { id: string; body: CoHostDecisionBody }) => decideCoHost(http, id, body),
    { invalidates: [coHostKeys.all, eventKeys.all] },
  );
}
