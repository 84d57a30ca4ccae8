import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  answerAppeal,
  decideParticipant,
  fileAppeal,
  getEligibility,
  getParticipantClusters,
  getParticipantsRisk,
  listAppeals,
} from '@w2e/core/api/trust';
import type { AppealAnswerBody, AppealBody, DecisionBody, RiskQuery } from '@w2e/core/contracts/trust';
import { useApi } from '../api-provider';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';

export const trustKeys = {
  all: ['trust'] as const,
  risk: (eventId: string, query: RiskQuery) => [...trustKeys.all, 'risk', eventId, query] as const,
  clusters: (eventId: string) => [...trustKeys.all, 'clusters', eventId] as const,
  eligibility: (slug: string, userId: string | null) =>
    [...trustKeys.all, 'eligibility', slug, userId] as const,
  appeals: (eventId: string) => [...trustKeys.all, 'appeals', eventId] as const,
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

/** The event's appeals, open first (its hosts). */
export function useEventAppeals(eventId: string | null | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: trustKeys.appeals(eventId ?? ''),
    queryFn: async () => listAppeals(await api.http(), eventId!),
    enabled: Boolean(eventId),
  });
}

// A decision or an answer changes what the host's lists and the player's panel show; a refusal (409: frozen,
// answered) means they are out of date: both refetch.
const trustChanged = { invalidates: [trustKeys.all], invalidatesOnError: true } as const;

/** The host leaves a participant out of the rewards, or keeps them in. */
export function useDecideParticipant(eventId: string) {
  return useApiMutation(
    (http, { userId, body }: { userId: string; body: DecisionBody }) =>
      decideParticipant(http, eventId, userId, body),
    trustChanged,
  );
}

/** The signed-in participant's appeal. */
export function useFileAppeal(eventId: string) {
  return useApiMutation((http, body: AppealBody) => fileAppeal(http, eventId, body), trustChanged);
}

/** The host's answer to an appeal. */
export function useAnswerAppeal() {
  return useApiMutation(
    (http, { id, body }: { id: string; body: AppealAnswerBody }) => answerAppeal(http, id, body),
    trustChanged,
  );
}
