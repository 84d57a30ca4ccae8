import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  createWheel,
  getWheel,
  listWheelSpins,
  replaceWheelSegments,
  rotateWheelSeed,
  setWheelClientSeed,
  spinWheel,
} from '@w2e/core/api/wheel';
import type { CreateWheelBody, WheelSegmentsBody, WheelSpinsQuery } from '@w2e/core/contracts/wheel';
import { type ApiClient, useApi } from '../api-provider';
import { eventKeys } from '../events/queries';
import { useApiMutation } from '../mutation';
import { useSession } from '../session/queries';

export const wheelKeys = {
  all: ['wheel'] as const,
  /** Per viewer: the wheel carries the signed-in player's balance and seeds. */
  wheel: (id: string, viewerId: string | null) => [...wheelKeys.all, 'wheel', id, viewerId] as const,
  spins: (id: string, query: WheelSpinsQuery, viewerId: string | null) =>
    [...wheelKeys.all, 'spins', id, query, viewerId] as const,
};

export function wheelQueryOptions(api: ApiClient, id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: wheelKeys.wheel(id, viewerId),
    queryFn: async () => getWheel(await api.http(), id),
    retry: false,
  });
}

/** A wheel (`platform` for the platform's) with the player's balance, seed hash and nonce. */
export function useWheel(id: string) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({ ...wheelQueryOptions(api, id, user?.id ?? null), enabled: !loading });
}

/** The signed-in player's spins on a wheel. */
export function useWheelSpins(id: string, query: WheelSpinsQuery) {
  const api = useApi();
  const { user, loading } = useSession();
  return useQuery({
    queryKey: wheelKeys.spins(id, query, user?.id ?? null),
    queryFn: async () => listWheelSpins(await api.http(), id, query),
    enabled: !loading && user !== null,
  });
}

/**
 * One spin. The wheel and history are not refetched here: the page animates to the segment first and then
 * refreshes them (`wheelKeys.all`), so the balance doesn't jump before the wheel stops.
 */
export function useSpinWheel(id: string) {
  return useApiMutation((http) => spinWheel(http, id), {
    // Refused ("no spins left"): what is on screen is out of date, so refresh it at once.
    invalidates: (data) => (data ? [] : [wheelKeys.all]),
    invalidatesOnError: true,
  });
}

export function useRotateWheelSeed(id: string) {
  return useApiMutation((http) => rotateWheelSeed(http, id), { invalidates: [wheelKeys.all] });
}

export function useSetWheelClientSeed(id: string) {
  return useApiMutation(
    (http, clientSeed: string) => setWheelClientSeed(http, id, { client_seed: clientSeed }),
    {
      invalidates: [wheelKeys.all],
    },
  );
}

/** Creates the platform wheel or an event's; the event then names it (`wheel_id`), so events refetch too. */
export function useCreateWheel() {
  return useApiMutation((http, body: CreateWheelBody) => createWheel(http, body), {
    invalidates: [wheelKeys.all, eventKeys.all],
  });
}

/** Replaces a wheel's segments (`platform` or its id). */
export function useReplaceWheelSegments(id: string) {
  return useApiMutation((http, body: WheelSegmentsBody) => replaceWheelSegments(http, id, body), {
    invalidates: [wheelKeys.all],
  });
}
