import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getEligibility, getParticipantClusters, getParticipantsRisk } from '@w2e/core/api/trust';
import type { RiskQuery } from '@w2e/core/contracts/trust';
import { useApi } from '../api-provider';
import { useSession } from '../session/queries';

export const trustKeys = {
  all: ['trust'] as const,
  risk: (eventId: string, query: RiskQuery) => [...trustKeys.all, 'risk', eventId, query] as const,
  clusters: (eventId: string) => [...trustKeys.all, 'clusters', eventId] as const,
  eligibility: (slug: string, userId: string | null) =>
    [...trustKeys.all, 'eligibility', slug, userId] as const,
};

/** A page of the event's participants with their risk (its hosts'). */
export function useParticipantsRisk(eventId: string | null | undefined, query: RiskQuery) {
  const api = useApi();
  return useQuery({
    queryKey: trustKeys.risk(eventId ?? '', query),
    queryFn: async () => getParticipantsRisk(await api.http(), eventId!, query),
    enabled: Boolean(eventId),
    placeholderData: keepPreviousData,
  });
}

/** The groups of accounts found among the event's participants (its hosts'). */
export function useParticipantClusters(eventId: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: trustKeys.clusters(eventId ?? ''),
    queryFn: async () => getParticipantClusters(await api.http(), eventId!),
    enabled: Boolean(eventId),
  });
}

/** Where the signed-in player stands against the event's rules to win; off for visitors. */
export function useEligibility(slug: string) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    queryKey: trustKeys.eligibility(slug, user?.id ?? null),
    queryFn: async () => getEligibility(await api.http(), slug),
    enabled: slug !== '' && !loading && user !== null,
  });
}
